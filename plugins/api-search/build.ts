/**
 * Builds the API search index of one docs version from its spec model and its docs pages. Pure: the caller reads
 * the files (the Docusaurus plugin from the docs plugin's loaded content, the benchmark from the folders), so the
 * same code serves `docusaurus build`, `docusaurus start` and `npm run bench:search`.
 *
 * Where an entry leads is read from the pages themselves, never from a list kept by hand:
 * - an operation goes to the page that renders it (`<Operation of>` / `<Operations names|group|category>`), at the
 *   heading id the spec gives it (`#init-connection`);
 * - a type goes to the page holding its `<TypeTable of>` (the Types page first), at `#type-product-ios`;
 * - an error code goes to the page holding the full `<ErrorCodeTable />`, at its row id;
 * anything a page does not show falls back to the generated reference under `<base>/api/`.
 */
import {selectOperations as selectFromModel, toAnchor, type OperationModel, type SpecModel, type TypeModel} from '../../shared/specModel';
import {ERRORS_PAGE, operationReferenceHref, referenceHref} from '../spec-model/paths';
import {API_SEARCH_CATEGORIES, DOCUMENTATION_CATEGORY, type ApiSearchEntry} from '../../shared/apiSearchEntry';

/** A docs page of the version, as the docs plugin loaded it (or the benchmark read it). */
export interface DocPageInput {
  /** The doc id: `apis`, `guides/alternative-billing`, `api/products`. */
  id: string;
  title: string;
  description: string;
  /** `/docs/next/apis`. */
  permalink: string;
  /** The MDX source, scanned for the reference components it renders. */
  source: string;
}

export interface BuildApiIndexOptions {
  /** The version's base path: `/docs` (latest release, or the only version), `/docs/next`, `/docs/1.0.0`. */
  basePath: string;
  pages: DocPageInput[];
}

export class ApiSearchIndexError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ApiSearchIndexError';
  }
}

/** The generated reference is searchable through the full-text search, not as page entries of the API index. */
export function isReferencePage(page: Pick<DocPageInput, 'id'>): boolean {
  return page.id === 'api' || page.id.startsWith('api/');
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

interface JsxTag {
  name: string;
  attributes: Record<string, string>;
}

/** The reference components a page source renders, with their string attributes. Code fences are skipped. */
export function scanTags(source: string, names: string[]): JsxTag[] {
  const withoutFences = source.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[^\n]*$/gm, '');
  const tags: JsxTag[] = [];
  const pattern = new RegExp(`<(${names.join('|')})(?=[\\s/>])([^>]*)>`, 'g');
  for (const match of withoutFences.matchAll(pattern)) {
    const attributes: Record<string, string> = {};
    for (const attribute of match[2].matchAll(/([A-Za-z][\w-]*)="([^"]*)"/g)) attributes[attribute[1]] = attribute[2];
    tags.push({name: match[1], attributes});
  }
  return tags;
}

/** The operations a page's `<Operation>` or `<Operations>` tag shows: the remark plugin's own selection. */
function selectOperations(model: SpecModel, tag: JsxTag): OperationModel[] {
  if (tag.name === 'Operation') return model.operations.filter((operation) => operation.name === tag.attributes.of);
  return selectFromModel(model.operations, tag.attributes);
}

/** Orders pages so that the dedicated reference pages win when a page elsewhere repeats a table. */
function preferredOrder(pages: DocPageInput[], firstId: string): DocPageInput[] {
  return [...pages].sort((a, b) => Number(b.id === firstId) - Number(a.id === firstId));
}

interface Locations {
  operations: Map<string, string>;
  types: Map<string, string>;
  errors: string | undefined;
}

function locate(model: SpecModel, pages: DocPageInput[]): Locations {
  const operations = new Map<string, string>();
  const types = new Map<string, string>();
  let errors: string | undefined;
  for (const page of preferredOrder(pages, 'apis')) {
    for (const tag of scanTags(page.source, ['Operation', 'Operations'])) {
      for (const operation of selectOperations(model, tag)) {
        if (!operations.has(operation.name)) operations.set(operation.name, `${page.permalink}#${operation.anchor}`);
      }
    }
  }
  for (const page of preferredOrder(pages, 'types')) {
    for (const tag of scanTags(page.source, ['TypeTable'])) {
      const name = tag.attributes.of;
      if (name && !types.has(name)) types.set(name, `${page.permalink}#type-${toAnchor(name)}`);
    }
  }
  for (const page of preferredOrder(pages, ERRORS_PAGE)) {
    const full = scanTags(page.source, ['ErrorCodeTable']).some((tag) => !tag.attributes.view || tag.attributes.view === 'all');
    if (full && !errors) errors = page.permalink;
  }
  return {operations, types, errors};
}

function joinText(parts: Array<string | undefined>, separator: string): string {
  return parts.filter((part): part is string => Boolean(part)).join(separator);
}

function operationEntry(operation: OperationModel, path: string): ApiSearchEntry {
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
    parameters: operation.params
      .map((param) => joinText([`${param.name}${param.optional ? '?' : ''}: ${param.type}`, plainText(param.summary)], ' — '))
      .join('; '),
    returns: joinText([operation.returns.type, plainText(operation.returns.summary)], ' — '),
    path,
  };
}

function typeEntry(type: TypeModel, path: string): ApiSearchEntry {
  const fields = (type.fields ?? []).map((field) => `${field.name}${field.optional ? '?' : ''}: ${field.type}`);
  const members = type.fields ? [] : (type.members ?? []).map((member) => member.value);
  return {
    id: `type:${type.name}`,
    kind: 'type',
    title: type.name,
    category: DOCUMENTATION_CATEGORY,
    description: plainText(type.summary),
    parameters: [...fields, ...members].join(', '),
    returns: type.kind === 'alias' && !type.members ? (type.aliasOf ?? '') : '',
    path,
  };
}

/**
 * The index of one docs version: operations, then pages, then types, then error codes. The order is the tie-break of
 * the ranking, so an operation comes before a type of equal rank.
 */
export function buildApiIndex(model: SpecModel, {basePath, pages}: BuildApiIndexOptions): ApiSearchEntry[] {
  const docPages = pages.filter((page) => !isReferencePage(page));
  const locations = locate(model, docPages);
  const entries: ApiSearchEntry[] = [];
  for (const operation of model.operations) {
    const path = locations.operations.get(operation.name) ?? operationReferenceHref(basePath, operation, model.types);
    entries.push(operationEntry(operation, path));
  }
  for (const page of docPages) {
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
    const path = locations.types.get(type.name) ?? referenceHref(basePath, type);
    entries.push(typeEntry(type, path));
  }
  if (locations.errors) {
    for (const code of model.errorCodes) {
      entries.push({
        id: `error:${code.code}`,
        kind: 'error',
        title: code.code,
        category: DOCUMENTATION_CATEGORY,
        description: plainText(code.summary),
        parameters: `ErrorCode.${code.name}`,
        returns: '',
        path: `${locations.errors}#${code.anchor}`,
      });
    }
  }
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.id)) throw new ApiSearchIndexError(`two search entries have the id ${entry.id}.`);
    seen.add(entry.id);
  }
  return entries;
}
