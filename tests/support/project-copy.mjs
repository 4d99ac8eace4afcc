// A throwaway copy of the project for tests and benchmarks that change files or build: the sources only (no build
// output, generated files or git data), with node_modules linked rather than copied.
import {cpSync, mkdtempSync, symlinkSync} from 'node:fs';
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
      const relative = path.relative(projectRoot, source);
      const top = relative.split(path.sep)[0];
      // docs/api is the generated reference: every build writes it anew.
      return !SKIP.has(top) && !top.startsWith('.docusaurus') && relative !== path.join('docs', 'api');
    },
  });
  symlinkSync(path.join(projectRoot, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return dir;
}
