/**
 * A release's native error mappings as the spec model holds them: the facts' lists of Play Billing response codes,
 * StoreKit 1 `SKError` codes, StoreKit 2 `StoreKitError` cases and purchase results, and each platform's fallback.
 */
import type {NativeErrorRow, NativeErrorsModel} from '../../shared/specModel';
import type {FactIosMapping, NativeErrorFacts} from './read';

/** A Swift `@unknown default` branch that reports the fallback: the fallback itself, not a case of its own. */
const FALLBACK_BRANCH = '<fallback>';

/**
 * The ErrorCode member an iOS fallback reports. The facts say it in words (`the fallback argument (default
 * .purchaseError → PurchaseError; …)`): the member is the first ErrorCode member name the words use.
 */
export function iosFallbackMember(text: string, errorMembers: readonly string[]): string {
  const named = [...text.matchAll(/\b[A-Z][A-Za-z]+\b/g)].map((match) => match[0]).find((word) => errorMembers.includes(word));
  if (!named) throw new Error(`the iOS fallback "${text}" names no ErrorCode member`);
  return named;
}

function iosRows(entries: FactIosMapping[] | null | undefined): NativeErrorRow[] {
  return (entries ?? [])
    .filter((entry) => entry.errorCode !== FALLBACK_BRANCH)
    .map((entry) => ({...(entry.code !== undefined ? {code: entry.code} : {}), name: entry.case, errorCode: entry.errorCode}));
}

/** The model's native errors from a release's facts; `errorMembers` are the release's ErrorCode members. */
export function nativeErrorsFromFacts(facts: NativeErrorFacts, errorMembers: readonly string[]): NativeErrorsModel {
  return {
    maps: {
      billingResponseCode: facts.android.map.map((entry) => ({
        code: entry.code,
        name: entry.constant,
        errorCode: entry.errorCode,
        ...(entry.errorCode === null && entry.wireCode ? {wire: entry.wireCode} : {}),
      })),
      skError: iosRows(facts.ios.skErrorMap),
      storeKitError: iosRows(facts.ios.storeKitErrorMap),
      purchaseResult: iosRows(facts.ios.productPurchaseResultMap),
    },
    fallback: {android: facts.android.fallback.errorCode, ios: iosFallbackMember(facts.ios.fallback, errorMembers)},
  };
}
