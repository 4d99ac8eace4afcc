/**
 * What a live example of the docs can use without importing anything: the OpenIAP operations and listeners, bound
 * to the example's own simulated store, the enums of the docs version being read, and stand-ins for the app's own
 * code that the docs' examples name (verifyOnServer, grantEntitlement, showMessage...). Loaded with react-live, never
 * in the main bundle.
 */
import React from 'react';
import type {Purchase} from '@site/spec';
import {SIMULATED_OPERATIONS, findEntry, offerToken, type SimulatedOperations, type SimulatedStore} from '@site/src/sandbox';
import {useSandbox, useSandboxStore} from '@site/src/components/SandboxProvider/hooks';
import SandboxEventLog from '@site/src/components/SandboxEventLog';

/** Every operation the sandbox simulates, bound to the example's store, so examples call them as plain functions. */
function bindOperations(store: SimulatedStore): SimulatedOperations {
  const bound: Record<string, unknown> = {};
  for (const name of SIMULATED_OPERATIONS) {
    const method = store[name] as (...args: unknown[]) => unknown;
    bound[name] = method.bind(store);
  }
  return bound as unknown as SimulatedOperations;
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
    // The enums of the docs version being read, as its spec model has them.
    ErrorCode: store.constants.errorCodes,
    IapEvent: store.constants.events,
    // Only versions whose requests take Google Play's integer have this enum; later ones spell the mode as a string.
    ...(typeof store.constants.replacementModes.Deferred === 'number' ? {ReplacementModeAndroid: store.constants.replacementModes} : {}),
    // Only versions that still have the older alternative billing flow have this enum.
    ...(store.constants.alternativeBillingModes ? {AlternativeBillingModeAndroid: store.constants.alternativeBillingModes} : {}),
    /** Like React Native's Platform: which store the example runs against. */
    Platform: {OS: platform, select: <T,>(choices: {ios?: T; android?: T; default?: T}) => choices[platform] ?? choices.default},
    /** The rules of the docs version being read (windows, limits, minimum versions). */
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
    processPaymentWithOwnBilling: async (productId: string) =>
      store.appMessage(`Payment for ${productId} processed by the app's own payment system (simulated).`),
    recordPendingChange: (change: {userId: string; currentSku: string; newSku: string; effectiveDate: number}) => store.recordPendingChange(change),
    /** Waits in real time (the store clock does not move). */
    sleep: (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)),
    useSandbox,
    useSandboxStore,
    EventLog,
  };
}
