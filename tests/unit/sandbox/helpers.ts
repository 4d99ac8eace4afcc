/**
 * Shared set-up for the sandbox conformance suite: a store on a fixed clock, listeners that record what the app
 * would receive, and request builders in the shape the spec's RequestPurchaseProps documents.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import type {
  InitConnectionConfig,
  IapPlatform,
  Purchase,
  PurchaseError,
  RequestPurchaseProps,
  SubscriptionReplacementModeAndroid,
  UserChoiceBillingDetails,
} from '@site/spec';
import * as spec from '@site/spec';
import type {ReplacementModeName} from '@site/shared/retiredSpec';
import {kebabMode} from '@site/shared/replacementModeNames';
import {SimulatedStore, offerToken, sandboxConstantsFromModel, type SandboxConstants, type SimulatedStoreOptions, type SpecModelParts} from '@site/src/sandbox';

export const START = Date.UTC(2025, 0, 15, 9, 0);

/** An enum of spec/ as the spec model writes it: members with their values as TypeScript literals. */
function enumModel(name: string, values: Record<string, string | number>): SpecModelParts['types'][number] {
  const members = Object.entries(values)
    .filter(([member]) => !/^\d+$/.test(member)) // a numeric enum's reverse mapping is not a member
    .map(([member, value]) => ({name: member, value: typeof value === 'string' ? `'${value}'` : String(value)}));
  return {name, kind: 'enum', members};
}

/**
 * The rules of the spec in spec/ (Next), made from spec/'s own values in the shape of a spec model. Extracting the
 * real model takes seconds per test file; version-rules.test.ts checks that both give the same rules.
 */
export const NEXT_MODEL_PARTS: SpecModelParts = {
  constants: {...spec},
  types: [
    enumModel('ErrorCode', spec.ErrorCode),
    enumModel('IapEvent', spec.IapEvent),
    // A string union and a payload's type have no value at run time to read; version-rules.test.ts checks these
    // against spec/'s model.
    {name: 'IapEventPayloads', kind: 'interface', fields: [{name: '[IapEvent.PromotedProductIOS]', type: 'string'}]},
    {
      name: 'SubscriptionReplacementModeAndroid',
      kind: 'alias',
      members: [
        'unknown-replacement-mode',
        'with-time-proration',
        'charge-prorated-price',
        'charge-full-price',
        'without-proration',
        'deferred',
        'keep-existing',
      ].map((value) => ({name: value, value: `'${value}'`})),
    },
  ],
};
export const NEXT_CONSTANTS: SandboxConstants = sandboxConstantsFromModel(NEXT_MODEL_PARTS);

/**
 * The rules of the oldest released docs version, read from its frozen model: it still has what newer releases
 * dropped (the older alternative billing flow, the willExpireSoon window), which the sandbox simulates for its pages.
 */
const siteDir = path.resolve(__dirname, '../../..');
const oldestRelease = (JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[]).at(-1)!;
export const OLDEST_RELEASE_CONSTANTS: SandboxConstants = sandboxConstantsFromModel(
  JSON.parse(readFileSync(path.join(siteDir, `versioned_docs/version-${oldestRelease}/_spec-model.json`), 'utf8')) as SpecModelParts,
);

/** The older alternative billing flow's constants, for a store that must simulate it. */
export const OLDER_ALTERNATIVE_BILLING: Partial<SandboxConstants> = {
  alternativeBillingModes: OLDEST_RELEASE_CONSTANTS.alternativeBillingModes,
  alternativeBillingMinimumBillingLibrary: OLDEST_RELEASE_CONSTANTS.alternativeBillingMinimumBillingLibrary,
};

/** The older releases' alternative billing modes, by member name. */
export const OlderAlternativeBillingMode = OLDEST_RELEASE_CONSTANTS.alternativeBillingModes!;

/** The willExpireSoon flag of older releases' active subscriptions (newer ones have none). */
export function expiresSoon(subscription: object): boolean | undefined {
  return (subscription as {willExpireSoon?: boolean}).willExpireSoon;
}

