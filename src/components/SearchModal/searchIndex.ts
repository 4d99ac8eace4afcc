/**
 * Matching, ranking and highlighting for the search modal. Pure functions over plain strings:
 * a query is only ever compared with `indexOf`, never turned into a pattern or into markup.
 */
import type {ApiSearchEntry} from '@site/shared/apiSearchEntry';

export type {ApiSearchEntry};

/** At most this many API results are rendered; the count line still gives the full number. */
export const MAX_RENDERED_RESULTS = 50;

/**
 * Lower-cases without changing the length, so that a position found in the folded text is the same position in the
 * original (`'İ'.toLowerCase()` is two code units; such characters are kept as they are).
 */
export function foldCase(text: string): string {
  const lower = text.toLowerCase();
  if (lower.length === text.length) return lower;
  let folded = '';
  for (let i = 0; i < text.length; i += 1) {
    const char = text[i];
    const lowerChar = char.toLowerCase();
    folded += lowerChar.length === 1 ? lowerChar : char;
  }
  return folded;
}

/** The query as matched: surrounding white space does not count; an empty result means "no search". */
export function normalizeQuery(query: string): string {
  return query.trim();
}

/** Which field matched decides the rank; lower is better. */
export enum MatchRank {
  TitleExact = 0,
  TitlePrefix = 1,
  Title = 2,
  Description = 3,
  Parameters = 4,
  Returns = 5,
  Category = 6,
}

interface PreparedEntry {
  title: string;
  description: string;
  parameters: string;
  returns: string;
  category: string;
}

/** Folded fields per index array, computed once: a keystroke then only costs the `indexOf` calls. */
const preparedIndexes = new WeakMap<readonly ApiSearchEntry[], PreparedEntry[]>();

function prepare(entries: readonly ApiSearchEntry[]): PreparedEntry[] {
  let prepared = preparedIndexes.get(entries);
  if (!prepared) {
    prepared = entries.map((entry) => ({
      title: foldCase(entry.title),
      description: foldCase(entry.description),
      parameters: foldCase(entry.parameters),
      returns: foldCase(entry.returns),
      category: foldCase(entry.category),
    }));
    preparedIndexes.set(entries, prepared);
  }
  return prepared;
}

/** The rank of an entry for a folded, non-empty query, or -1 when it does not match. */
function rankOf(entry: PreparedEntry, query: string): number {
  const at = entry.title.indexOf(query);
  if (at === 0) return entry.title.length === query.length ? MatchRank.TitleExact : MatchRank.TitlePrefix;
  if (at > 0) return MatchRank.Title;
  if (entry.description.includes(query)) return MatchRank.Description;
  if (entry.parameters.includes(query)) return MatchRank.Parameters;
  if (entry.returns.includes(query)) return MatchRank.Returns;
  if (entry.category.includes(query)) return MatchRank.Category;
  return -1;
}

/**
 * The entries whose title, description, parameters, returns or category contain the query, case-insensitively:
 * title matches first (exact, then prefix, then anywhere), then description, parameters, returns and category
 * matches; entries of equal rank keep their index order. An empty query matches nothing.
 */
export function matchEntries(query: string, entries: readonly ApiSearchEntry[]): ApiSearchEntry[] {
  const folded = foldCase(normalizeQuery(query));
  if (!folded) return [];
  const prepared = prepare(entries);
  const buckets: ApiSearchEntry[][] = [[], [], [], [], [], [], []];
  for (let i = 0; i < prepared.length; i += 1) {
    const rank = rankOf(prepared[i], folded);
    if (rank >= 0) buckets[rank].push(entries[i]);
  }
  return buckets.flat();
}

export interface HighlightSegment {
  text: string;
  match: boolean;
}

/**
 * Splits `text` into runs that match one of `terms` (case-insensitively) and runs that do not; joined, the runs
 * give back `text` exactly. At each point the earliest match wins, and of two at the same point the longer.
 */
export function highlightTerms(text: string, terms: readonly string[]): HighlightSegment[] {
  if (!text) return [];
  const needles = [...new Set(terms.map((term) => foldCase(normalizeQuery(term))).filter(Boolean))];
  if (needles.length === 0) return [{text, match: false}];
  const haystack = foldCase(text);
  const segments: HighlightSegment[] = [];
  let position = 0;
  while (position < text.length) {
    let start = -1;
    let length = 0;
    for (const needle of needles) {
      const at = haystack.indexOf(needle, position);
      if (at >= 0 && (start < 0 || at < start || (at === start && needle.length > length))) {
        start = at;
        length = needle.length;
      }
    }
    if (start < 0) break;
    if (start > position) segments.push({text: text.slice(position, start), match: false});
    segments.push({text: text.slice(start, start + length), match: true});
    position = start + length;
  }
  if (position < text.length) segments.push({text: text.slice(position), match: false});
  return segments;
}

/** The runs of `text` that contain the (whole) query, case-insensitively. */
export function highlight(text: string, query: string): HighlightSegment[] {
  return highlightTerms(text, [query]);
}

/** A selection index kept inside a list of `count` items: -1 for an empty list, else 0 … count - 1. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return -1;
  if (!Number.isFinite(index) || index < 0) return 0;
  return Math.min(Math.floor(index), count - 1);
}

/**
 * A window of at most `maxLength` characters of a long text around the first match of a term, with ellipses where
 * it was cut; short texts come back whole.
 */
export function excerpt(text: string, terms: readonly string[], maxLength = 160): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxLength) return clean;
  const haystack = foldCase(clean);
  const positions = terms
    .map((term) => foldCase(normalizeQuery(term)))
    .filter(Boolean)
    .map((term) => haystack.indexOf(term))
    .filter((at) => at >= 0);
  const first = positions.length ? Math.min(...positions) : 0;
  const start = Math.max(0, Math.min(first - Math.floor(maxLength / 4), clean.length - maxLength));
  const end = Math.min(clean.length, start + maxLength);
  return `${start > 0 ? '…' : ''}${clean.slice(start, end).trim()}${end < clean.length ? '…' : ''}`;
}

/** Longest query handed to the full-text search; longer pastes are cut (the API index still sees all of it). */
export const MAX_FULL_TEXT_QUERY_LENGTH = 100;
/** Most words handed to the full-text search: its query grows with the square of the word count. */
export const MAX_FULL_TEXT_WORDS = 6;

/**
 * The query as the full-text search gets it: words only. Punctuation would be wildcard or field syntax to the
 * search engine, so it becomes a word break; very long pastes are cut to a few words.
 */
export function fullTextQuery(query: string): string {
  const words = query
    .slice(0, MAX_FULL_TEXT_QUERY_LENGTH * 4)
    .replace(/[^\p{L}\p{N}_\s-]+/gu, ' ')
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}_]/u.test(word))
    .slice(0, MAX_FULL_TEXT_WORDS);
  return words.join(' ').slice(0, MAX_FULL_TEXT_QUERY_LENGTH).trim();
}

/** The words of a query, for highlighting full-text hits, which match words rather than the whole query. */
export function queryTerms(query: string): string[] {
  return fullTextQuery(query)
    .split(/[\s-]+/)
    .filter(Boolean);
}
