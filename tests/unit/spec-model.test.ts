/**
 * The spec model against a list of the API written out by hand: every entity, field, operation and error code below
 * is present with its optionality and platform. The lists are not derived from spec/, so a drift on either side
 * shows up here.
 */
import {cpSync, mkdtempSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {extractSpecModel, SpecModelError} from '@site/plugins/spec-model/extract';
import {specModuleNames} from '@site/plugins/spec-model/specFiles';
import {loadModelForVersion, readSnapshot} from '@site/plugins/spec-model/load';
import {selectOperations, toAnchor, type SpecModel, type TypeModel} from '@site/shared/specModel';

const root = path.resolve(__dirname, '../..');
const specDir = path.join(root, 'spec');
let model: SpecModel;

beforeAll(() => {
  model = extractSpecModel(specDir);
});

function type(name: string): TypeModel {
  const found = model.types.find((entry) => entry.name === name);
  if (!found) throw new Error(`spec model has no type ${name}`);
  return found;
}

/** Entity → its fields; a trailing ? marks an optional field. */
const ENTITIES: Record<string, string> = {
  ProductCommon: 'id title description type displayName? displayPrice currency price? debugDescription? platform',
  ProductIOS: 'type displayNameIOS isFamilyShareableIOS jsonRepresentationIOS platform subscriptionOffers? typeIOS',
  SubscriptionPeriodValueIOS: 'unit value',
  SubscriptionOffer:
    'id displayPrice price currency? type period? periodCount? paymentMode? keyIdentifierIOS? nonceIOS? signatureIOS? timestampIOS? numberOfPeriodsIOS? localizedPriceIOS? basePlanIdAndroid? offerTokenAndroid? offerTagsAndroid? pricingPhasesAndroid? installmentPlanDetailsAndroid?',
  DiscountOffer:
    'id? displayPrice price currency type offerTokenAndroid? offerTagsAndroid? fullPriceMicrosAndroid? percentageDiscountAndroid? discountAmountMicrosAndroid? formattedDiscountAmountAndroid? validTimeWindowAndroid? limitedQuantityInfoAndroid? preorderDetailsAndroid? rentalDetailsAndroid? purchaseOptionIdAndroid?',
  SubscriptionPeriod: 'unit value',
  ProductAndroid: 'type nameAndroid productStatusAndroid? discountOffers? subscriptionOffers? platform',
  // 3.2.1: the subscription form has no one-time discount offers.
  ProductSubscriptionAndroid: 'nameAndroid productStatusAndroid? subscriptionOffers platform type',
  PricingPhaseAndroid: 'formattedPrice priceCurrencyCode billingPeriod billingCycleCount priceAmountMicros recurrenceMode',
  ProductSubscriptionIOS:
    'type platform displayNameIOS typeIOS introductoryPriceIOS? introductoryPriceAsAmountIOS? introductoryPricePaymentModeIOS introductoryPriceNumberOfPeriodsIOS? introductoryPriceSubscriptionPeriodIOS? subscriptionPeriodNumberIOS? subscriptionPeriodUnitIOS? bundledSubscriptionsIOS?',
  BundledSubscriptionIOS:
    'id displayName description price displayPrice isFamilyShareable subscriptionGroupId subscriptionGroupLevel subscriptionGroupDisplayName',
  PurchaseCommon: 'id productId ids? transactionDate purchaseToken? store quantity purchaseState isAutoRenewing currentPlanId?',
  PurchaseIOS:
    'quantityIOS? originalTransactionDateIOS? originalTransactionIdentifierIOS? appAccountToken? expirationDateIOS? webOrderLineItemIdIOS? environmentIOS? storefrontCountryCodeIOS? appBundleIdIOS? subscriptionGroupIdIOS? isUpgradedIOS? ownershipTypeIOS? reasonIOS? reasonStringRepresentationIOS? transactionReasonIOS? revocationDateIOS? revocationReasonIOS? offerIOS? currencyCodeIOS? currencySymbolIOS? countryCodeIOS? renewalInfoIOS? revocationTypeIOS? bundleOriginalTransactionIdIOS? bundleProductIdIOS? bundleSubscriptionGroupIdIOS? bundleTransactionIdIOS? previousOriginalTransactionIdIOS?',
  PurchaseOfferIOS: 'id type paymentMode',
  RenewalInfoIOS:
    'willAutoRenew autoRenewPreference? jsonRepresentation? expirationReason? gracePeriodExpirationDate? isInBillingRetry? pendingUpgradeProductId? priceIncreaseStatus? renewalDate? renewalOfferId? renewalOfferType? bundleOriginalTransactionId? bundleProductId? bundleSubscriptionGroupId? willUnbundle?',
  PurchaseAndroid:
    'dataAndroid? transactionId? signatureAndroid? autoRenewingAndroid? isAcknowledgedAndroid? packageNameAndroid? developerPayloadAndroid? obfuscatedAccountIdAndroid? obfuscatedProfileIdAndroid? isSuspendedAndroid? pendingPurchaseUpdateAndroid? userIdAmazon? userMarketplaceAmazon?',
  ActiveSubscription:
    'productId isActive expirationDateIOS? autoRenewingAndroid? environmentIOS? daysUntilExpirationIOS? transactionId purchaseToken? transactionDate basePlanIdAndroid? currentPlanId? purchaseTokenAndroid? renewalInfoIOS?',
  SubscriptionStatusIOS: 'state renewalInfo?',
  ProductRequest: 'skus type?',
  PurchaseOptions: 'alsoPublishToEventListenerIOS? onlyIncludeActiveItemsIOS? includeSuspendedAndroid?',
  RequestPurchaseIosProps: 'sku andDangerouslyFinishTransactionAutomatically? appAccountToken? quantity? withOffer? advancedCommerceData?',
  DiscountOfferInputIOS: 'identifier keyIdentifier nonce signature timestamp',
  RequestPurchaseAndroidProps: 'skus obfuscatedAccountId? obfuscatedProfileId? isOfferPersonalized? offerToken? developerBillingOption?',
  RequestSubscriptionAndroidProps: 'purchaseToken? subscriptionOffers? subscriptionProductReplacementParams? originalExternalTransactionId?',
  AndroidSubscriptionOfferInput: 'sku offerToken',
  InitConnectionConfig: 'enableBillingProgramAndroid? billingChoiceScreenTypeAndroid?',
  // "both required on Android": required on Android only, so optional in the type (nullable in the 1.2.3 schema).
  DeepLinkOptions: 'skuAndroid? packageNameAndroid?',
  VerifyPurchaseProps: 'apple? google? horizon?',
  VerifyPurchaseAppleOptions: 'sku',
  VerifyPurchaseGoogleOptions: 'sku packageName purchaseToken accessToken isSub?',
  VerifyPurchaseHorizonOptions: 'sku userId accessToken',
  VerifyPurchaseResultIOS: 'isValid receiptData jwsRepresentation latestTransaction?',
  VerifyPurchaseResultCommon: 'isValid',
  VerifyPurchaseResultHorizon: 'isValid success grantTime?',
  VerifyPurchaseWithProviderProps: 'provider iapkit?',
  VerifyPurchaseWithProviderResult: 'provider iapkit? errors?',
  RequestVerifyPurchaseWithIapkitProps: 'apiKey? baseUrl? includeClientPayload? apple? google? amazon?',
  RequestVerifyPurchaseWithIapkitResult: 'store isValid state productId? clientPayload? environment?',
  RequestVerifyPurchaseWithIapkitAmazonProps: 'userId? receiptId sandbox? expectedProductId?',
  IapkitProductClientPayload: 'format body version updatedAt',
  LaunchExternalLinkParamsAndroid: 'billingProgram launchMode linkType linkUri externalTransactionToken?',
  // From 2.x the link and launch mode are needed only by programs that send the user out of the app.
  DeveloperBillingOptionParamsAndroid: 'billingProgram linkUri? launchMode? externalTransactionToken?',
  DeveloperProvidedBillingDetailsAndroid: 'externalTransactionToken? linkUri? originalExternalTransactionId? products',
  DeveloperProvidedBillingProductAndroid: 'id type offerToken?',
  BillingProgramAvailabilityResultAndroid: 'isAvailable billingProgram choiceScreenType? isExternalLinkAvailable?',
  GetBillingChoiceInfoParamsAndroid: 'billingProgram? playBillingChoiceImageLayout? userLocale?',
  BillingChoiceInfoAndroid: 'playBillingChoiceImageUrl playBillingLoyaltyInfo?',
  BillingProgramInformationDialogParamsAndroid: 'billingProgram? externalTransactionToken',
  InAppMessageParamsAndroid: 'categories?',
  InAppMessageResultAndroid: 'responseCode purchaseToken?',
  SubscriptionPricingTermsIOS: 'billingDisplayPrice billingPeriod billingPlanType billingPrice commitmentInfo subscriptionOffers?',
  SubscriptionCommitmentInfoIOS: 'displayPrice period price',
  TransactionCommitmentInfoIOS: 'billingPeriodNumber commitmentExpiresDate commitmentPrice totalBillingPeriods',
  RenewalCommitmentInfoIOS:
    'commitmentAutoRenewProductId commitmentAutoRenewStatus commitmentRenewalBillingPlanType commitmentRenewalDate commitmentRenewalPrice',
  AdvancedCommerceInfoIOS: 'items requestReferenceId? taxCode? taxExclusivePrice? estimatedTax? taxRate? displayName? description? period?',
  AdvancedCommerceItemIOS: 'details? refunds? revocationDate?',
  PurchaseUpdatedListenerOptions: 'dedupeTransactionIOS?',
  ExternalPurchaseCustomLinkTokenResultIOS: 'token? error?',
  ExternalPurchaseCustomLinkNoticeResultIOS: 'continued error?',
  VerifyPurchaseResultAndroid:
    'isValid autoRenewing betaProduct cancelDate? cancelReason? deferredDate? deferredSku? freeTrialEndDate gracePeriodEndDate parentProductId productId productType purchaseDate quantity receiptId renewalDate term termSku testTransaction',
  AppTransaction:
    'bundleId appVersion originalAppVersion originalPurchaseDate deviceVerification deviceVerificationNonce environment signedDate appId appVersionId preorderDate? appTransactionId? originalPlatform? revocationDate? storeType?',
  UserChoiceBillingDetails: 'externalTransactionToken products originalExternalTransactionId? productDetailsAndroid?',
  PurchaseError: 'code message productId? debugMessage? responseCode? subResponseCodeAndroid? productIds? productType? isEmptyProductList?',
  EventSubscription: 'remove',
  // Declarations of the 1.2.3 schema that the pages' own lists leave out.
  FetchProductsResult: 'products? subscriptions? all?',
  RequestPurchaseResult: 'purchase? purchases?',
  VoidResult: 'success',
  PurchaseInput: 'id productId ids? transactionDate purchaseToken? store? quantity purchaseState isAutoRenewing',
  EntitlementIOS: 'sku transactionId jsonRepresentation',
  RefundResultIOS: 'status message?',
  RequestSubscriptionIosProps:
    'sku andDangerouslyFinishTransactionAutomatically? appAccountToken? quantity? withOffer? advancedCommerceData? winBackOffer? promotionalOfferJWS? compactJWS? billingPlanType?',
  ExternalPurchaseNoticeResultIOS: 'result error? externalPurchaseToken?',
  ExternalPurchaseLinkResultIOS: 'success error?',
};

/**
 * spec/ name → the schema's name for the same declaration, where the two differ. From 1.3.17 the schema has shared
 * `PaymentMode`, `SubscriptionPeriod`, `SubscriptionOffer` and `DiscountOffer` types, so the iOS forms spec/ once
 * gave those names carry the schema's names themselves.
 */
const SCHEMA_NAMES: Record<string, string> = {
  // The published TypeScript spells the schema's JWS as Jws.
  PromotionalOfferJwsInputIOS: 'PromotionalOfferJWSInputIOS',
};

describe('spec model: entities and fields', () => {
  it.each(Object.entries(ENTITIES))('%s has every field with its optionality', (name, fields) => {
    const found = type(name);
    for (const entry of fields.split(' ')) {
      const optional = entry.endsWith('?');
      const fieldName = entry.replace(/\?$/, '');
      const field = found.fields?.find((candidate) => candidate.name === fieldName);
      expect({type: name, field: fieldName, present: Boolean(field)}).toEqual({type: name, field: fieldName, present: true});
      expect({type: name, field: fieldName, optional: field?.optional}).toEqual({type: name, field: fieldName, optional});
    }
  });

  it('marks every field named for a platform with that platform', () => {
    for (const entry of model.types) {
      for (const field of entry.fields ?? []) {
        if (/IOS$/.test(field.name)) expect(`${entry.name}.${field.name}: ${field.platform}`).toBe(`${entry.name}.${field.name}: ios`);
        if (/Android$/.test(field.name)) expect(`${entry.name}.${field.name}: ${field.platform}`).toBe(`${entry.name}.${field.name}: android`);
      }
    }
  });

  it('marks the platform forms of products and purchases as platform-only', () => {
    expect(['ProductIOS', 'PurchaseIOS', 'RenewalInfoIOS', 'SubscriptionStatusIOS'].map((name) => type(name).platform)).toEqual(['ios', 'ios', 'ios', 'ios']);
    expect(['ProductAndroid', 'PurchaseAndroid', 'UserChoiceBillingDetails'].map((name) => type(name).platform)).toEqual(['android', 'android', 'android']);
    expect(type('ProductCommon').platform).toBeUndefined();
  });

  it('gives platform forms the fields of the common form, marked as inherited', () => {
    const productIOS = type('ProductIOS');
    expect(productIOS.extends).toEqual(['ProductCommon']);
    expect(productIOS.fields?.find((field) => field.name === 'displayPrice')?.inheritedFrom).toBe('ProductCommon');
    expect(productIOS.fields?.find((field) => field.name === 'displayNameIOS')?.inheritedFrom).toBeUndefined();
  });
});

describe('spec model: the schema names of declarations spec/ names differently', () => {
  it('carries the @schemaName of each such declaration, and none elsewhere', () => {
    const carried = Object.fromEntries(model.types.filter((entry) => entry.schemaName).map((entry) => [entry.name, entry.schemaName]));
    expect(carried).toEqual(SCHEMA_NAMES);
  });
});

describe('spec model: closed sets of values', () => {
  const values = (name: string) => type(name).members?.map((member) => member.name);

  it.each([
    ['ProductType', ['in-app', 'subs']],
    ['ProductQueryType', ['in-app', 'subs', 'all']],
    ['IapPlatform', ['ios', 'android']],
    ['PaymentModeIOS', ['empty', 'free-trial', 'pay-as-you-go', 'pay-up-front']],
    ['SubscriptionPeriodIOS', ['day', 'week', 'month', 'year', 'empty']],
    ['PaymentMode', ['free-trial', 'pay-as-you-go', 'pay-up-front', 'unknown']],
    ['SubscriptionPeriodUnit', ['day', 'week', 'month', 'year', 'unknown']],
    ['DiscountOfferType', ['introductory', 'promotional', 'one-time']],
    ['IapStore', ['unknown', 'apple', 'google', 'horizon', 'amazon']],
    ['PurchaseState', ['pending', 'purchased', 'unknown']],
    [
      'ProductTypeIOS',
      ['consumable', 'non-consumable', 'auto-renewable-subscription', 'non-renewing-subscription', 'subscription-bundle', 'subscription-suite'],
    ],
    [
      'IapEvent',
      ['PurchaseUpdated', 'PurchaseError', 'PromotedProductIOS', 'UserChoiceBillingAndroid', 'DeveloperProvidedBillingAndroid', 'SubscriptionBillingIssue'],
    ],
    ['BillingProgramAndroid', ['unspecified', 'user-choice-billing', 'external-content-link', 'external-offer', 'external-payments', 'billing-choice']],
    ['SubscriptionBillingPlanTypeIOS', ['unknown', 'monthly', 'up-front']],
  ])('%s is the closed set %j', (name, expected) => {
    expect(values(name)).toEqual(expected);
  });

  it('names the Android replacement modes as strings only: the integers stay with the releases that took them', () => {
    expect(model.types.some((entry) => entry.name === 'ReplacementModeAndroid')).toBe(false);
    expect(values('SubscriptionReplacementModeAndroid')).toContain('with-time-proration');
  });
});

/** The operations of each group, in no particular order. */
const OPERATIONS = {
  common:
    'initConnection endConnection fetchProducts requestPurchase finishTransaction getAvailablePurchases restorePurchases getStorefront getActiveSubscriptions hasActiveSubscriptions deepLinkToSubscriptions verifyPurchase verifyPurchaseWithProvider',
  ios: 'clearTransactionIOS getPromotedProductIOS getPendingTransactionsIOS isEligibleForIntroOfferIOS subscriptionStatusIOS currentEntitlementIOS latestTransactionIOS showManageSubscriptionsIOS beginRefundRequestIOS isTransactionVerifiedIOS getTransactionJwsIOS getReceiptDataIOS syncIOS presentCodeRedemptionSheetIOS getAppTransactionIOS canPresentExternalPurchaseNoticeIOS presentExternalPurchaseNoticeSheetIOS presentExternalPurchaseLinkIOS isEligibleForExternalPurchaseCustomLinkIOS getExternalPurchaseCustomLinkTokenIOS showExternalPurchaseCustomLinkNoticeIOS getAllTransactionsIOS',
  android:
    'acknowledgePurchaseAndroid consumePurchaseAndroid isBillingProgramAvailableAndroid createBillingProgramReportingDetailsAndroid launchExternalLinkAndroid getBillingChoiceInfoAndroid showBillingProgramInformationDialogAndroid showInAppMessagesAndroid openRedeemOfferCodeAndroid',
};

describe('spec model: operations', () => {
  it.each(Object.entries(OPERATIONS))('the %s group has exactly the documented operations', (group, names) => {
    expect(
      model.operations
        .filter((operation) => operation.group === group)
        .map((operation) => operation.name)
        .sort(),
    ).toEqual(names.split(' ').sort());
  });

  it('has the six listeners, each returning a subscription with remove()', () => {
    const listeners = model.operations.filter((operation) => operation.group === 'listeners');
    expect(listeners.map((listener) => listener.name)).toEqual([
      'purchaseUpdatedListener',
      'purchaseErrorListener',
      'promotedProductListenerIOS',
      'userChoiceBillingListenerAndroid',
      'developerProvidedBillingListenerAndroid',
      'subscriptionBillingIssueListener',
    ]);
    for (const listener of listeners) expect(listener.returns.type).toBe('EventSubscription');
  });

  it('types the parameters as documented', () => {
    const signature = (name: string) => model.operations.find((operation) => operation.name === name)?.signature;
    expect(signature('initConnection')).toBe('initConnection(config?: InitConnectionConfig): Promise<boolean>');
    expect(signature('endConnection')).toBe('endConnection(): Promise<boolean>');
    expect(signature('finishTransaction')).toBe('finishTransaction(args: {purchase: Purchase; isConsumable?: boolean}): Promise<void>');
    expect(signature('getAvailablePurchases')).toMatch(/^getAvailablePurchases\(options\?: PurchaseOptions\)/);
    expect(signature('deepLinkToSubscriptions')).toMatch(/\(options\?: DeepLinkOptions\)/);
    expect(signature('verifyPurchase')).toBe('verifyPurchase(options: VerifyPurchaseProps): Promise<VerifyPurchaseResult>');
    expect(signature('presentCodeRedemptionSheetIOS')).toBe('presentCodeRedemptionSheetIOS(): Promise<PurchaseIOS | null>');
    expect(signature('isEligibleForIntroOfferIOS')).toMatch(/\(groupID: string\)/);
    expect(signature('purchaseUpdatedListener')).toMatch(/, options\?: PurchaseUpdatedListenerOptions\): EventSubscription$/);
    expect(signature('createBillingProgramReportingDetailsAndroid')).toMatch(
      /\(args: \{program: BillingProgramAndroid; developerBillingType\?: DeveloperBillingTypeAndroid\}\)/,
    );
    expect(signature('getBillingChoiceInfoAndroid')).toBe(
      'getBillingChoiceInfoAndroid(params: GetBillingChoiceInfoParamsAndroid): Promise<BillingChoiceInfoAndroid>',
    );
  });

  it('gives every operation one of the site categories, iOS and Android operations their platform', () => {
    for (const operation of model.operations) {
      if (operation.group === 'ios') expect([operation.name, operation.category, operation.platform]).toEqual([operation.name, 'iOS APIs', 'ios']);
      if (operation.group === 'android') expect([operation.name, operation.category, operation.platform]).toEqual([operation.name, 'Android APIs', 'android']);
    }
    expect(model.operations.find((operation) => operation.name === 'getStorefront')?.category).toBe('Storefront');
  });

  it('gives the expected anchors for the APIs page', () => {
    const anchors = new Set(model.operations.map((operation) => operation.anchor));
    for (const anchor of [
      'init-connection',
      'fetch-products',
      'request-purchase',
      'finish-transaction',
      'end-connection',
      'get-storefront',
      'get-promoted-product-ios',
      'is-billing-program-available-android',
    ]) {
      expect(anchors).toContain(anchor);
    }
  });

  it('has no operation that 3.2.1 removed', () => {
    const names = model.operations.map((operation) => operation.name);
    for (const removed of [
      'validateReceipt',
      'validateReceiptIOS',
      'getStorefrontIOS',
      'requestPurchaseOnPromotedProductIOS',
      'checkAlternativeBillingAvailabilityAndroid',
    ]) {
      expect(names).not.toContain(removed);
    }
  });

  it('release 2.4.4 marked the alternative-billing steps deprecated, each naming the billing-program call that replaces it', () => {
    // 3.2.1 removed them; the frozen model of 2.4.4 keeps what that release said.
    const frozen = loadModelForVersion(path.resolve(__dirname, '../..'), '2.4.4');
    const deprecation = (name: string) => frozen.operations.find((operation) => operation.name === name)?.deprecated;
    expect(deprecation('checkAlternativeBillingAvailabilityAndroid')).toMatch(/isBillingProgramAvailableAndroid/);
    expect(deprecation('showAlternativeBillingDialogAndroid')).toMatch(/launchExternalLinkAndroid/);
    expect(deprecation('createAlternativeBillingTokenAndroid')).toMatch(/createBillingProgramReportingDetailsAndroid/);
    expect(deprecation('isBillingProgramAvailableAndroid')).toBeUndefined();
  });
});

