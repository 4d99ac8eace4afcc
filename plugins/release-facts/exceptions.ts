/**
 * The few facts where the docs knowingly differ from a release, each with the reason: `spec/releases/exceptions.json`.
 * An entry names the release (or `next` for spec/ measured against the newest release's facts) and the fact's key as
 * the fidelity report prints it. An entry that no longer matches a disagreement is stale and fails the fidelity test,
 * so the file only ever lists real, explained differences.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {releaseFactsDir} from './read';
import {readListFile} from './listFile';

export interface FidelityException {
  release: string;
  fact: string;
  why: string;
}

export const EXCEPTIONS_FILE_NAME = 'exceptions.json';

export function exceptionsFile(siteDir: string): string {
  return path.join(releaseFactsDir(siteDir), EXCEPTIONS_FILE_NAME);
}

/** Reads and checks the exceptions; a malformed file is refused with its path and the problem. */
export function readExceptions(file: string): FidelityException[] {
  if (!existsSync(file)) return [];
  const list = readListFile(file, 'exceptions', '{"release", "fact", "why"}');
  list.forEach((entry, index) => {
    const {release, fact, why} = (entry ?? {}) as Partial<FidelityException>;
    if (typeof release !== 'string' || typeof fact !== 'string' || !fact) throw new Error(`${file}: exceptions[${index}] needs a release and a fact`);
    if (typeof why !== 'string' || why.trim().length < 10) throw new Error(`${file}: exceptions[${index}] (${fact}) needs a "why" that says the reason`);
  });
  return list as FidelityException[];
}
