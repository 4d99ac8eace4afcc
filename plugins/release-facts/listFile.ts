/**
 * The project's own lists beside the release facts (exceptions, the docs' own declarations) are JSON objects holding
 * one array: this reads that array, refusing a file that is not JSON or lacks it, with the path and the problem.
 */
import {readFileSync} from 'node:fs';

export function readListFile(file: string, key: string, shape: string): unknown[] {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const list = (data as Record<string, unknown> | null)?.[key];
  if (!Array.isArray(list)) throw new Error(`${file}: expected {"${key}": [${shape}, ...]}`);
  return list;
}
