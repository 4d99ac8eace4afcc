/**
 * Which OpenIAP operations the sandbox simulates. The list is the one place that says so: the simulated store
 * implements exactly these, the live examples get exactly these, and the reference marks exactly these as
 * "Try it live". An operation added to `spec/` is simply not simulated until it joins the list, so the spec can grow
 * without breaking the sandbox's type check.
 */
import type {AndroidOperations, CommonOperations, EventListeners, IosOperations} from '../spec';
import type {RetiredAndroidOperations, RetiredCommonOperations, RetiredIosOperations} from './retiredSpec';

/** Every operation of every docs version: spec/'s, and those older releases had, which their pages still call. */
type SpecOperations = CommonOperations &
  RetiredCommonOperations &
  EventListeners &
  IosOperations &
  RetiredIosOperations &
  AndroidOperations &
  RetiredAndroidOperations;

export const SIMULATED_OPERATIONS = [
  'initConnection',
  'endConnection',
  'fetchProducts',
  'requestPurchase',
  'finishTransaction',
  'getAvailablePurchases',
  'restorePurchases',
  'getStorefront',
  'getActiveSubscriptions',
  'hasActiveSubscriptions',
  'deepLinkToSubscriptions',
  'validateReceipt',
  'verifyPurchase',
  'purchaseUpdatedListener',
  'purchaseErrorListener',
  'promotedProductListenerIOS',
  'userChoiceBillingListenerAndroid',
  'subscriptionBillingIssueListener',
  'clearTransactionIOS',
  'getStorefrontIOS',
  'getPromotedProductIOS',
  'requestPurchaseOnPromotedProductIOS',
  'getPendingTransactionsIOS',
  'isEligibleForIntroOfferIOS',
  'subscriptionStatusIOS',
  'currentEntitlementIOS',
  'latestTransactionIOS',
  'showManageSubscriptionsIOS',
  'beginRefundRequestIOS',
  'isTransactionVerifiedIOS',
  'getTransactionJwsIOS',
  'getReceiptDataIOS',
  'syncIOS',
  'presentCodeRedemptionSheetIOS',
  'getAppTransactionIOS',
  'validateReceiptIOS',
  'canPresentExternalPurchaseNoticeIOS',
  'presentExternalPurchaseNoticeSheetIOS',
  'presentExternalPurchaseLinkIOS',
  'acknowledgePurchaseAndroid',
  'consumePurchaseAndroid',
  'checkAlternativeBillingAvailabilityAndroid',
  'showAlternativeBillingDialogAndroid',
  'createAlternativeBillingTokenAndroid',
  'showInAppMessagesAndroid',
  'openRedeemOfferCodeAndroid',
  'isBillingProgramAvailableAndroid',
  'createBillingProgramReportingDetailsAndroid',
] as const satisfies ReadonlyArray<keyof SpecOperations>;

export type SimulatedOperationName = (typeof SIMULATED_OPERATIONS)[number];
export type SimulatedIosOperationName = Extract<SimulatedOperationName, keyof IosOperations | keyof RetiredIosOperations>;
export type SimulatedAndroidOperationName = Extract<SimulatedOperationName, keyof AndroidOperations | keyof RetiredAndroidOperations>;

/** The OpenIAP surface the simulated store provides. */
export type SimulatedOperations = Pick<SpecOperations, SimulatedOperationName>;

const simulated: ReadonlySet<string> = new Set(SIMULATED_OPERATIONS);

/** Whether a reader can call the operation in a live example. */
export function isSimulatedOperation(name: string): boolean {
  return simulated.has(name);
}
