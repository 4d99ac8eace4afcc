/**
 * The facts of the specification's real releases, kept in the project at `spec/releases/<release>.json`: each
 * release's schema (declarations, fields, arguments, enum values), the enum values as the release's published
 * TypeScript writes them, and how the release's official modules turn a store's own errors into an error code. The
 * files are written by `npm run release:extract` from the specification's repository at the release's tag
 * (./extract, spec/releases/README.md); the site never edits them, it compares itself with them.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';

/** The folder of the release facts, inside the project so that a clone alone builds and tests. */
export function releaseFactsDir(siteDir: string): string {
  return path.join(siteDir, 'spec', 'releases');
}

export function releaseFactsFile(siteDir: string, release: string): string {
  return path.join(releaseFactsDir(siteDir), `${release}.json`);
}

/** One argument of a root operation. */
export interface FactArgument {
  name: string;
  /** GraphQL notation: `ProductRequest!` is required, `PurchaseOptions` may be left out. */
  type: string;
  default?: unknown;
}

/** One field (or root operation) of a release's declaration. */
export interface FactField {
  name: string;
  type: string;
  args?: FactArgument[];
}

/** One declaration of a release's schema. */
export interface FactDeclaration {
  kind: string;
  name: string;
  fields?: FactField[];
  values?: {name: string}[];
  members?: string[];
}

/** A store code the Android module maps: Play Billing's `BillingResponseCode`. */
export interface FactAndroidMapping {
  code: number;
  constant: string;
  /** The ErrorCode member, or null where the module reports a string that is no member of the release's ErrorCode. */
  errorCode: string | null;
  wireCode?: string;
}

/** A StoreKit error the iOS module maps: an `SKError.Code` (with its number) or a `StoreKitError` case. */
export interface FactIosMapping {
  code?: number;
  case: string;
  errorCode: string;
}

export interface NativeErrorFacts {
  android: {
    map: FactAndroidMapping[];
    fallback: {errorCode: string; wireCode?: string};
    notListedCodesFallingToElse?: number[];
  };
  ios: {
    skErrorMap: FactIosMapping[];
    storeKitErrorMap: FactIosMapping[];
    /** StoreKit 2's purchase results that are not errors but end a purchase (1.2.3's module maps only these). */
    productPurchaseResultMap?: FactIosMapping[] | null;
    /** What the module reports for what it does not map, in words that name the ErrorCode member. */
    fallback: string;
  };
}

/** The facts of one release of the specification. */
export interface ReleaseFacts {
  release: string;
  gitTag: string;
  date: string;
  versions: Record<string, string>;
  files: Record<string, FactDeclaration[]>;
  /** Enum name → GraphQL value name → the string the published TypeScript uses. */
  enumWireValues?: Record<string, Record<string, string>>;
  /** The file of the release's repository the wire values were read from: its generated TypeScript, where it had one. */
  enumWireValuesSource?: string;
  nativeErrors?: NativeErrorFacts;
  moduleVersions?: Record<string, string>;
}

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

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What is wrong with a parsed facts file, or undefined when it has the expected shape. */
export function releaseFactsProblem(facts: unknown): string | undefined {
  if (!isObject(facts)) return 'expected an object with release, gitTag, date, versions and files';
  const {release, gitTag, files, enumWireValues, nativeErrors} = facts as Partial<ReleaseFacts>;
  if (typeof release !== 'string' || !/^\d+\.\d+\.\d+$/.test(release)) return `"release" must be a version like 1.2.3 (got ${JSON.stringify(release)})`;
  if (typeof gitTag !== 'string' || gitTag === '') return '"gitTag" must name the release\'s git tag';
  if (!isObject(files)) return '"files" must map each schema file to its declarations';
  for (const [schemaFile, declarations] of Object.entries(files)) {
    if (!Array.isArray(declarations)) return `"files.${schemaFile}" must be a list of declarations`;
    const bad = declarations.findIndex((declaration) => typeof declaration?.name !== 'string' || typeof declaration?.kind !== 'string');
    if (bad !== -1) return `"files.${schemaFile}[${bad}]" has no name or kind`;
    for (const declaration of declarations) {
      const field = (declaration.fields ?? []).find((entry: unknown) => !isObject(entry) || typeof entry.name !== 'string' || typeof entry.type !== 'string');
      if (field !== undefined) return `"files.${schemaFile}" ${declaration.name}: every field needs a name and a type`;
    }
  }
  if (enumWireValues !== undefined) {
    if (!isObject(enumWireValues)) return '"enumWireValues" must map each enum to its values';
    for (const [name, values] of Object.entries(enumWireValues)) {
      if (!isObject(values) || Object.values(values).some((value) => typeof value !== 'string'))
        return `"enumWireValues.${name}" must map each value to a string`;
    }
  }
  if (nativeErrors !== undefined) {
    const {android, ios} = nativeErrors as Partial<NativeErrorFacts>;
    if (!isObject(android) || !Array.isArray(android.map) || !isObject(android.fallback)) return '"nativeErrors.android" needs a map and a fallback';
    if (android.map.some((entry) => typeof entry?.code !== 'number' || typeof entry?.constant !== 'string'))
      return '"nativeErrors.android.map": every entry needs a numeric code and its constant';
    if (!isObject(ios) || !Array.isArray(ios.skErrorMap) || !Array.isArray(ios.storeKitErrorMap) || typeof ios.fallback !== 'string') {
      return '"nativeErrors.ios" needs skErrorMap, storeKitErrorMap and a fallback';
    }
    if ([...ios.skErrorMap, ...ios.storeKitErrorMap].some((entry) => typeof entry?.case !== 'string'))
      return '"nativeErrors.ios": every mapped error needs its case name';
  }
  return undefined;
}

export const ROOT_TYPES = new Set(['Query', 'Mutation', 'Subscription']);

/** Every declaration of a release but the root types, with the `extend type` parts of one name merged. */
export function releaseDeclarations(facts: ReleaseFacts): FactDeclaration[] {
  const byName = new Map<string, FactDeclaration>();
  for (const declaration of Object.values(facts.files).flat()) {
    if (ROOT_TYPES.has(declaration.name) || declaration.kind === 'directive') continue;
    const seen = byName.get(declaration.name);
    if (seen) seen.fields = [...(seen.fields ?? []), ...(declaration.fields ?? [])];
    else byName.set(declaration.name, {...declaration, fields: declaration.fields ? [...declaration.fields] : undefined});
  }
  return [...byName.values()];
}

/** The root operations and events of a release: `_placeholder` only makes an empty root type valid GraphQL. */
export function releaseOperations(facts: ReleaseFacts): (FactField & {root: string})[] {
  return Object.values(facts.files)
    .flat()
    .filter((declaration) => ROOT_TYPES.has(declaration.name))
    .flatMap((declaration) => (declaration.fields ?? []).filter((field) => !field.name.startsWith('_')).map((field) => ({...field, root: declaration.name})));
}
