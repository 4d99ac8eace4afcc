/**
 * Which folder may import which: the layers of the project point one way.
 * - The browser code (src/) imports src/ and shared/, never a plugin's files or the tests.
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

  it('ignores paths that are only strings of generated code', () => {
    expect(projectImports('plugins/p/index.ts', "const code = `import x from '@site/src/x';`;\nconst map = {X: {from: '@site/src/x'}};")).toEqual([]);
  });
});

describe('the layers', () => {
  it('browser code imports no plugin file and no test', () => {
    expect(violations('src', (target) => !within(target, 'plugins', 'tests'))).toEqual([]);
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
