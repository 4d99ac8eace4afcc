// A throwaway copy of the project for tests and benchmarks that change files or build: the sources only (no build
// output, generated files or git data), with the installed packages linked rather than copied.
import {cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

export const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const SKIP = new Set(['node_modules', 'build', '.git', 'test-results']);

/** Copies the project into a new temporary folder whose name starts with `prefix`; returns the folder. */
export function copyProject(prefix) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  cpSync(projectRoot, dir, {
    recursive: true,
    filter: (source) => {
      const top = path.relative(projectRoot, source).split(path.sep)[0];
      return !SKIP.has(top) && !top.startsWith('.docusaurus');
    },
  });
  // node_modules is a folder of links to each installed package, not one link to the project's folder: the bundler
  // keeps its persistent cache in node_modules/.cache, so a copy's builds write (and reuse) a cache of their own, which
  // goes away with the copy, and they never meet the project's.
  const modules = path.join(dir, 'node_modules');
  mkdirSync(modules);
  for (const entry of readdirSync(path.join(projectRoot, 'node_modules'))) {
    if (entry === '.cache') continue;
    symlinkSync(path.join(projectRoot, 'node_modules', entry), path.join(modules, entry));
  }
  return dir;
}
