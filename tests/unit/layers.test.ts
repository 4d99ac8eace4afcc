/**
 * Which folder may import which: the layers of the project point one way.
 * - The browser code (src/) imports src/ and shared/, never a plugin's files or the tests; from spec/ it takes types
 *   only, which vanish at build time: every fact of the spec it shows comes from the model of the docs version being
 *   read, which the spec-model remark plugin hands to it, never from spec/ as it stands now (Next).
 * - The build (plugins/) imports plugins/ and shared/, never the browser code or the tests.
 * - shared/ imports only itself and the types of spec/, so that both sides can load it.
 * - The spec model (plugins/spec-model) stands on its own: no plugin that only makes pages faster, nor any other
 *   plugin but the MDX tree helpers and the versions file, is needed to read the spec.
 * Imports are read with TypeScript's own scanner, so a path that only appears in a string of generated code (the
 * components plugins/mdx-imports adds to pages) is not an import of the file.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(__dirname, '../..');
const SOURCE = /\.(m?[jt]sx?)$/;

function filesOf(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true}).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return filesOf(relative);
    return SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts') ? [relative] : [];
  });
}

/** The project files a file imports, relative to the project root; packages are left out. */
function projectImports(file: string, text = readFileSync(path.join(root, file), 'utf8')): string[] {
  const {importedFiles} = ts.preProcessFile(text, true, true);
  return importedFiles.flatMap(({fileName}) => {
    if (fileName.startsWith('@site/')) return [fileName.slice('@site/'.length)];
    if (fileName.startsWith('.')) return [path.relative(root, path.resolve(root, path.dirname(file), fileName))];
    return [];
  });
}

/**
 * The project files a file takes values from: every import and re-export but those written `import type` /
 * `export type` or naming only `type` members, which TypeScript erases. A dynamic `import()` or `require()` counts.
 */
function valueImports(file: string, text = readFileSync(path.join(root, file), 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  const onlyTypes = (elements: ts.NodeArray<ts.ImportSpecifier | ts.ExportSpecifier>) => elements.length > 0 && elements.every((element) => element.isTypeOnly);
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const erased =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (!clause.name && clause.namedBindings !== undefined && ts.isNamedImports(clause.namedBindings) && onlyTypes(clause.namedBindings.elements)));
      if (!erased) specifiers.push(node.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(node) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier)) {
      const erased = node.isTypeOnly || (node.exportClause !== undefined && ts.isNamedExports(node.exportClause) && onlyTypes(node.exportClause.elements));
      if (!erased) specifiers.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword || (ts.isIdentifier(node.expression) && node.expression.text === 'require')) &&
      node.arguments.length > 0 &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specifiers.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specifiers.flatMap((fileName) => projectImports(file, `import '${fileName}';`));
}

/** `file imports target` for every import of a file under `dir` that `allowed` refuses. */
function violations(dir: string, allowed: (target: string) => boolean): string[] {
  return filesOf(dir).flatMap((file) =>
    projectImports(file)
      .filter((target) => !allowed(target))
      .map((target) => `${file} imports ${target}`),
  );
}

const within = (target: string, ...folders: string[]) => folders.some((folder) => target === folder || target.startsWith(`${folder}/`));

describe('the import scanner', () => {
  it('finds static, dynamic and re-exporting imports, relative or through @site', () => {
    const text = "import a from '../x/a';\nexport {b} from '@site/src/b';\nconst c = () => import('./c');\nimport 'react';";
    expect(projectImports('plugins/p/index.ts', text)).toEqual(['plugins/x/a', 'src/b', 'plugins/p/c']);
  });

  it('tells the imports that bring values from those TypeScript erases', () => {
    const text = [
      "import type {A} from '@site/spec';",
      "import {type B, type C} from '../spec/products';",
      "export type {D} from '@site/spec/errors';",
      "import {E} from '@site/spec';",
      "import {type F, G} from '../../spec/requests';",
      "import * as all from '@site/spec/events';",
      "export {H} from '@site/spec/horizon';",
      "import '@site/spec/common';",
      "const later = () => import('@site/spec/operations');",
    ].join('\n');
    expect(valueImports('src/x/index.tsx', text)).toEqual(['spec', 'spec/requests', 'spec/events', 'spec/horizon', 'spec/common', 'spec/operations']);
  });

  it('ignores paths that are only strings of generated code', () => {
    expect(projectImports('plugins/p/index.ts', "const code = `import x from '@site/src/x';`;\nconst map = {X: {from: '@site/src/x'}};")).toEqual([]);
  });
});

describe('the layers', () => {
  it('browser code imports no plugin file and no test', () => {
    expect(violations('src', (target) => !within(target, 'plugins', 'tests'))).toEqual([]);
  });

  it('browser code takes no value from spec/, directly or through shared/', () => {
    // A shared/ file that takes values from spec/, itself or through another shared/ file, carries them into every
    // browser file that imports it.
    const sharedFiles = new Set(filesOf('shared'));
    const fileOf = (target: string) => ['.ts', '.tsx', '/index.ts'].map((ending) => `${target}${ending}`).find((file) => sharedFiles.has(file));
    const carriesSpec = (file: string, seen = new Set<string>()): boolean => {
      if (seen.has(file)) return false;
      seen.add(file);
      return valueImports(file).some((target) => {
        if (within(target, 'spec')) return true;
        const shared = within(target, 'shared') ? fileOf(target) : undefined;
        return shared !== undefined && carriesSpec(shared, seen);
      });
    };
    const fromSpec = filesOf('src').flatMap((file) =>
      valueImports(file)
        .filter((target) => within(target, 'spec') || (within(target, 'shared') && carriesSpec(fileOf(target) ?? target)))
        .map((target) => `${file} takes values of spec/ from ${target}`),
    );
    expect(fromSpec).toEqual([]);
  });

  it('the build imports no browser code and no test', () => {
    expect(violations('plugins', (target) => !within(target, 'src', 'tests'))).toEqual([]);
  });

  it('shared/ imports only itself and spec/', () => {
    expect(violations('shared', (target) => within(target, 'shared', 'spec'))).toEqual([]);
    for (const file of filesOf('shared')) {
      expect(
        ts.preProcessFile(readFileSync(path.join(root, file), 'utf8'), true, true).importedFiles.filter(({fileName}) => !fileName.startsWith('.')),
      ).toEqual([]);
    }
  });

  it('the spec model needs no other plugin than the MDX tree helpers and the versions file', () => {
    expect(
      violations('plugins/spec-model', (target) => within(target, 'plugins/spec-model', 'plugins/mdx-tree', 'plugins/openiap-versions', 'shared')),
    ).toEqual([]);
  });
});
