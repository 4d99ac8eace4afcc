/**
 * Builds the API search index of one docs version from its spec model and its docs pages. Pure: the caller reads
 * the files (the Docusaurus plugin from the docs plugin's loaded content and the spec-model plugin's records, the
 * benchmark from the folders), so the same code serves `docusaurus build`, `docusaurus start` and
 * `npm run bench:search`.
 *
 * Every operation, type and error code leads to its own page (shared/symbolPages.ts); the docs pages lead to themselves.
 */
import type {OperationModel, SpecModel, TypeModel} from '../../shared/specModel';
import {symbolPagePath} from '../../shared/symbolPages';
import {operationSymbol} from '../../shared/migration';
import {API_SEARCH_CATEGORIES, DOCUMENTATION_CATEGORY, type ApiSearchEntry} from '../../shared/apiSearchEntry';
import type {LanguageSpellings} from './spellings';

/** A docs page of the version, as the docs plugin loaded it (or the benchmark read it). */
export interface DocPageInput {
  /** The doc id: `apis`, `guides/alternative-billing`. */
  id: string;
  title: string;
  description: string;
  /** `/docs/next/apis`. */
  permalink: string;
}

export interface BuildApiIndexOptions {
  /** The version's base path: `/docs` (latest release, or the only version), `/docs/next`, `/docs/1.0.0`. */
  basePath: string;
  pages: DocPageInput[];
  /** The other languages' names of fields and operations, listed beside the spec's own so that a search finds them. */
  spellings?: LanguageSpellings;
}

const NO_SPELLINGS: LanguageSpellings = {fields: new Map(), operations: new Map()};

/** ` (app_account_token, AppAccountToken)`, or nothing when every language spells it as the spec does. */
function otherSpellings(names: string[] | undefined): string {
  return names?.length ? ` (${names.join(', ')})` : '';
}

export class ApiSearchIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiSearchIndexError';
  }
}

/** Markdown inline syntax out, plain words in: `` `true` `` → `true`, `[Types](/docs/types)` → `Types`. */
export function plainText(markdown: string | undefined): string {
  if (!markdown) return '';
  return markdown
    .replace(/\{@link\s+([^}|\s]+)(?:\s*\|\s*([^}]+))?\}/g, (_, target: string, label?: string) => label ?? target)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/`([^`]*)`/g, '$1')
    .replace(/\*\*([^*]+)\*\*/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function joinText(parts: Array<string | undefined>, separator: string): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

function operationEntry(operation: OperationModel, path: string, spellings: LanguageSpellings): ApiSearchEntry {
  if (!(API_SEARCH_CATEGORIES as readonly string[]).includes(operation.category)) {
    throw new ApiSearchIndexError(
      `spec operation ${operation.name} has @category "${operation.category}", which is not one of the search categories: ${API_SEARCH_CATEGORIES.join(', ')}.`,
    );
  }
  return {
    id: `operation:${operation.name}`,
    kind: 'operation',
    title: operation.name,
    category: operation.category,
    description: plainText(operation.summary),
    parameters: joinText(
      [
        operation.params.map((param) => joinText([`${param.name}${param.optional ? '?' : ''}: ${param.type}`, plainText(param.summary)], ' — ')).join('; '),
        spellings.operations.get(operation.name) && `In other languages: ${spellings.operations.get(operation.name)!.join(', ')}`,
      ],
      '; ',
    ),
    returns: joinText([operation.returns.type, plainText(operation.returns.summary)], ' — '),
    path,
  };
}

function typeEntry(type: TypeModel, path: string, spellings: LanguageSpellings): ApiSearchEntry {
  const fields = (type.fields ?? []).map(
    (field) => `${field.name}${field.optional ? '?' : ''}: ${field.type}${otherSpellings(spellings.fields.get(`${type.name}.${field.name}`))}`,
  );
  const members = type.fields ? [] : (type.members ?? []).map((member) => member.value);
  return {
    id: `type:${type.name}`,
    kind: 'type',
    title: type.name,
    category: DOCUMENTATION_CATEGORY,
    // The schema's name, where the docs name the type otherwise, is found too (1.2.3's Platform by IapPlatform).
    description: joinText([plainText(type.summary), type.schemaName && `Schema name: ${type.schemaName}.`], ' '),
    parameters: [...fields, ...members].join(', '),
    returns: type.kind === 'alias' && !type.members ? (type.aliasOf ?? '') : '',
    path,
  };
}

/**
 * The index of one docs version: operations, then pages, then types, then error codes. The order is the tie-break of
 * the ranking, so an operation comes before a type of equal rank.
 */
export function buildApiIndex(model: SpecModel, {basePath, pages, spellings = NO_SPELLINGS}: BuildApiIndexOptions): ApiSearchEntry[] {
  const entries: ApiSearchEntry[] = [];
  for (const operation of model.operations) {
    const path = symbolPagePath(basePath, operationSymbol(operation));
    entries.push(operationEntry(operation, path, spellings));
  }
  for (const page of pages) {
    entries.push({
      id: `page:${page.id}`,
      kind: 'page',
      title: page.title,
      category: DOCUMENTATION_CATEGORY,
      description: plainText(page.description),
      parameters: '',
      returns: '',
      path: page.permalink,
    });
  }
  for (const type of model.types) {
    const path = symbolPagePath(basePath, {kind: 'declaration', name: type.name});
    entries.push(typeEntry(type, path, spellings));
  }
  for (const code of model.errorCodes) {
    entries.push({
      id: `error:${code.code}`,
      kind: 'error',
      title: code.code,
      category: DOCUMENTATION_CATEGORY,
      description: plainText(code.summary),
      parameters: `ErrorCode.${code.name}`,
      returns: '',
      path: symbolPagePath(basePath, {kind: 'errorCode', name: code.name}),
    });
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new ApiSearchIndexError(`two search entries have the id ${entry.id}.`);
    seen.add(entry.id);
  }
  return entries;
}
