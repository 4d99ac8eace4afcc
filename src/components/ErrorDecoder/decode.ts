/**
 * What a store's own error or an error code name means in OpenIAP, decided from the spec model of the docs version
 * being read: the store errors that version's official modules map (by number or by the store's own name), what
 * they report for the rest, and the ErrorCode enum. Pure, so that the page, its deep links and the tests all decide
 * the same way.
 */
import {
  NATIVE_ERROR_PLATFORM,
  NATIVE_ERROR_SOURCES,
  type ErrorCodeView,
  type NativeErrorRow,
  type NativeErrorSource,
  type NativeErrorsModel,
  type Platform,
} from '@site/shared/specModel';
import {NATIVE_SOURCE_NAME} from '@site/shared/nativeErrorLabels';
import {parsePlatform} from './platform';

/** What the decoder knows: the page's error codes and the stores' mappings, as the spec-model plugin fills them. */
export interface DecoderData {
  codes: ErrorCodeView[];
  mappings: NativeErrorsModel;
}

/** One store error a platform's module maps, with the error code it becomes (null: a string outside ErrorCode). */
export interface KnownNativeError {
  source: NativeErrorSource;
  row: NativeErrorRow;
  code: ErrorCodeView | null;
}

export type Decoded =
  /** Nothing entered yet. */
  | {kind: 'empty'}
  /** The platform is neither of the two the stores' mappings cover. */
  | {kind: 'unknown-platform'; platform: string}
  /** A store error the module maps. */
  | ({kind: 'native'; platform: Platform} & KnownNativeError)
  /** A store number the module does not map: what it reports instead, and whether it maps any number of that kind. */
  | {kind: 'unmapped'; platform: Platform; source: NativeErrorSource; nativeCode: number; fallback: ErrorCodeView | null; mapsAny: boolean}
  /** An error code named by its enum member (`NetworkError`) or its value (`network-error`). */
  | {kind: 'name'; platform: Platform; code: ErrorCodeView; natives: KnownNativeError[]; isFallback: boolean}
  /** Neither a store error of the platform nor an error code name. */
  | {kind: 'unknown'; platform: Platform; input: string; known: KnownNativeError[]};

/** The kinds of store error that carry a number, per platform: what a bare number is read as. */
const NUMBERED: Record<Platform, NativeErrorSource> = {android: 'billingResponseCode', ios: 'skError'};

/** The store errors a platform's module maps, kind by kind, numbers in order. */
export function knownNativeErrors(data: DecoderData, platform: Platform): KnownNativeError[] {
  const byName = new Map(data.codes.map((code) => [code.name, code]));
  return NATIVE_ERROR_SOURCES.filter((source) => NATIVE_ERROR_PLATFORM[source] === platform).flatMap((source) =>
    [...data.mappings.maps[source]]
      .sort((a, b) => (a.code ?? 0) - (b.code ?? 0))
      .map((row) => ({source, row, code: row.errorCode ? (byName.get(row.errorCode) ?? null) : null})),
  );
}

/** The error code an input names: the member (`AlreadyOwned`) or the value (`already-owned`), any case. */
export function findCodeByName(codes: ErrorCodeView[], input: string): ErrorCodeView | undefined {
  const wanted = input
    .trim()
    .replace(/^ErrorCode\./i, '')
    .toLowerCase();
  if (!wanted) return undefined;
  return codes.find((code) => code.name.toLowerCase() === wanted || code.code.toLowerCase() === wanted);
}

/**
 * The store error an input names: `ITEM_ALREADY_OWNED`, `BillingResponseCode.ITEM_ALREADY_OWNED`, `paymentCancelled`,
 * `SKError.paymentCancelled`, `StoreKitError.userCancelled`. With `exact`, only as the store spells it.
 */
function findNativeByName(known: KnownNativeError[], input: string, exact: boolean): KnownNativeError | undefined {
  const text = input.trim();
  const prefix = /^([A-Za-z.]+)\.([^.]+)$/.exec(text);
  const sources = prefix ? known.filter((entry) => NATIVE_SOURCE_NAME[entry.source].toLowerCase() === prefix[1].toLowerCase()) : known;
  const name = prefix ? prefix[2] : text;
  const same = (a: string, b: string) => (exact ? a === b : a.toLowerCase() === b.toLowerCase());
  return sources.find((entry) => same(entry.row.name, name));
}

/** Decides what `input` means on `platform`. Both are what the reader typed or the URL carried: data, never trusted. */
export function decodeError(data: DecoderData, platformInput: string, input: string): Decoded {
  const text = input.trim();
  const platform = parsePlatform(platformInput);
  if (!platform) return text ? {kind: 'unknown-platform', platform: platformInput} : {kind: 'empty'};
  if (!text) return {kind: 'empty'};
  const known = knownNativeErrors(data, platform);
  const fallback = data.codes.find((code) => code.name === data.mappings.fallback[platform]) ?? null;
  if (/^[+-]?\d+$/.test(text)) {
    const nativeCode = Number(text);
    const source = NUMBERED[platform];
    const match = known.find((entry) => entry.source === source && entry.row.code === nativeCode);
    if (match) return {kind: 'native', platform, ...match};
    return {kind: 'unmapped', platform, source, nativeCode, fallback, mapsAny: known.some((entry) => entry.source === source)};
  }
  const exact = findNativeByName(known, text, true);
  if (exact) return {kind: 'native', platform, ...exact};
  const code = findCodeByName(data.codes, text);
  if (code) {
    const natives = known.filter((entry) => entry.code?.name === code.name);
    return {kind: 'name', platform, code, natives, isFallback: fallback?.name === code.name};
  }
  const loose = findNativeByName(known, text, false);
  if (loose) return {kind: 'native', platform, ...loose};
  return {kind: 'unknown', platform, input: text, known};
}
