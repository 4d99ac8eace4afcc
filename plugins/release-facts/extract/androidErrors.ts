/**
 * How the release's official Android module turns a Play Billing response code into an error code: the `when` of
 * `OpenIapError.Companion.fromBillingResponseCode` (one `BillingResponseCode.X -> OpenIapError.Y` line per code), and
 * each `OpenIapError.Y` subclass's `CODE` in OpenIapError.kt. Generated-style Kotlin, read line by line.
 */
import type {FactAndroidMapping} from '../read';
import {ExtractError} from './source';

export const ANDROID_EXTENSIONS_FILE = 'packages/google/openiap/src/play/java/dev/hyo/openiap/OpenIapErrorExtensions.kt';
export const ANDROID_ERRORS_FILE = 'packages/google/openiap/src/main/java/dev/hyo/openiap/OpenIapError.kt';

/** Play Billing's `BillingClient.BillingResponseCode` numbers: Google's library, not the repository, defines them. */
export const BILLING_RESPONSE_CODES: Record<string, number> = {
  SERVICE_TIMEOUT: -3,
  FEATURE_NOT_SUPPORTED: -2,
  SERVICE_DISCONNECTED: -1,
  OK: 0,
  USER_CANCELED: 1,
  SERVICE_UNAVAILABLE: 2,
  BILLING_UNAVAILABLE: 3,
  ITEM_UNAVAILABLE: 4,
  DEVELOPER_ERROR: 5,
  ERROR: 6,
  ITEM_ALREADY_OWNED: 7,
  ITEM_NOT_OWNED: 8,
  NETWORK_ERROR: 12,
};

type Mapping = FactAndroidMapping & {openIapError: string; subclassSource: string};

export interface AndroidErrors {
  source: string;
  map: Mapping[];
  fallback: {openIapError: string; errorCode: string | null; wireCode?: string; source: string};
  notListedCodesFallingToElse: number[];
  errorClassSource: string;
}

/** The error code a subclass reports: `CODE = ErrorCode.X.rawValue`, a literal `CODE = "x"`, or another class's CODE. */
function subclassCode(
  lines: string[],
  name: string,
  wire: Record<string, string>,
  seen: string[] = [],
): {line: number; errorCode: string | null; wireCode: string} {
  const start = lines.findIndex((line) => new RegExp(`^\\s*(?:\\w+\\s+)*(?:class|object)\\s+${name}\\b`).test(line));
  if (start === -1 || seen.includes(name)) throw new ExtractError(`${ANDROID_ERRORS_FILE}: no subclass OpenIapError.${name}`);
  const indent = lines[start].search(/\S/);
  const end = lines.findIndex((line, index) => index > start && line.trim() === '}' && line.search(/\S/) === indent);
  const body = lines.slice(start, end === -1 ? undefined : end + 1).join('\n');
  const member = /CODE\s*=\s*ErrorCode\.(\w+)\.rawValue/.exec(body);
  if (member) {
    if (!(member[1] in wire))
      throw new ExtractError(`${ANDROID_ERRORS_FILE}: OpenIapError.${name} reports ErrorCode.${member[1]}, no member of the release's ErrorCode`);
    return {line: start + 1, errorCode: member[1], wireCode: wire[member[1]]};
  }
  const literal = /CODE\s*=\s*"([^"]*)"/.exec(body);
  if (literal) {
    const errorCode = Object.keys(wire).find((key) => wire[key] === literal[1]) ?? null;
    return {line: start + 1, errorCode, wireCode: literal[1]};
  }
  const borrowed = /code(?::\s*String)?\s*=\s*(\w+)\.CODE/.exec(body);
  if (borrowed) return {...subclassCode(lines, borrowed[1], wire, [...seen, name]), line: start + 1};
  throw new ExtractError(`${ANDROID_ERRORS_FILE}: OpenIapError.${name} has no CODE the extractor can read`);
}

/** `wire` is the release's ErrorCode member → wire string. */
export function androidErrors(extensions: string, errors: string, wire: Record<string, string>): AndroidErrors {
  const lines = extensions.split('\n');
  const first = lines.findIndex((line) => /^\s*(?:\w+\s+)*fun OpenIapError\.Companion\.fromBillingResponseCode\b/.test(line));
  if (first === -1) throw new ExtractError(`${ANDROID_EXTENSIONS_FILE}: no function OpenIapError.Companion.fromBillingResponseCode`);
  const errorLines = errors.split('\n');
  const map: Mapping[] = [];
  let fallback: AndroidErrors['fallback'] | undefined;
  let last = first;
  for (let index = first; index < lines.length; index++) {
    const mapped = /BillingResponseCode\.(\w+)\s*->\s*OpenIapError\.(\w+)/.exec(lines[index]);
    const otherwise = /^\s*else\s*->\s*OpenIapError\.(\w+)/.exec(lines[index]);
    if (mapped) {
      const code = BILLING_RESPONSE_CODES[mapped[1]];
      if (code === undefined) throw new ExtractError(`${ANDROID_EXTENSIONS_FILE}:${index + 1}: unknown BillingResponseCode.${mapped[1]}`);
      const {line, errorCode, wireCode} = subclassCode(errorLines, mapped[2], wire);
      map.push({code, constant: mapped[1], openIapError: mapped[2], errorCode, wireCode, subclassSource: `${ANDROID_ERRORS_FILE}:${line}`});
    } else if (otherwise) {
      const {errorCode, wireCode} = subclassCode(errorLines, otherwise[1], wire);
      fallback = {openIapError: otherwise[1], errorCode, wireCode, source: `${ANDROID_EXTENSIONS_FILE}:${index + 1}`};
    } else if (fallback && /^}/.test(lines[index])) {
      last = index;
      break;
    }
  }
  if (!fallback) throw new ExtractError(`${ANDROID_EXTENSIONS_FILE}: fromBillingResponseCode has no else branch`);
  map.sort((a, b) => a.code - b.code);
  const mappedCodes = new Set(map.map((entry) => entry.code));
  return {
    source: `${ANDROID_EXTENSIONS_FILE}:${first + 1}-${last + 1}`,
    map,
    fallback,
    notListedCodesFallingToElse: Object.values(BILLING_RESPONSE_CODES).filter((code) => !mappedCodes.has(code)),
    errorClassSource: ANDROID_ERRORS_FILE,
  };
}
