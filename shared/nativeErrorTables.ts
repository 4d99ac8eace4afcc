/**
 * What the native error tables of a platform show, built from the spec model of the page's docs version: one table
 * per kind of store error the platform has, and the fallback. The component and the Markdown copies both draw this.
 */
import {NATIVE_ERROR_PLATFORM, NATIVE_ERROR_SOURCES, type ErrorCodeModel, type NativeErrorSource, type NativeErrorsModel, type Platform} from './specModel';
import {nativeErrorLabel} from './nativeErrorLabels';

export interface NativeErrorTableRow {
  /** `7 · ITEM_ALREADY_OWNED`, `StoreKitError.userCancelled`. */
  label: string;
  /** The error code's value and row id; null where the module reports a string outside ErrorCode (`wire`). */
  code: string | null;
  anchor: string | null;
  wire?: string;
}

export interface NativeErrorTable {
  source: NativeErrorSource;
  rows: NativeErrorTableRow[];
}

export interface NativeErrorTablesView {
  tables: NativeErrorTable[];
  fallback: {code: string; anchor: string} | null;
}

/**
 * The tables of `platform`. A kind of store error that no release ever mapped on that platform (StoreKit 2's purchase
 * results after 1.2.3) is left out when empty; the kinds a reader expects (the numbered ones and StoreKit 2's errors)
 * stay, empty, so the page can say that this version maps none.
 */
export function nativeErrorTables(native: NativeErrorsModel, codes: ErrorCodeModel[], platform: Platform): NativeErrorTablesView {
  const byName = new Map(codes.map((code) => [code.name, code]));
  const tables = NATIVE_ERROR_SOURCES.filter((source) => NATIVE_ERROR_PLATFORM[source] === platform)
    .filter((source) => source !== 'purchaseResult' || native.maps[source].length > 0)
    .map((source) => ({
      source,
      rows: native.maps[source].map((row) => {
        const code = row.errorCode ? byName.get(row.errorCode) : undefined;
        return {label: nativeErrorLabel(source, row), code: code?.code ?? null, anchor: code?.anchor ?? null, ...(row.wire ? {wire: row.wire} : {})};
      }),
    }));
  const fallback = byName.get(native.fallback[platform]);
  return {tables, fallback: fallback ? {code: fallback.code, anchor: fallback.anchor} : null};
}
