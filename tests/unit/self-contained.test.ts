/**
 * The project builds and tests from its own files: nothing it runs reads the workplace folder beside it
 * (`../shared`), where new release facts arrive. The one exception is the site bench, which drives a measuring tool
 * kept there and is not part of the test command.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const FOLDERS = ['plugins', 'src', 'shared', 'spec', 'tests', '.ci'];
const FILES = ['docusaurus.config.ts', 'sidebars.ts', 'package.json'];
// The bench drives a tool kept there; this test names the folder to look for it.
const ALLOWED = new Set(['tests/bench/site.bench.mjs', 'tests/unit/self-contained.test.ts']);

function filesUnder(dir: string): string[] {
  return readdirSync(path.join(root, dir)).flatMap((name) => {
    const relative = path.join(dir, name);
    if (statSync(path.join(root, relative)).isDirectory()) return name === 'node_modules' ? [] : filesUnder(relative);
    return /\.(ts|tsx|mjs|js|json|sh)$|^run$/.test(name) ? [relative] : [];
  });
}

test('no file the build or the tests run reads ../shared', () => {
  const files = [...FOLDERS.flatMap(filesUnder), ...FILES].filter((file) => !ALLOWED.has(file) && !file.startsWith(path.join('spec', 'releases')));
  expect(files.length).toBeGreaterThan(100);
  // The workplace folder holds spec/, tools/ and hooks/; the project's own shared/ folder (imported as ../../shared/x)
  // holds code, so only a path into the former, or the folder itself, counts.
  const outside = /(?<![.\w/])\.\.\/shared\/(spec|tools|hooks|DESIGN)|['"`]\.\.\/shared['"`/]/;
  const readers = files.filter((file) => outside.test(readFileSync(path.join(root, file), 'utf8')));
  expect(readers).toEqual([]);
});
