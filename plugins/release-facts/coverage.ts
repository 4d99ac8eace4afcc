/**
 * How much of a real specification release a docs version documents: the share of the release's declaration, field
 * and operation names that the version's frozen spec model names too.
 *
 * A release is described by a file of facts (`spec/releases/<release>.json`), read from the public schema at
 * the release's git tag: one list of declarations per schema file, each with its fields or enum values. The root
 * `Query`, `Mutation` and `Subscription` types (and their `extend type` parts) are the operations and events.
 * The spec model writes an event as its listener operation (`purchaseUpdated` → `purchaseUpdatedListener`,
 * `promotedProductIOS` → `promotedProductListenerIOS`), so an event counts as covered when its listener is there.
 * Where the model names a declaration differently from the schema, the model entry's `schemaName` gives the schema's
 * name, and that counts.
 */
import {ROOT_TYPES, type ReleaseFacts} from './read';
import {listenerName} from './fidelity';

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

/** The names a model has that its release lacks: declarations (by their schema name), fields of shared declarations, operations. */
export function excessNames(facts: ReleaseFacts, model: CoverageModel): ReleaseNames {
  const names = releaseNames(facts);
  const declarations = new Set(names.declarations);
  const fields = new Set(names.fields);
  const operations = new Set(names.operations.flatMap((name) => [name, listenerName(name)]));
  const excess: ReleaseNames = {declarations: [], fields: [], operations: []};
  for (const type of model.types) {
    const releaseName = type.schemaName ?? type.name;
    if (!declarations.has(releaseName)) {
      excess.declarations.push(type.name);
      continue;
    }
    for (const field of type.fields ?? []) {
      if (!fields.has(`${releaseName}.${field.schemaName ?? field.name}`)) excess.fields.push(`${type.name}.${field.name}`);
    }
  }
  for (const operation of model.operations) {
    if (!operations.has(operation.schemaName ?? operation.name)) excess.operations.push(operation.name);
  }
  return excess;
}
