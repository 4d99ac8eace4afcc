/**
 * What a native store code or an error code name means in OpenIAP, decided from the spec model of the docs version
 * being read: the StoreKit and Play Billing mappings and the ErrorCode enum. Pure, so that the page, its deep links
 * and the tests all decide the same way.
 */
import type {ErrorCodeView, NativeMappingModel, Platform} from '@site/shared/specModel';
import {parsePlatform} from './platform';

/** What the decoder knows: the page's error codes and the stores' mappings, as the spec-model plugin fills them. */
export interface DecoderData {
  codes: ErrorCodeView[];
  mappings: NativeMappingModel[];
}

/** One native code of a platform and the error code it becomes (null where it means success). */
export interface KnownNativeCode {
  nativeCode: number;
  code: ErrorCodeView | null;
}

export type Decoded =
  /** Nothing entered yet. */
  | {kind: 'empty'}
  /** The platform is neither of the two the stores' mappings cover. */
  | {kind: 'unknown-platform'; platform: string}
  /** A native code that maps to an error code. */
  | {kind: 'native'; platform: Platform; nativeCode: number; code: ErrorCodeView}
  /** A native code that means success (Play Billing's OK). */
  | {kind: 'success'; platform: Platform; nativeCode: number}
  /** An error code named by its enum member (`NetworkError`) or its value (`E_NETWORK_ERROR`). */
  | {kind: 'name'; platform: Platform; code: ErrorCodeView; nativeCodes: number[]}
  /** Neither a native code of the platform nor an error code name. */
  | {kind: 'unknown'; platform: Platform; input: string; known: KnownNativeCode[]};

/** The native codes a platform's store reports, in order, with the error code each becomes. */
export function knownNativeCodes(data: DecoderData, platform: Platform): KnownNativeCode[] {
  const byName = new Map(data.codes.map((code) => [code.name, code]));
  return data.mappings
    .filter((mapping) => mapping.platform === platform)
    .map((mapping) => ({nativeCode: mapping.nativeCode, code: mapping.errorCode ? (byName.get(mapping.errorCode) ?? null) : null}))
    .sort((a, b) => a.nativeCode - b.nativeCode);
}

/** The error code an input names: the member (`AlreadyOwned`) or the value (`E_ALREADY_OWNED`), any case. */
export function findCodeByName(codes: ErrorCodeView[], input: string): ErrorCodeView | undefined {
  const wanted = input
    .trim()
    .replace(/^ErrorCode\./i, '')
    .toLowerCase();
  if (!wanted) return undefined;
  return codes.find((code) => code.name.toLowerCase() === wanted || code.code.toLowerCase() === wanted);
}

/** Decides what `input` means on `platform`. Both are what the reader typed or the URL carried: data, never trusted. */
export function decodeError(data: DecoderData, platformInput: string, input: string): Decoded {
  const text = input.trim();
  const platform = parsePlatform(platformInput);
  if (!platform) return text ? {kind: 'unknown-platform', platform: platformInput} : {kind: 'empty'};
  if (!text) return {kind: 'empty'};
  const known = knownNativeCodes(data, platform);
  if (/^[+-]?\d+$/.test(text)) {
    const nativeCode = Number(text);
    const match = known.find((entry) => entry.nativeCode === nativeCode);
    if (match?.code) return {kind: 'native', platform, nativeCode, code: match.code};
    if (match) return {kind: 'success', platform, nativeCode};
    return {kind: 'unknown', platform, input: text, known};
  }
  const code = findCodeByName(data.codes, text);
  if (code) {
    const nativeCodes = known.filter((entry) => entry.code?.name === code.name).map((entry) => entry.nativeCode);
    return {kind: 'name', platform, code, nativeCodes};
  }
  return {kind: 'unknown', platform, input: text, known};
}
