/**
 * Where the rules knowingly give another text than a release's bundle, each with the reason: kept in
 * ruleDifferences.json beside this file, checked by the rules' test (an unlisted difference or a stale entry fails).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {BundleLanguage} from '../../shared/languageDeclarations';
import type {ComparedItem} from './declarationsCompare';

export interface RuleDifference {
  release: string;
  language: BundleLanguage;
  /** The compared item's key, in the model's names. */
  key: string;
  'release text': string;
  'derived text': string;
  reason: string;
}

export const RULE_DIFFERENCES_FILE = path.join(__dirname, 'ruleDifferences.json');

export function readRuleDifferences(file = RULE_DIFFERENCES_FILE): RuleDifference[] {
  const entries = JSON.parse(readFileSync(file, 'utf8')) as RuleDifference[];
  const incomplete = entries.find((entry) => !entry.release || !entry.language || !entry.key || !entry.reason?.trim());
  if (incomplete) throw new Error(`${file}: every entry needs a release, a language, a key and a reason (${JSON.stringify(incomplete)})`);
  return entries;
}

/** Whether a listed difference is this item, exactly: the same texts on both sides. */
export function isListed(entry: RuleDifference, item: ComparedItem): boolean {
  return entry.key === item.key && entry['release text'] === item.release && entry['derived text'] === (item.other ?? '');
}