/** The error codes, in the order the ErrorCode enum declares them. */
const ERROR_CODES =
  'Unknown UserCancelled UserError ItemUnavailable RemoteError NetworkError ServiceError PurchaseVerificationFailed PurchaseVerificationFinished PurchaseVerificationFinishFailed NotPrepared NotEnded AlreadyOwned DeveloperError BillingResponseJsonParseError DeferredPayment Interrupted IapNotAvailable PurchaseError SyncError TransactionValidationFailed ActivityUnavailable AlreadyPrepared Pending ConnectionClosed InitConnection ServiceDisconnected ServiceTimeout QueryProduct SkuNotFound SkuOfferMismatch ItemNotOwned BillingUnavailable FeatureNotSupported EmptySkuList DuplicatePurchase';

describe('spec model: error codes', () => {
  it('has the 36 codes in order, each with the value the published types give it', () => {
    expect(model.errorCodes.map((code) => code.name)).toEqual(ERROR_CODES.split(' '));
    for (const code of model.errorCodes) expect(code.code).toMatch(/^[a-z]+(-[a-z]+)*$/);
    expect(model.errorCodes.find((code) => code.name === 'UserCancelled')).toMatchObject({code: 'user-cancelled', anchor: 'e-user-cancelled'});
  });

  it("carries an error code's deprecation and what replaces it", () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'spec-copy-'));
    cpSync(specDir, dir, {recursive: true});
    const file = path.join(dir, 'errors.ts');
    const summary = '  /** The store service failed or is temporarily unavailable. Retry with a linearly growing pause. */\n';
    const text = readFileSync(file, 'utf8');
    expect(text).toContain(summary);
    writeFileSync(file, text.replace(summary, '  /**\n   * The store service failed.\n   *\n   * @deprecated Use `NetworkError`.\n   */\n'));
    const deprecation = (codes: SpecModel['errorCodes'], name: string) => codes.find((code) => code.name === name)?.deprecated;
    expect(deprecation(extractSpecModel(dir).errorCodes, 'ServiceError')).toMatch(/Use `?NetworkError/);
    expect(deprecation(extractSpecModel(dir).errorCodes, 'NetworkError')).toBeUndefined();
    expect(deprecation(model.errorCodes, 'ServiceError')).toBeUndefined();
  });

  it('carries the documented retry strategies', () => {
    const retry = (name: string) => model.errorCodes.find((code) => code.name === name)?.retry;
    expect(retry('NetworkError')).toEqual({kind: 'exponential', description: expect.stringContaining('2^n seconds')});
    expect(retry('ServiceError')).toEqual({kind: 'linear', description: expect.stringContaining('n × 5 seconds')});
    expect(retry('RemoteError')).toEqual({kind: 'fixed', description: expect.stringContaining('10 seconds')});
    expect(retry('ConnectionClosed')?.kind).toBe('reinitialize');
    expect(retry('SyncError')?.kind).toBe('exponential');
    expect(
      model.errorCodes
        .filter((code) => code.retry)
        .map((code) => code.name)
        .sort(),
    ).toEqual(['ConnectionClosed', 'NetworkError', 'RemoteError', 'ServiceError', 'SyncError']);
  });

  it('carries a recommended handling for the six documented codes', () => {
    expect(
      model.errorCodes
        .filter((code) => code.handling)
        .map((code) => code.name)
        .sort(),
    ).toEqual(['AlreadyOwned', 'DeferredPayment', 'ItemUnavailable', 'NetworkError', 'NotPrepared', 'UserCancelled']);
  });

  it('maps the store errors as the 3.2.1 modules do: every SKError code 0-14, StoreKit 2 errors and Play Billing response codes', () => {
    const rows = (source: keyof SpecModel['nativeErrors']['maps']) => model.nativeErrors.maps[source].map((row) => [row.code ?? row.name, row.errorCode]);
    expect(rows('skError').map(([code]) => code)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(rows('skError')[2]).toEqual([2, 'UserCancelled']);
    expect(rows('storeKitError')).toContainEqual(['notEntitled', 'ItemNotOwned']);
    expect(rows('billingResponseCode')).toEqual([
      [-3, 'ServiceTimeout'],
      [-2, 'FeatureNotSupported'],
      [-1, 'ServiceDisconnected'],
      [1, 'UserCancelled'],
      [2, 'ServiceError'],
      [3, 'BillingUnavailable'],
      [4, 'ItemUnavailable'],
      [5, 'DeveloperError'],
      [6, 'ServiceError'],
      [7, 'AlreadyOwned'],
      [8, 'ItemNotOwned'],
      [12, 'NetworkError'],
    ]);
    expect(model.nativeErrors.fallback).toEqual({android: 'Unknown', ios: 'PurchaseError'});
  });
});

describe('spec model: constants', () => {
  it('evaluates the constants the pages print', () => {
    expect(model.constants).toMatchObject({
      androidAcknowledgeWindowDays: 3,
      externalTokenReportHours: 24,
      externalPurchaseLinksSinceGql: '1.0.10',
      externalPurchaseLinkLimits: {maxUrlLength: 1000},
      horizonDevices: ['Quest 2', 'Quest 3', 'Quest Pro'],
    });
  });
});

describe('spec model: a build artefact', () => {
  it('is identical however many times it is built', () => {
    const again = extractSpecModel(specDir);
    expect(JSON.stringify(again)).toBe(JSON.stringify(model));
  });

  it('is plain JSON data', () => {
    expect(JSON.parse(JSON.stringify(model))).toEqual(model);
  });

  it('comes from every spec module, the modules being the files of spec/; a module without types holds constants', () => {
    const withTypes = new Set(model.types.map((type) => type.module));
    for (const module of withTypes) expect(specModuleNames(specDir)).toContain(module);
    for (const module of specModuleNames(specDir).filter((name) => !withTypes.has(name))) {
      const text = readFileSync(path.join(specDir, `${module}.ts`), 'utf8');
      expect({module, constants: /^export const /m.test(text)}).toEqual({module, constants: true});
    }
  });

  it("has every module re-exported by spec/index.ts, which the site's own code imports the spec from", () => {
    const index = readFileSync(path.join(specDir, 'index.ts'), 'utf8');
    const reexported = [...index.matchAll(/^export \* from '\.\/([\w-]+)';$/gm)].map((match) => match[1]).sort();
    expect(reexported).toEqual(specModuleNames(specDir));
  });

  it('makes anchors the way the pages link them', () => {
    expect(toAnchor('getPromotedProductIOS')).toBe('get-promoted-product-ios');
    expect(toAnchor('checkAlternativeBillingAvailabilityAndroid')).toBe('check-alternative-billing-availability-android');
    expect(toAnchor('getTransactionJwsIOS')).toBe('get-transaction-jws-ios');
  });
});

describe('spec model: a spec that breaks the rules stops the build with a clear message', () => {
  function brokenCopy(file: string, edit: (text: string) => string): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'spec-copy-'));
    cpSync(specDir, dir, {recursive: true});
    const target = path.join(dir, file);
    writeFileSync(target, edit(readFileSync(target, 'utf8')));
    return dir;
  }

  it('names the file and the declaration that has no TSDoc', () => {
    const dir = brokenCopy('horizon.ts', (text) => `${text}\nexport interface Undocumented { value: string }\n`);
    expect(() => extractSpecModel(dir)).toThrow(/spec\/horizon\.ts: Undocumented has no TSDoc summary/);
  });

  it('names the declaration whose TSDoc swallowed an unclosed comment above it', () => {
    const dir = brokenCopy('horizon.ts', (text) => `${text}\n/**\n\n/**\n * Left half-written.\n */\nexport interface HalfWritten { value: string }\n`);
    expect(() => extractSpecModel(dir)).toThrow(/spec\/horizon\.ts: HalfWritten: its TSDoc summary contains "\/\*\*"/);
  });

  it('names the frozen model, and the place in it, whose summary swallowed an unclosed comment', () => {
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'frozen-')), '_spec-model.json');
    const type = {name: 'ProductIOS', kind: 'interface', module: 'products', summary: '/** A product.', fields: []};
    writeFileSync(file, JSON.stringify({schema: 2, types: [type], operations: [], errorCodes: [], nativeErrors: {maps: {}}}));
    expect(() => readSnapshot(file)).toThrow(/_spec-model\.json: the summary at types\[0\] \(ProductIOS\)\.summary contains "\/\*\*"/);
    writeFileSync(file, JSON.stringify({schema: 2, types: [{...type, summary: 'A product.'}], operations: [], errorCodes: [], nativeErrors: {maps: {}}}));
    expect(readSnapshot(file).types[0].summary).toBe('A product.');
  });

  it('names the operation whose @category is not a site category', () => {
    const dir = brokenCopy('operations.ts', (text) => text.replace('@category Connection Management', '@category Connections'));
    expect(() => extractSpecModel(dir)).toThrow(/spec\/operations\.ts: CommonOperations\.initConnection: @category must be one of .* not "Connections"/);
  });

  it('names a @throws that is not an error code', () => {
    const dir = brokenCopy('operations.ts', (text) => text.replace('@throws NotPrepared -', '@throws NoSuchCode -'));
    expect(() => extractSpecModel(dir)).toThrow(/@throws names "NoSuchCode"/);
  });

  it('names a @schemaName that is not one GraphQL name', () => {
    const dir = brokenCopy('requests.ts', (text) => text.replace('@schemaName PromotionalOfferJWSInputIOS', '@schemaName Promotional Offer'));
    expect(() => extractSpecModel(dir)).toThrow(
      /spec\/requests\.ts: PromotionalOfferJwsInputIOS: @schemaName must be one GraphQL name .* not "Promotional Offer"/,
    );
  });

  it("refuses a @schemaName that repeats the declaration's own name", () => {
    const dir = brokenCopy('requests.ts', (text) => text.replace('@schemaName PromotionalOfferJWSInputIOS', '@schemaName PromotionalOfferJwsInputIOS'));
    expect(() => extractSpecModel(dir)).toThrow(/PromotionalOfferJwsInputIOS: @schemaName repeats its own name/);
  });

  it('checks spec/ with the compiler options of spec/tsconfig.json', () => {
    const dir = brokenCopy('tsconfig.json', (text) => text.replace('"strict": true,', '"strict": true,\n    "noUnusedLocals": true,'));
    writeFileSync(path.join(dir, 'common.ts'), `${readFileSync(path.join(dir, 'common.ts'), 'utf8')}\nconst unusedLocal = 1;\n`);
    expect(() => extractSpecModel(dir)).toThrow(/does not type-check:[\s\S]*unusedLocal/);
  });

  it('names spec/tsconfig.json when it cannot be read', () => {
    const dir = brokenCopy('tsconfig.json', (text) => text.replace('"strict": true,', '"strict": true,,'));
    expect(() => extractSpecModel(dir)).toThrow(/tsconfig\.json: /);
  });

  it('refuses a spec that does not type-check', () => {
    const dir = brokenCopy('common.ts', (text) => `${text}\n/** Broken. */\nexport const broken: number = 'text';\n`);
    expect(() => extractSpecModel(dir)).toThrow(SpecModelError);
    expect(() => extractSpecModel(dir)).toThrow(/does not type-check/);
  });
});

describe('the reference pages cover the whole spec', () => {
  const page = (name: string) => readFileSync(path.join(root, 'docs', `${name}.mdx`), 'utf8');

  it('documents every operation exactly once, on the APIs page or the Events page', () => {
    const apis = page('apis');
    const events = page('events');
    const covered: string[] = [];
    for (const match of apis.matchAll(/<Operations\s+([^/]*)\/>/g)) {
      const attributes = Object.fromEntries([...match[1].matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
      covered.push(...selectOperations(model.operations, attributes).map((operation) => operation.name));
    }
    for (const match of events.matchAll(/<Operation of="(\w+)"/g)) covered.push(match[1]);
    expect(covered.sort()).toEqual(model.operations.map((operation) => operation.name).sort());
  });

  it('shows a table for every data type on the Types, Events or Errors page', () => {
    const text = ['types', 'events', 'errors'].map(page).join('\n');
    const shown = new Set([...text.matchAll(/<TypeTable of="(\w+)"/g)].map((match) => match[1]));
    // Operation interfaces are the APIs page; ErrorCode and its data types are the Errors page's generated tables.
    const elsewhere = new Set([
      'CommonOperations',
      'IosOperations',
      'AndroidOperations',
      'EventListeners',
      'OpenIap',
      'ErrorCode',
      'RetryStrategy',
      'ExponentialRetryStrategy',
      'LinearRetryStrategy',
      'FixedRetryStrategy',
      'ReinitializeRetryStrategy',
      'NativeErrorMappingEntry',
      'IapEventListener',
    ]);
    const missing = model.types.map((entry) => entry.name).filter((name) => !shown.has(name) && !elsewhere.has(name));
    expect(missing).toEqual([]);
  });
});
