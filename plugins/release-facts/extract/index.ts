/**
 * `npx docusaurus openiap:extract --repo <checkout> --tag <tag> [--release X.Y.Z]` (`npm run release:extract`): writes
 * a release's facts from the specification's repository at its tag: spec/releases/X.Y.Z.json, the language bundles'
 * spec/releases/languages/X.Y.Z.json, and spec/releases/typescript/X.Y.Z.ts, the exact generated TypeScript of the tag
 * (a release without one gets none).
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {releaseFactsDir, releaseFactsFile} from '../read';
import {languageFactsFile} from '../../language-declarations/readLanguageFacts';
import {extractLanguageFacts} from './languageFacts';
import {extractReleaseFacts} from './releaseFacts';
import {ExtractError, gitSource} from './source';
import {TYPESCRIPT_FILE} from './wireValues';
import {factsJson} from './writeJson';

export {ExtractError};

export interface ExtractOptions {
  repo: string;
  tag: string;
  release?: string;
}

/** The release a tag names: `3.2.1` is 3.2.1, `gql-1.3.17` is 1.3.17. */
export function releaseOfTag(tag: string): string {
  const version = /(\d+\.\d+\.\d+)$/.exec(tag)?.[1];
  if (!version) throw new ExtractError(`--tag ${tag}: name the release with --release X.Y.Z (the tag ends in no version)`);
  return version;
}

const byVersion = (a: string, b: string): number => a.localeCompare(b, 'en', {numeric: true});

/** The facts file the hand-written texts are carried from: the release's own, else the newest earlier one. */
function previousFile(dir: string, release: string): string | undefined {
  const releases = existsSync(dir)
    ? readdirSync(dir)
        .map((name) => /^(\d+\.\d+\.\d+)\.json$/.exec(name)?.[1])
        .filter((version): version is string => version !== undefined && byVersion(version, release) <= 0)
        .sort(byVersion)
    : [];
  return releases.length ? path.join(dir, `${releases.at(-1)}.json`) : undefined;
}

function readJson(file: string | undefined): Record<string, unknown> | undefined {
  if (!file) return undefined;
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ExtractError(`${file}: not readable JSON, so its hand-written texts cannot be carried (${(error as Error).message})`);
  }
}

/** The texts a maintainer writes, which the extractor carries rather than reads (spec/releases/README.md). */
export const HAND_WRITTEN = ['enumWireValuesNote', 'nativeErrors.android.function', 'nativeErrors.ios.fallback', 'languages: conventions'];

export interface Extracted {
  /** The files written. */
  files: string[];
  /** Where the hand-written texts came from, for the maintainer to review: undefined when none was found. */
  handWrittenFrom?: string;
}

/** Extracts and writes the release's files. */
export function extractRelease(siteDir: string, options: ExtractOptions): Extracted {
  const release = options.release ?? releaseOfTag(options.tag);
  if (!/^\d+\.\d+\.\d+$/.test(release)) throw new ExtractError(`--release ${release}: expected a version like 1.2.3`);
  const source = gitSource(path.resolve(options.repo), options.tag);
  const dir = releaseFactsDir(siteDir);
  const previous = previousFile(dir, release);
  const facts = extractReleaseFacts(source, release, readJson(previous));
  const languages = extractLanguageFacts(source, release, readJson(previousFile(path.join(dir, 'languages'), release)));
  const written: [string, string][] = [
    [releaseFactsFile(siteDir, release), factsJson(facts, 1)],
    [languageFactsFile(siteDir, release), factsJson(languages, 2)],
  ];
  const typescript = source.read(TYPESCRIPT_FILE);
  if (typescript !== undefined) written.push([path.join(dir, 'typescript', `${release}.ts`), typescript]);
  for (const [file, text] of written) {
    mkdirSync(path.dirname(file), {recursive: true});
    writeFileSync(file, text);
  }
  return {files: written.map(([file]) => file), handWrittenFrom: previous};
}