/** An older release's connection settings, which turned on an alternative billing mode. */
export function olderAlternativeBilling(mode: string): InitConnectionConfig {
  return {alternativeBillingModeAndroid: mode} as InitConnectionConfig;
}

/** A store's options in a test: any constant left out is the Next spec's. */
export type TestStoreOptions = Omit<SimulatedStoreOptions, 'constants'> & {constants?: Partial<SandboxConstants>};

export function makeStore(platform: IapPlatform, options: TestStoreOptions = {}): SimulatedStore {
  return new SimulatedStore({platform, startTime: START, ...options, constants: {...NEXT_CONSTANTS, ...options.constants}});
}

export interface Received {
  updated: Purchase[];
  errors: PurchaseError[];
  userChoice: UserChoiceBillingDetails[];
}

/** Registers the app's listeners and records every payload they receive. */
export function listen(store: SimulatedStore): Received {
  const received: Received = {updated: [], errors: [], userChoice: []};
  store.purchaseUpdatedListener((purchase) => received.updated.push(purchase));
  store.purchaseErrorListener((error) => received.errors.push(error));
  if (store.platform === 'android') store.userChoiceBillingListenerAndroid((details) => received.userChoice.push(details));
  return received;
}

/** A connected store with the listeners in place, the way the life cycle says an app starts. */
export async function connectedStore(platform: IapPlatform, options: TestStoreOptions = {}): Promise<{store: SimulatedStore; received: Received}> {
  const store = makeStore(platform, options);
  await store.initConnection();
  const received = listen(store);
  return {store, received};
}

export function inApp(sku: string): RequestPurchaseProps {
  return {request: {apple: {sku}, google: {skus: [sku]}}, type: 'in-app'};
}

/** The same request as older releases wrote it, under the `ios` and `android` keys. */
export function olderInApp(sku: string): RequestPurchaseProps {
  return {request: {ios: {sku}, android: {skus: [sku]}}, type: 'in-app'} as unknown as RequestPurchaseProps;
}

export function iosSubscription(sku: string): RequestPurchaseProps {
  return {request: {apple: {sku}}, type: 'subs'};
}

/** An Android subscription, or a change to `basePlanId` named as Next's requests name it: the mode as a string. */
export function androidSubscription(
  basePlanId: string,
  change?: {purchaseToken: string; mode: ReplacementModeName},
  productId = 'premium',
): RequestPurchaseProps {
  return {
    request: {
      google: {
        skus: [productId],
        subscriptionOffers: [{sku: productId, offerToken: offerToken(productId, basePlanId)}],
        ...(change
          ? {
              purchaseToken: change.purchaseToken,
              subscriptionProductReplacementParams: {oldProductId: productId, replacementMode: kebabMode(change.mode) as SubscriptionReplacementModeAndroid},
            }
          : {}),
      },
    },
    type: 'subs',
  };
}

/** The same in release 1.2.3's field names and Google Play's integer, which the sandbox still accepts for its pages. */
export function olderAndroidSubscription(basePlanId: string, change: {purchaseToken: string; mode: number}, productId = 'premium'): RequestPurchaseProps {
  return {
    request: {
      android: {
        skus: [productId],
        subscriptionOffers: [{sku: productId, offerToken: offerToken(productId, basePlanId)}],
        purchaseTokenAndroid: change.purchaseToken,
        replacementModeAndroid: change.mode,
      },
    },
    type: 'subs',
  } as unknown as RequestPurchaseProps;
}

/** Starts a purchase and waits until the store has answered through the listeners. */
export async function buy(store: SimulatedStore, props: RequestPurchaseProps): Promise<void> {
  await store.requestPurchase(props);
  await store.settle();
}

/** The rejection of a promise, for asserting on its code. */
export async function rejectionOf(promise: Promise<unknown>): Promise<PurchaseError> {
  try {
    await promise;
  } catch (error) {
    return error as PurchaseError;
  }
  throw new Error('expected the operation to be rejected, but it resolved');
}

export const lastOf = <T>(list: T[]): T => {
  if (list.length === 0) throw new Error('expected at least one entry');
  return list[list.length - 1];
};
