/**
 * A release's facts file (spec/releases/X.Y.Z.json) made from the repository at its tag. The facts are read from the
 * files; the few texts the maintainers write by hand (the wire values' note, the native maps' function names, notes
 * and iOS fallback wording) are carried from the `previous` facts file: this release's own file when it is extracted
 * again, else the newest earlier release's file, which the maintainer then reviews.
 */
import type {NativeErrorFacts, ReleaseFacts} from '../read';
import {ANDROID_ERRORS_FILE, ANDROID_EXTENSIONS_FILE, androidErrors} from './androidErrors';
import {IOS_ERRORS_FILE, IOS_MODULE_FILE, iosErrors} from './iosErrors';
import {schemaFiles} from './schema';
import {ExtractError, readRequired, type ReleaseSource} from './source';
import {enumWireValues, TYPESCRIPT_FILE} from './wireValues';

export const VERSIONS_FILE = 'openiap-versions.json';
/** Where a release without generated TypeScript writes its enums: the Kotlin bundle synced into the Android module. */
export const KOTLIN_ENUMS_FILE = 'packages/google/openiap/src/main/java/dev/hyo/openiap/Types.kt';

type Loose = Record<string, unknown>;
type Entry = {code?: number; case?: string};

/** Copies each entry's hand-written `note` from the previous file's entry of the same code or case. */
function withNotes<T extends Entry>(entries: T[], previous: unknown, sameRelease: boolean): T[] {
  const before = sameRelease && Array.isArray(previous) ? (previous as (Entry & {note?: unknown})[]) : [];
  return entries.map((entry) => {
    const match = before.find((old) => old.code === entry.code && old.case === entry.case);
    return match?.note !== undefined ? {...entry, note: match.note} : entry;
  });
}

function nativeErrors(source: ReleaseSource, wire: Record<string, string>, previous: Loose | undefined, sameRelease: boolean): NativeErrorFacts {
  const old = (previous?.nativeErrors ?? {}) as {android?: Loose; ios?: Loose};
  const {
    source: androidSource,
    map,
    ...androidRest
  } = androidErrors(
    readRequired(source, ANDROID_EXTENSIONS_FILE, "the Android module's response code map"),
    readRequired(source, ANDROID_ERRORS_FILE, "the Android module's error classes"),
    wire,
  );
  const ios = iosErrors(readRequired(source, IOS_ERRORS_FILE, "the Apple module's errors"), source.read(IOS_MODULE_FILE));
  const oldIos = old.ios ?? {};
  return {
    android: {
      source: androidSource,
      function: old.android?.function,
      map: withNotes(map, old.android?.map, sameRelease),
      ...androidRest,
    },
    ios: {
      source: sameRelease ? oldIos.source : IOS_ERRORS_FILE,
      function: oldIos.function,
      storeKitErrorMap: withNotes(ios.storeKitErrorMap, oldIos.storeKitErrorMap, sameRelease),
      skErrorMap: ios.skErrorMap,
      ...(ios.skErrorUnmapped && {skErrorUnmapped: ios.skErrorUnmapped}),
      ...(ios.productPurchaseResultMap && {productPurchaseResultMap: ios.productPurchaseResultMap}),
      fallback: String(oldIos.fallback ?? ''),
      ...(sameRelease && oldIos.notes !== undefined && {notes: oldIos.notes}),
    },
  } as unknown as NativeErrorFacts;
}

/** The facts of `release` at the source's tag; `previous` is the facts file the hand-written texts come from. */
export function extractReleaseFacts(source: ReleaseSource, release: string, previous?: Loose): ReleaseFacts & Loose {
  const sameRelease = previous?.release === release;
  let versions: Record<string, string>;
  try {
    versions = JSON.parse(readRequired(source, VERSIONS_FILE, 'the package versions'));
  } catch (error) {
    throw error instanceof SyntaxError ? new ExtractError(`${VERSIONS_FILE}: not readable JSON at tag ${source.tag}`) : error;
  }
  const files = schemaFiles(source);
  const enums = Object.values(files)
    .flat()
    .filter((declaration) => declaration.kind === 'enum');
  const typescript = source.read(TYPESCRIPT_FILE);
  const wireSource = typescript === undefined ? KOTLIN_ENUMS_FILE : TYPESCRIPT_FILE;
  const wire = enumWireValues(
    enums,
    wireSource,
    typescript ?? readRequired(source, KOTLIN_ENUMS_FILE, 'the enum wire values'),
    typescript === undefined ? 'kotlin' : 'typescript',
  );
  return {
    release,
    gitTag: source.tag,
    date: source.date,
    versions,
    files,
    enumWireValues: wire.values,
    enumWireValuesSource: wireSource,
    ...(typescript !== undefined && {enumWireValuesForm: wire.form}),
    enumWireValuesNote: previous?.enumWireValuesNote,
    nativeErrors: nativeErrors(source, wire.values.ErrorCode ?? {}, previous, sameRelease),
    moduleVersions: {apple: versions.apple, google: versions.google},
  };
}
