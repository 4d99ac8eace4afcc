/**
 * Checking the type-definition bundle files, src/data/type-bundles/<gqlVersion>.json: one file per release of the gql
 * package, each a JSON array of the zips attached to that release. `size` and `sha256` may be left out where the
 * release does not publish them (the page then says so); when present they must be well formed. Pure functions, so
 * that the build (index.ts), the unit tests and anything else read the same rules.
 */

import type {TypeBundle, TypeBundlesByVersion} from '../../shared/typeBundles';

export type {TypeBundle, TypeBundlesByVersion};

export class TypeBundlesError extends Error {
  override name = 'TypeBundlesError';
}

const FIELDS = ['label', 'filename', 'size', 'sha256'] as const;
const REQUIRED_FIELDS = ['label', 'filename'] as const;
const VERSION_FILE_NAME = /^(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?)\.json$/;
const FILENAME = /^[A-Za-z0-9][A-Za-z0-9._-]*\.zip$/;
const SIZE = /^\d+(?:\.\d+)? (?:B|KB|MB|GB)$/;
const SHA256 = /^[0-9a-fA-F]{64}$/;

/** The gql version a bundle file is for, read from its name: "1.2.3.json" → "1.2.3". */
export function gqlVersionOfFile(fileName: string): string {
  const base = fileName.split(/[\\/]/).pop() ?? fileName;
  const match = VERSION_FILE_NAME.exec(base);
  if (!match) {
    throw new TypeBundlesError(`${fileName}: a type-bundles file is named after the gql release it describes, e.g. "1.2.3.json".`);
  }
  return match[1];
}

/** Why one entry is wrong, or an empty list when it is fine. */
function entryProblems(value: unknown): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return ['must be an object with "label" and "filename", and "size" and "sha256" where they are published'];
  }
  const record = value as Record<string, unknown>;
  const problems: string[] = [];
  for (const key of Object.keys(record)) {
    if (!(FIELDS as readonly string[]).includes(key)) {
      problems.push(`has an unknown field "${key}" (allowed: ${FIELDS.join(', ')})`);
    }
  }
  for (const key of FIELDS) {
    if (record[key] === undefined) {
      if ((REQUIRED_FIELDS as readonly string[]).includes(key)) problems.push(`is missing "${key}"`);
    } else if (typeof record[key] !== 'string') problems.push(`"${key}" must be a string, got ${JSON.stringify(record[key])}`);
  }
  if (problems.length > 0) return problems;
  const {label, filename, size, sha256} = record as unknown as TypeBundle;
  if (label.trim() === '') problems.push('"label" must not be empty');
  if (!FILENAME.test(filename)) {
    problems.push(`filename ${JSON.stringify(filename)} must be a plain file name ending in ".zip", e.g. "openiap-typescript.zip"`);
  }
  if (size !== undefined && !SIZE.test(size)) {
    problems.push(`size ${JSON.stringify(size)} must be a number, a space and a unit (B, KB, MB, GB), e.g. "4.71 KB"`);
  }
  if (sha256 !== undefined && !SHA256.test(sha256)) {
    problems.push(`sha256 ${JSON.stringify(sha256)} must be 64 hexadecimal characters (it has ${sha256.length})`);
  }
  return problems;
}

function describeEntry(value: unknown, index: number): string {
  const label = (value as {label?: unknown} | null)?.label;
  return typeof label === 'string' && label.trim() !== '' ? `entry ${index + 1} ("${label}")` : `entry ${index + 1}`;
}

/**
 * Checks the parsed content of one bundle file and returns its bundles. Throws a TypeBundlesError that names the
 * file, the entry and every problem found, so that one build run shows all that needs fixing.
 */
export function validateTypeBundles(data: unknown, fileName: string): TypeBundle[] {
  if (!Array.isArray(data)) {
    throw new TypeBundlesError(
      `${fileName} must hold a JSON array of bundles, e.g. [{"label": "TypeScript", "filename": "openiap-typescript.zip", "size": "4.71 KB", "sha256": "…"}].`,
    );
  }
  if (data.length === 0) {
    throw new TypeBundlesError(`${fileName} lists no bundles: add the zips of that release, or delete the file.`);
  }
  const messages: string[] = [];
  data.forEach((value, index) => {
    for (const problem of entryProblems(value)) messages.push(`${describeEntry(value, index)} ${problem}`);
  });
  for (const key of ['filename', 'label'] as const) {
    const firstIndex = new Map<string, number>();
    data.forEach((value, index) => {
      const text = (value as Partial<TypeBundle> | null)?.[key];
      if (typeof text !== 'string') return;
      const normalized = text.trim().toLowerCase();
      const earlier = firstIndex.get(normalized);
      if (earlier === undefined) firstIndex.set(normalized, index);
      else messages.push(`${describeEntry(value, index)} repeats the ${key} "${text}" of entry ${earlier + 1}`);
    });
  }
  if (messages.length > 0) {
    throw new TypeBundlesError(`${fileName}: ${messages.join('; ')}.`);
  }
  return (data as TypeBundle[]).map(({label, filename, size, sha256}) => ({
    label,
    filename,
    ...(size === undefined ? {} : {size}),
    ...(sha256 === undefined ? {} : {sha256}),
  }));
}

/** Parses and checks the text of one bundle file. */
export function parseTypeBundlesFile(text: string, fileName: string): TypeBundle[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new TypeBundlesError(`${fileName} contains invalid JSON (${(cause as Error).message}).`);
  }
  return validateTypeBundles(data, fileName);
}
