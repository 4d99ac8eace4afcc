/**
 * The kinds of things the specification's releases are compared by (a migration's sections, a removed entry's kind),
 * with how pages name them. Kept apart from the comparison itself (./migration.ts), so that a page which only names
 * a kind does not load the code that compares releases.
 */

/** The kinds of things a migration lists, in the order the pages show them. */
export const FACT_KINDS = ['declaration', 'field', 'operation', 'event', 'enumValue', 'errorCode', 'nativeError'] as const;
export type FactKind = (typeof FACT_KINDS)[number];

export const FACT_KIND_LABELS: Record<FactKind, {one: string; many: string}> = {
  declaration: {one: 'declaration', many: 'Declarations'},
  field: {one: 'field', many: 'Fields'},
  operation: {one: 'operation', many: 'Operations'},
  event: {one: 'event', many: 'Events'},
  enumValue: {one: 'enum value', many: 'Enum values'},
  errorCode: {one: 'error code', many: 'Error codes'},
  nativeError: {one: 'store error mapping', many: 'Store error mappings'},
};
