/**
 * What a live example of the docs can use without importing anything: the OpenIAP operations and listeners, bound
 * to the example's own simulated store, the spec's enums, and stand-ins for the app's own code that the docs'
 * examples name (verifyOnServer, grantEntitlement, showMessage...). Loaded with react-live, never in the main bundle.
 */
import React from 'react';
import {AlternativeBillingModeAndroid, ErrorCode, IapEvent, ReplacementModeAndroid} from '@site/spec';
import type {Purchase} from '@site/spec';
import {findEntry, offerToken, type SimulatedOperations, type SimulatedStore} from '@site/src/sandbox';
import {useSandbox, useSandboxStore} from '@site/src/components/SandboxProvider/hooks';
import SandboxEventLog from '@site/src/components/SandboxEventLog';

/** Every OpenIAP operation and listener the simulated store implements, by name. */
const OPERATION_NAMES = [
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
  'purchaseUpdatedListener',
  'purchaseErrorListener',
  'promotedProductListenerIOS',
  'userChoiceBillingListenerAndroid',
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
] as const satisfies ReadonlyArray<keyof SimulatedOperations>;

// The compiler checks the list above is complete: a simulated operation missing from it is an error here.
type MissingOperation = Exclude<keyof SimulatedOperations, (typeof OPERATION_NAMES)[number]>;
const everyOperationListed: [MissingOperation] extends [never] ? true : MissingOperation = true;
void everyOperationListed;

type BoundOperations = Pick<SimulatedOperations, (typeof OPERATION_NAMES)[number]>;

function bindOperations(store: SimulatedStore): BoundOperations {
  const bound: Record<string, unknown> = {};
  for (const name of OPERATION_NAMES) {
    const method = store[name] as (...args: unknown[]) => unknown;
    bound[name] = method.bind(store);
  }
  return bound as unknown as BoundOperations;
}

/** The event log of the running example, for examples that want it inside their own result. */
function EventLog(): React.JSX.Element {
  return <SandboxEventLog store={useSandboxStore()} label="Event log (in the example)" />;
}

/** Everything a live example sees besides React, for the example's store. */
export function createLiveScope(store: SimulatedStore): Record<string, unknown> {
  const platform = store.platform;
  return {
    ...bindOperations(store),
    ErrorCode,
    IapEvent,
    ReplacementModeAndroid,
    AlternativeBillingModeAndroid,
    /** Like React Native's Platform: which store the example runs against. */
    Platform: {OS: platform, select: <T,>(choices: {ios?: T; android?: T; default?: T}) => choices[platform] ?? choices.default},
    /** The lifecycle constants of the docs version being read. */
    constants: store.constants,
    /** The simulated store itself, for its clock and store-side actions (advanceTime, approveAskToBuy...). */
    sandbox: store,
    /** Android offer tokens of the sandbox catalogue: offerTokenFor('premium', 'yearly'). */
    offerTokenFor: (productId: string, basePlanId: string) => offerToken(productId, basePlanId),
    // Stand-ins for the app's own code, with the names the docs' examples use.
    verifyOnServer: (purchase: Purchase) => store.verifyOnServer(purchase),
    grantEntitlement: (purchase: Purchase) => store.grantEntitlement(purchase),
    isConsumableProduct: (productId: string) => findEntry(platform, productId)?.kind === 'consumable',
    showMessage: (text: string) => store.appMessage(String(text)),
    reportToBackend: ({token}: {token: string}) => store.reportExternalToken(token),
    chargeWithOwnBilling: async (products: string[]) => store.appMessage(`Charged ${products.join(', ')} with the app's own payment system (simulated).`),
    processPaymentWithOwnBilling: async (productId: string) => store.appMessage(`Payment for ${productId} processed by the app's own payment system (simulated).`),
    recordPendingChange: (change: {userId: string; currentSku: string; newSku: string; effectiveDate: number}) => store.recordPendingChange(change),
    /** Waits in real time (the store clock does not move). */
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    useSandbox,
    useSandboxStore,
    EventLog,
  };
}
