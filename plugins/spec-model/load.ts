/**
 * Which spec model a docs file is written against: files of docs/ (Next) read spec/ live; files of
 * versioned_docs/version-X/ read the model frozen with that version when it was cut.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {extractSpecModel, SpecModelError} from './extract';
import {listSpecFiles} from './specFiles';
import type {SpecModel} from '../../shared/specModel';

/** The file, inside each versioned_docs/version-X/ folder, that holds the frozen model. */
export const SNAPSHOT_FILE_NAME = '_spec-model.json';

/** The docs version a file belongs to: "current" for docs/, else the X of versioned_docs/version-X/. */
export function docsVersionOfFile(filePath: string): string {
  const match = /[\\/]versioned_docs[\\/]version-([^\\/]+)[\\/]/.exec(filePath);
  return match ? match[1] : 'current';
}

export function snapshotPath(siteDir: string, version: string): string {
  return path.join(siteDir, 'versioned_docs', `version-${version}`, SNAPSHOT_FILE_NAME);
}

/** The page's path inside its version's folder (`apis.mdx`), or undefined for a file outside the docs. */
export function pageInVersion(siteDir: string, filePath: string, version: string): string | undefined {
  const root = version === 'current' ? path.join(siteDir, 'docs') : path.dirname(snapshotPath(siteDir, version));
  const page = path.relative(root, filePath);
  return page && !page.startsWith('..') && !path.isAbsolute(page) ? page.split(path.sep).join('/') : undefined;
}

let live: {stamp: string; model: SpecModel} | undefined;
const snapshots = new Map<string, SpecModel>();

function specStamp(specDir: string): string {
  return listSpecFiles(specDir)
    .map((file) => `${file}:${statSync(file).mtimeMs}`)
    .join('|');
}

/** The model of spec/, extracted once and again only when a spec file changes (for `npm start`). */
export function loadLiveModel(siteDir: string): SpecModel {
  const specDir = path.join(siteDir, 'spec');
  const stamp = specStamp(specDir);
  if (!live || live.stamp !== stamp) live = {stamp, model: extractSpecModel(specDir)};
  return live.model;
}

/** Reads and checks a frozen model; a damaged file stops the build with its path and the problem. */
export function readSnapshot(file: string): SpecModel {
  if (!existsSync(file)) {
    throw new SpecModelError(`${file} is missing: every released docs version needs the spec model frozen with it (npm run version:cut writes it).`);
  }
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new SpecModelError(`${file} contains invalid JSON (${(error as Error).message}).`);
  }
  const model = data as Partial<SpecModel>;
  if ((model.schema as number) === 1) {
    throw new SpecModelError(`${file} is a spec model of the older schema 1: bring it to the current shape with npm run version:conform -- <version>.`);
  }
  if (model.schema !== 2 || !Array.isArray(model.types) || !Array.isArray(model.operations) || !Array.isArray(model.errorCodes) || !model.nativeErrors?.maps) {
    throw new SpecModelError(`${file} is not a spec model of schema 2 (it needs schema, types, operations, errorCodes and nativeErrors).`);
  }
  const swallowed = swallowedComment(model, '');
  if (swallowed) {
    throw new SpecModelError(`${file}: the summary at ${swallowed} contains "/**", the opening of a comment that was never closed.`);
  }
  return model as SpecModel;
}

/**
 * Where a frozen model holds a summary with a comment's opening in it (the fault extract.ts refuses in spec/), as a
 * path such as `types[12] (ProductIOS).summary`; undefined when there is none.
 */
function swallowedComment(value: unknown, at: string): string | undefined {
  if (Array.isArray(value)) {
    for (const [index, entry] of value.entries()) {
      const name = (entry as {name?: unknown} | null)?.name;
      const found = swallowedComment(entry, `${at}[${index}]${typeof name === 'string' ? ` (${name})` : ''}`);
      if (found) return found;
    }
  } else if (value && typeof value === 'object') {
    for (const [key, entry] of Object.entries(value)) {
      const here = at ? `${at}.${key}` : key;
      if (key === 'summary' && typeof entry === 'string' && entry.includes('/**')) return here;
      const found = swallowedComment(entry, here);
      if (found) return found;
    }
  }
  return undefined;
}

export function loadModelForVersion(siteDir: string, version: string): SpecModel {
  if (version === 'current') return loadLiveModel(siteDir);
  const file = snapshotPath(siteDir, version);
  let model = snapshots.get(file);
  if (!model) {
    model = readSnapshot(file);
    snapshots.set(file, model);
  }
  return model;
}
