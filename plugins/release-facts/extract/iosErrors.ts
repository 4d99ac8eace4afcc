/**
 * How the release's official Apple module turns a StoreKit error into an error code, read from its handwritten Swift:
 * the `switch storeKitError` of `PurchaseError.wrap` (StoreKit 2), `errorCode(for: SKError.Code)` or else the
 * cancellation check (StoreKit 1), and the `Product.PurchaseResult` cases `requestPurchase` turns into errors.
 */
import type {FactIosMapping} from '../read';

export const IOS_ERRORS_FILE = 'packages/apple/Sources/Models/OpenIapError.swift';
export const IOS_MODULE_FILE = 'packages/apple/Sources/OpenIapModule.swift';

/** StoreKit 1's `SKError.Code` numbers: Apple's framework, not the repository, defines them. */
export const SK_ERROR_CODES = [
  'unknown',
  'clientInvalid',
  'paymentCancelled',
  'paymentInvalid',
  'paymentNotAllowed',
  'storeProductNotAvailable',
  'cloudServicePermissionDenied',
  'cloudServiceNetworkConnectionFailed',
  'cloudServiceRevoked',
  'privacyAcknowledgementRequired',
  'unauthorizedRequestData',
  'invalidOfferIdentifier',
  'invalidSignature',
  'missingOfferParams',
  'invalidOfferPrice',
  'overlayCancelled',
  'overlayInvalidConfiguration',
  'overlayTimeout',
  'ineligibleForOffer',
  'unsupportedPlatform',
  'overlayPresentedInBackground',
];

/** The member the release names `.userCancelled` in Swift is `UserCancelled` in the schema. */
const member = (swiftCase: string): string => swiftCase[0].toUpperCase() + swiftCase.slice(1);

/** The body of the first `switch <subject> {` after `from` whose cases match `wanted`, as its lines. */
function switchBody(lines: string[], subject: RegExp, wanted: RegExp, from = 0): string[] | undefined {
  for (let start = from; start < lines.length; start++) {
    if (!subject.test(lines[start])) continue;
    const indent = lines[start].search(/\S/);
    const end = lines.findIndex((line, index) => index > start && line.trim() === '}' && line.search(/\S/) === indent);
    const body = lines.slice(start + 1, end);
    if (body.some((line) => wanted.test(line))) return body;
  }
  return undefined;
}

/** Splits a switch body into its cases: the case names (`.a, .b`, `@unknown default`) and the lines each runs. */
function cases(body: string[]): {names: string[]; lines: string[]}[] {
  const result: {names: string[]; lines: string[]}[] = [];
  for (const line of body) {
    const head = /^\s*(case\s+(.+?)|default|@unknown default):(.*)$/.exec(line);
    if (head) {
      const names = head[2] ? [...head[2].matchAll(/\.(\w+)/g)].map((match) => match[1]) : [head[1]];
      result.push({names, lines: [head[3]]});
    } else result.at(-1)?.lines.push(line);
  }
  return result;
}

/** The error code a case's lines assign or return: `x = .member`, `return .member`, `code: .member`, or the fallback. */
function assigned(lines: string[]): string | undefined {
  for (const line of lines) {
    const direct = /(?:=|return|code:)\s*\.(\w+)\s*[,)]?\s*$/.exec(line) ?? /code:\s*\.(\w+)/.exec(line);
    if (direct) return member(direct[1]);
    if (/=\s*fallback\s*$/.test(line)) return '<fallback>';
  }
  return undefined;
}

export interface IosErrors {
  storeKitErrorMap: FactIosMapping[];
  skErrorMap: FactIosMapping[];
  skErrorUnmapped?: FactIosMapping[];
  productPurchaseResultMap?: FactIosMapping[];
}

export function iosErrors(errors: string, module: string | undefined): IosErrors {
  const lines = errors.split('\n');
  const result: IosErrors = {storeKitErrorMap: [], skErrorMap: []};
  // The wrap's StoreKit 2 switch assigns a code; the cancellation check's switch only returns true or false.
  const storeKit = switchBody(lines, /switch storeKitError\s*\{/, /=\s*\.\w+\s*$/);
  for (const entry of cases(storeKit ?? [])) {
    if (entry.names[0] === 'default') continue;
    const errorCode = entry.names[0] === '@unknown default' ? '<fallback>' : assigned(entry.lines);
    if (errorCode) result.storeKitErrorMap.push({case: entry.names[0], errorCode});
  }
  const mapping = lines.findIndex((line) => /func errorCode\(for code: SKError\.Code\)/.test(line));
  if (mapping !== -1) {
    const byCase = new Map<string, string>();
    for (const entry of cases(switchBody(lines, /switch code\s*\{/, /return/, mapping) ?? [])) {
      const errorCode = assigned(entry.lines);
      if (errorCode) for (const name of entry.names) byCase.set(name, errorCode);
    }
    for (const [code, name] of SK_ERROR_CODES.entries()) {
      if (byCase.has(name)) result.skErrorMap.push({code, case: name, errorCode: byCase.get(name)!});
      else (result.skErrorUnmapped ??= []).push({code, case: name, errorCode: '<fallback> (errorCode(for:) returns nil)'});
    }
  } else {
    // Without a mapping function, StoreKit 1 is only recognised where the cancellation check compares its code.
    const checked = new Set([...errors.matchAll(/skError\.code == \.(\w+)|SKError\.Code\.(\w+)\.rawValue/g)].map((match) => match[1] ?? match[2]));
    for (const name of checked) result.skErrorMap.push({code: SK_ERROR_CODES.indexOf(name), case: name, errorCode: 'UserCancelled'});
  }
  const purchase = module && switchBody(module.split('\n'), /switch result\s*\{/, /case \.pending:/);
  if (purchase) {
    result.productPurchaseResultMap = cases(purchase)
      .filter((entry) => entry.names[0] !== 'success')
      .map((entry) => ({case: entry.names[0], errorCode: assigned(entry.lines) ?? '<fallback>'}));
  }
  return result;
}
