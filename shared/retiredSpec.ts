/**
 * What older releases of the specification had and spec/ no longer has, as types only. One sandbox serves the live
 * examples of every docs version, so it goes on simulating these for the older versions' pages. A page of a newer
 * version cannot call them: a page may only name what its own version has.
 */
import type {VerifyPurchaseProps, VerifyPurchaseResult, VerifyPurchaseResultIOS} from '../spec';

/** Cross-platform operations of older releases. */
export interface RetiredCommonOperations {
  /** The former name of `verifyPurchase`. */
  validateReceipt(options: VerifyPurchaseProps): Promise<VerifyPurchaseResult>;
}

/** iOS operations of older releases. */
export interface RetiredIosOperations {
  getStorefrontIOS(): Promise<string>;
  requestPurchaseOnPromotedProductIOS(): Promise<boolean>;
  validateReceiptIOS(options: VerifyPurchaseProps): Promise<VerifyPurchaseResultIOS>;
}

/** Android operations of older releases: the alternative billing flow that the billing programs replaced. */
export interface RetiredAndroidOperations {
  checkAlternativeBillingAvailabilityAndroid(): Promise<boolean>;
  showAlternativeBillingDialogAndroid(): Promise<boolean>;
  createAlternativeBillingTokenAndroid(): Promise<string | null>;
}

/** The alternative billing modes older releases' `initConnection` took, by their member names. */
export type AlternativeBillingModeName = 'NONE' | 'USER_CHOICE' | 'ALTERNATIVE_ONLY';

/** The connection setting older releases turned alternative billing on with. */
export interface RetiredConnectionFields {
  alternativeBillingModeAndroid?: string;
}

/** Error codes of older releases, each with the code that newer releases raise in its place. */
export const RETIRED_ERROR_SUCCESSORS = {
  ReceiptFailed: 'PurchaseVerificationFailed',
  ReceiptFinished: 'PurchaseVerificationFinished',
} as const;

export type RetiredErrorName = keyof typeof RETIRED_ERROR_SUCCESSORS;

/**
 * The replacement modes the sandbox simulates, by the member names of the numeric enum that releases before 3.0 had
 * (their requests took Google Play's integer). Newer releases spell the same modes as kebab-case strings
 * (`WithTimeProration` is `with-time-proration`), so one name serves both.
 */
export type ReplacementModeName = 'WithTimeProration' | 'ChargeProratedPrice' | 'WithoutProration' | 'ChargeFullPrice' | 'Deferred';
