/**
 * The spec modules: every .ts file of spec/ but index.ts, which only re-exports them for the site's own code. The
 * folder is the list: the model and its tests read it from here.
 */
import {readdirSync} from 'node:fs';
import path from 'node:path';

/** The modules' names, in a stable order: `common`, `errors`, ... `validation`. */
export function specModuleNames(specDir: string): string[] {
  return readdirSync(specDir)
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && name !== 'index.ts')
    .map((name) => name.slice(0, -'.ts'.length))
    .sort();
}

/** The modules' files, in the same order. */
export function listSpecFiles(specDir: string): string[] {
  return specModuleNames(specDir).map((name) => path.join(specDir, `${name}.ts`));
}

/** The title of a module's group, on the platform matrix: `products` → `Products`. */
export function moduleTitle(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}
