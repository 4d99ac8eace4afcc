/**
 * The site uses Docusaurus through its public surface: no pattern, alias or import in plugins/, src/ or the site
 * config names a file inside a Docusaurus package's `lib/` folder. That layout is not the packages' interface and
 * moves between versions; a pattern over it would stop matching without a word.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const CODE = /\.(m?[jt]sx?|cjs)$/;

/** A path into a Docusaurus package's lib/ folder, once path separators of any spelling are written `/`. */
const LIB_PATH = /@docusaurus\/[\w.-]+\/lib(\/|$)/;

/** A class of separators (`[\\/]`, `[/\\]`), `\\`, `\/` and `\`: the path separators they stand for in patterns and strings. */
const withSlashes = (text: string) => text.replace(/\[[\\/]+\]/g, '/').replace(/\\\\|\\\/|\\/g, '/');

/**
 * The texts of a source that could name a file: its strings, templates (each `${...}` read as a name) and regular
 * expressions, and the string arguments of a call joined as a path (`path.join('@docusaurus', 'core', 'lib')`).
 * Comments are not among them.
 */
function literalTexts(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isRegularExpressionLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node)) texts.push(node.getText(source).replace(/\$\{[^}]*\}/g, 'name'));
    if (ts.isCallExpression(node)) {
      const strings = node.arguments.filter(ts.isStringLiteral).map((argument) => argument.text);
      if (strings.length > 1) texts.push(strings.join('/'));
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return texts;
}

/** The texts of a file that name a file inside a Docusaurus package's lib/ folder. */
export function libReferences(fileName: string, text: string): string[] {
  const candidates = CODE.test(fileName) ? literalTexts(fileName, text) : text.split('\n');
  return [...new Set(candidates.filter((candidate) => LIB_PATH.test(withSlashes(candidate))))];
}

function filesOf(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && (CODE.test(entry.name) || entry.name.endsWith('.css')))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

describe("Docusaurus packages' internal files", () => {
  it('are named nowhere in plugins/, src/ or the site config', () => {
    const files = [...filesOf('plugins'), ...filesOf('src'), 'docusaurus.config.ts'];
    expect(files.length).toBeGreaterThan(100);
    const named = files.flatMap((file) => libReferences(file, readFileSync(path.join(root, file), 'utf8')).map((text) => `${file}: ${text}`));
    expect(named).toEqual([]);
  });

  it('are found however a pattern, alias or import spells the path', () => {
    const code = [
      "import Layout from '@docusaurus/theme-classic/lib/theme/Layout';",
      "const alias = {'@theme/X': require.resolve('@docusaurus/core/lib/client/exports/Link')};",
      'const pattern = /[\\\\/]@docusaurus[\\\\/]theme-common[\\\\/]lib[\\\\/]/;',
      'const raw = String.raw`[\\\\/]@docusaurus[\\\\/]${name}[\\\\/]lib[\\\\/]theme`;',
      "const escaped = '[\\\\\\\\/]@docusaurus[\\\\\\\\/]plugin-content-docs[\\\\\\\\/]lib';",
      "const joined = path.join(modules, '@docusaurus', 'theme-classic', 'lib');",
    ].join('\n');
    expect(libReferences('plugins/example.ts', code)).toHaveLength(6);
    expect(libReferences('src/example.css', "@import '@docusaurus/theme-classic/lib/theme/styles.css';")).toHaveLength(1);
  });

  it('leave the packages themselves, their public entries, comments and other libraries alone', () => {
    const code = [
      '// Not a file: the @docusaurus/theme-classic/lib/ folder is mentioned in a comment only.',
      "import {useColorMode} from '@docusaurus/theme-common';",
      "import {ThemeClassNames} from '@docusaurus/theme-common/internal';",
      "import Link from '@docusaurus/Link';",
      'const pattern = /[\\\\/]node_modules[\\\\/]@docusaurus[\\\\/]theme-classic[\\\\/]/;',
      "import x from 'some-library/lib/index.js';",
    ].join('\n');
    expect(libReferences('plugins/example.ts', code)).toEqual([]);
  });
});
