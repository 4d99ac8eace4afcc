/**
 * How much of a real specification release a docs version documents: the share of the release's declaration, field
 * and operation names that the version's frozen spec model names too.
 *
 * A release is described by a file of facts (`../shared/spec/releases/<release>.json`), read from the public schema at
 * the release's git tag: one list of declarations per schema file, each with its fields or enum values. The root
 * `Query`, `Mutation` and `Subscription` types (and their `extend type` parts) are the operations and events.
 * The spec model writes an event as its listener operation (`purchaseUpdated` → `purchaseUpdatedListener`,
 * `promotedProductIOS` → `promotedProductListenerIOS`), so an event counts as covered when its listener is there.
 * Where the model names a declaration differently from the schema, the model entry's `schemaName` gives the schema's
 * name, and that counts.
 */
import {readFileSync} from 'node:fs';

/** One field (or root operation) of a release's declaration, as the facts file gives it. */
interface FactField {
  name: string;
  type: string;
}

/** One declaration of a release's schema, as the facts file gives it. */
export interface FactDeclaration {
  kind: string;
  name: string;
  fields?: FactField[];
  values?: {name: string}[];
}

/** The facts of one release of the specification. */
export interface ReleaseFacts {
  release: string;
  gitTag: string;
  date: string;
  versions: Record<string, string>;
  files: Record<string, FactDeclaration[]>;
}

/** The parts of a frozen spec model the coverage reads. */
export interface CoverageModel {
  types: {name: string; schemaName?: string; fields?: {name: string; schemaName?: string}[]}[];
  operations: {name: string; schemaName?: string}[];
}

/** The names a release has, by kind: `ProductIOS`, `ProductIOS.displayName`, `fetchProducts`. */
export interface ReleaseNames {
  declarations: string[];
  fields: string[];
  operations: string[];
}

export type NameKind = keyof ReleaseNames;

/** Covered and missing names of one kind. */
export interface KindCoverage {
  covered: number;
  total: number;
  missing: string[];
}

export interface ReleaseCoverage {
  release: string;
  byKind: Record<NameKind, KindCoverage>;
  covered: number;
  total: number;
  /** covered / total, as a percentage with one decimal. */
  percent: number;
}

const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Reads and checks a release's facts file; a malformed file is refused with its path and the problem. */
export function readReleaseFacts(file: string): ReleaseFacts {
  let facts: unknown;
  try {
    facts = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not a readable JSON file of release facts (${(error as Error).message})`);
  }
  const problem = releaseFactsProblem(facts);
  if (problem) throw new Error(`${file}: ${problem}`);
  return facts as ReleaseFacts;
}

/** What is wrong with a parsed facts file, or undefined when it has the expected shape. */
export function releaseFactsProblem(facts: unknown): string | undefined {
  if (typeof facts !== 'object' || facts === null) return 'expected an object with release, gitTag, date, versions and files';
  const {release, gitTag, files} = facts as Partial<ReleaseFacts>;
  if (typeof release !== 'string' || !/^\d+\.\d+\.\d+$/.test(release)) return `"release" must be a version like 1.2.3 (got ${JSON.stringify(release)})`;
  if (typeof gitTag !== 'string' || gitTag === '') return '"gitTag" must name the release\'s git tag';
  if (typeof files !== 'object' || files === null) return '"files" must map each schema file to its declarations';
  for (const [schemaFile, declarations] of Object.entries(files)) {
    if (!Array.isArray(declarations)) return `"files.${schemaFile}" must be a list of declarations`;
    const bad = declarations.findIndex((declaration) => typeof declaration?.name !== 'string' || typeof declaration?.kind !== 'string');
    if (bad !== -1) return `"files.${schemaFile}[${bad}]" has no name or kind`;
  }
  return undefined;
}

/** Every declaration, field and operation name of a release, each once, in the facts' order. */
export function releaseNames(facts: ReleaseFacts): ReleaseNames {
  const declarations = new Set<string>();
  const fields = new Set<string>();
  const operations = new Set<string>();
  for (const declaration of Object.values(facts.files).flat()) {
    if (ROOT_TYPES.has(declaration.name)) {
      // `_placeholder` only makes the empty root types valid GraphQL; it is not an operation.
      for (const field of declaration.fields ?? []) if (!field.name.startsWith('_')) operations.add(field.name);
      continue;
    }
    declarations.add(declaration.name);
    for (const field of declaration.fields ?? []) fields.add(`${declaration.name}.${field.name}`);
  }
  return {declarations: [...declarations], fields: [...fields], operations: [...operations]};
}

/** The listener operation the spec model writes for an event: the platform suffix stays last. */
export function listenerName(event: string): string {
  const platform = /(IOS|Android)$/.exec(event)?.[1] ?? '';
  return `${event.slice(0, event.length - platform.length)}Listener${platform}`;
}

/** The names a frozen model has, in the release's terms: its own names, and the schema's where the model gives them. */
export function modelNames(model: CoverageModel): Record<NameKind, Set<string>> {
  const declarations = new Set<string>();
  const fields = new Set<string>();
  for (const type of model.types) {
    for (const typeName of [type.name, type.schemaName]) {
      if (!typeName) continue;
      declarations.add(typeName);
      for (const field of type.fields ?? []) for (const fieldName of [field.name, field.schemaName]) if (fieldName) fields.add(`${typeName}.${fieldName}`);
    }
  }
  const operations = new Set<string>();
  for (const operation of model.operations) for (const name of [operation.name, operation.schemaName]) if (name) operations.add(name);
  return {declarations, fields, operations};
}

/** The share of a release's names that a frozen model covers, overall and by kind, with what is missing. */
export function releaseCoverage(facts: ReleaseFacts, model: CoverageModel): ReleaseCoverage {
  const names = releaseNames(facts);
  const known = modelNames(model);
  const isCovered: Record<NameKind, (name: string) => boolean> = {
    declarations: (name) => known.declarations.has(name),
    fields: (name) => known.fields.has(name),
    operations: (name) => known.operations.has(name) || known.operations.has(listenerName(name)),
  };
  const byKind = {} as Record<NameKind, KindCoverage>;
  for (const kind of Object.keys(names) as NameKind[]) {
    const missing = names[kind].filter((name) => !isCovered[kind](name));
    byKind[kind] = {covered: names[kind].length - missing.length, total: names[kind].length, missing};
  }
  const covered = Object.values(byKind).reduce((sum, kind) => sum + kind.covered, 0);
  const total = Object.values(byKind).reduce((sum, kind) => sum + kind.total, 0);
  return {release: facts.release, byKind, covered, total, percent: total === 0 ? 100 : Math.floor((covered / total) * 1000) / 10};
}
