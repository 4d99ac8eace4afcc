/**
 * Paying outside the store: Android alternative billing (user choice) and
 * iOS external purchase links, with the limits that apply to them.
 *
 * @packageDocumentation
 */

import type {ProductType} from './common';

/**
 * What the app receives when the user picks the app's own billing in user-choice mode.
 *
 * @remarks
 * The app processes the payment itself and its backend reports
 * `externalTransactionToken` to Google Play within 24 hours. If the user
 * picks Google Play instead, a normal purchase-updated event fires.
 *
 * @platform android
 */
export interface UserChoiceBillingDetails {
  /**
   * The token that identifies the external transaction when reporting it to Google Play.
   *
   * @platform android
   */
  externalTransactionToken: string;
  /**
   * The product identifiers the user chose to pay for outside Google Play.
   *
   * @platform android
   */
  products: string[];
  /**
   * The external transaction id of the subscription being replaced, when the user changes a plan first bought through the developer's billing.
   *
   * @platform android
   */
  originalExternalTransactionId?: string;
  /**
   * The chosen products with their type and offer token; older payloads may leave it out, so fall back to `products`.
   *
   * @platform android
   */
  productDetailsAndroid?: DeveloperProvidedBillingProductAndroid[];
}

/**
 * What the user did on the iOS external purchase notice sheet. Earlier docs called it
 * ExternalPurchaseNoticeActionIOS.
 *
 * @remarks
 * `'continue'` means the user chose to go on to the external purchase, so the
 * app may present the link next; `'dismissed'` means they backed out.
 *
 * The schema's enum writes the values `Continue` and `Dismissed`.
 * @since 1.0.10
 * @platform ios
 */
export type ExternalPurchaseNoticeAction = 'continue' | 'dismissed';

/**
 * The outcome of showing the iOS external purchase notice sheet.
 *
 * @since 1.0.10
 * @platform ios
 */
export interface ExternalPurchaseNoticeResultIOS {
  /**
   * Whether the user continued or backed out.
   *
   * @platform ios
   */
  result: ExternalPurchaseNoticeAction;
  /**
   * An error message, when the call failed.
   *
   * @platform ios
   */
  error?: string;
  /**
   * The token of the external purchase, when the user continued and the system issued one.
   *
   * @platform ios
   */
  externalPurchaseToken?: string;
}

/**
 * The outcome of presenting an iOS external purchase link.
 *
 * @remarks
 * The payment is handled by the developer's backend: no App Store
 * transaction is created and no purchase-updated event fires.
 *
 * @since 1.0.10
 * @platform ios
 */
export interface ExternalPurchaseLinkResultIOS {
  /**
   * Whether the user completed the external purchase flow.
   *
   * @platform ios
   */
  success: boolean;
  /**
   * An error message, when the call failed.
   *
   * @platform ios
   */
  error?: string;
}

/**
 * Limits on iOS external purchase links.
 *
 * @remarks
 * A link must also use HTTPS, be an absolute URL without query parameters
 * and match the link declared in the app binary.
 *
 * @platform ios
 */
export const externalPurchaseLinkLimits = {
  /** The longest allowed link, in ASCII characters. */
  maxUrlLength: 1000,
  /** Links allowed per country for most apps. */
  linksPerCountry: 1,
  /** Links allowed per country for qualifying music streaming apps. */
  linksPerCountryMusicStreaming: 5,
} as const;

/**
 * The regions where iOS external purchases are offered.
 *
 * @platform ios
 */
export const externalPurchaseRegions = ['European Union', 'South Korea'] as const;

/**
 * The oldest iOS version each StoreKit capability used by the specification needs.
 *
 * @remarks
 * External purchases in general need iOS 15.4; presenting an external
 * purchase link needs iOS 16.0.
 *
 * @platform ios
 */
export const minimumIOSVersions = {
  /** External purchases in general. */
  externalPurchase: '15.4',
  /** Presenting an external purchase link. */
  externalPurchaseLink: '16.0',
  /** Reading the app transaction. */
  appTransaction: '16.0',
  /** Several external links per country. */
  multiLink: '17.5',
  /** Custom link regions. */
  customLinkRegions: '18.1',
  /** The external purchase notice sheet (checking for it and presenting it). */
  externalPurchaseApis: '17.4',
  /** Link streaming regions. */
  streamingRegions: '18.2',
  /** The extra app transaction fields (`appTransactionId`, `originalPlatform`). */
  appTransactionExtendedFields: '18.4',
} as const;

/**
 * The schema (gql) version from which external purchase links are part of the specification.
 *
 * @since 1.0.10
 */
export const externalPurchaseLinksSinceGql = '1.0.10';

/**
 * The kind of token to request for a custom external purchase link.
 *
 * @remarks
 * The schema's enum writes the values `Acquisition` and `Services`.
 *
 * @platform ios
 */
export type ExternalPurchaseCustomLinkTokenTypeIOS = 'acquisition' | 'services';

/**
 * The kind of notice to show before a custom external purchase link.
 *
 * @remarks
 * The schema's enum writes the one value `Browser`.
 *
 * @platform ios
 */
export type ExternalPurchaseCustomLinkNoticeTypeIOS = 'browser';

/**
 * The outcome of showing the custom link notice.
 *
 * @platform ios
 */
export interface ExternalPurchaseCustomLinkNoticeResultIOS {
  /**
   * Whether the user chose to continue.
   *
   * @platform ios
   */
  continued: boolean;
  /**
   * What went wrong, when the notice could not be shown.
   *
   * @platform ios
   */
  error?: string;
}

/**
 * The outcome of requesting a custom link token.
 *
 * @platform ios
 */
export interface ExternalPurchaseCustomLinkTokenResultIOS {
  /**
   * The token, when one was issued.
   *
   * @platform ios
   */
  token?: string;
  /**
   * What went wrong, when no token was issued.
   *
   * @platform ios
   */
  error?: string;
}

/**
 * The Google Play billing programs an app can take part in.
 *
 * @remarks
 * The values are the schema's: `UNSPECIFIED`, `USER_CHOICE_BILLING`,
 * `EXTERNAL_CONTENT_LINK`, `EXTERNAL_OFFER`, `EXTERNAL_PAYMENTS` and
 * `BILLING_CHOICE`. Billing Choice puts Google Play's billing beside the
 * developer's own, in the app or through a web link; it needs Play Billing
 * Library 9.1 or later.
 *
 * @platform android
 */
export type BillingProgramAndroid = 'unspecified' | 'user-choice-billing' | 'external-content-link' | 'external-offer' | 'external-payments' | 'billing-choice';

/**
 * Who draws the Billing Choice screen: Google Play, or the app itself.
 *
 * @remarks
 * The values are the schema's: `UNSPECIFIED`, `DEVELOPER_RENDERED` and
 * `GOOGLE_RENDERED`. The renderer is chosen in the Play Console; the app
 * passes the same one to `initConnection`.
 *
 * @platform android
 */
export type BillingChoiceScreenTypeAndroid = 'unspecified' | 'developer-rendered' | 'google-rendered';

/**
 * The shape of the Google Play image an app shows on its own Billing Choice screen.
 *
 * @remarks
 * The values are the schema's: `RECTANGULAR_FOUR_BY_ONE`,
 * `RECTANGULAR_THREE_BY_ONE` and `RECTANGULAR_TWO_BY_TWO`.
 *
 * @platform android
 */
export type BillingChoiceImageLayoutAndroid = 'rectangular-four-by-one' | 'rectangular-three-by-one' | 'rectangular-two-by-two';

/**
 * The parameters of `getBillingChoiceInfoAndroid`.
 *
 * @platform android
 */
export interface GetBillingChoiceInfoParamsAndroid {
  /**
   * The billing program; only `BILLING_CHOICE` is accepted.
   *
   * @platform android
   */
  billingProgram?: BillingProgramAndroid;
  /**
   * The image shape the app's screen has room for.
   *
   * @platform android
   */
  playBillingChoiceImageLayout?: BillingChoiceImageLayoutAndroid;
  /**
   * A BCP 47 language tag for the texts; the user's own locale when omitted.
   *
   * @platform android
   */
  userLocale?: string;
}

/**
 * What an app needs to draw Google Play's option on its own Billing Choice screen.
 *
 * @platform android
 */
export interface BillingChoiceInfoAndroid {
  /**
   * The address of Google Play's image, in the requested shape.
   *
   * @platform android
   */
  playBillingChoiceImageUrl: string;
  /**
   * The user's Google Play loyalty text, when there is one.
   *
   * @platform android
   */
  playBillingLoyaltyInfo?: string;
}

/**
 * How the developer's own billing reaches the user, for the reporting details of a billing program.
 *
 * @remarks
 * The values are the schema's: `DEVELOPER_BILLING_TYPE_UNSPECIFIED`,
 * `IN_APP` (the app's own payment screen) and `EXTERNAL_LINK` (a web page).
 *
 * @platform android
 */
export type DeveloperBillingTypeAndroid = 'developer-billing-type-unspecified' | 'in-app' | 'external-link';

/**
 * The parameters of `showBillingProgramInformationDialogAndroid`.
 *
 * @platform android
 */
export interface BillingProgramInformationDialogParamsAndroid {
  /**
   * The billing program; only `BILLING_CHOICE` is accepted.
   *
   * @platform android
   */
  billingProgram?: BillingProgramAndroid;
  /**
   * The token from `createBillingProgramReportingDetailsAndroid` for this choice.
   *
   * @platform android
   */
  externalTransactionToken: string;
}

/**
 * The kinds of Google Play in-app message an app may let through.
 *
 * @remarks
 * The values are the schema's: `UNKNOWN_IN_APP_MESSAGE_CATEGORY_ID` and
 * `TRANSACTIONAL` (billing messages such as a declined payment).
 *
 * @platform android
 */
export type InAppMessageCategoryAndroid = 'unknown-in-app-message-category-id' | 'transactional';

/**
 * The parameters of `showInAppMessagesAndroid`.
 *
 * @platform android
 */
export interface InAppMessageParamsAndroid {
  /**
   * The kinds of message to show; transactional messages when omitted.
   *
   * @platform android
   */
  categories?: InAppMessageCategoryAndroid[];
}

/**
 * How Google Play's in-app messages ended.
 *
 * @remarks
 * The values are the schema's: `NO_ACTION_NEEDED` and
 * `SUBSCRIPTION_STATUS_UPDATED` (check the purchase again).
 *
 * @platform android
 */
export type InAppMessageResponseCodeAndroid = 'no-action-needed' | 'subscription-status-updated';

/**
 * The outcome of `showInAppMessagesAndroid`.
 *
 * @platform android
 */
export interface InAppMessageResultAndroid {
  /**
   * Whether the app has anything to do.
   *
   * @platform android
   */
  responseCode: InAppMessageResponseCodeAndroid;
  /**
   * The purchase token of the subscription whose status changed, when one did.
   *
   * @platform android
   */
  purchaseToken?: string;
}

/**
 * A product the user chose to pay for with the developer's billing.
 *
 * @platform android
 */
export interface DeveloperProvidedBillingProductAndroid {
  /**
   * The product identifier.
   *
   * @platform android
   */
  id: string;
  /**
   * Whether it is a one-time product or a subscription.
   *
   * @platform android
   */
  type: ProductType;
  /**
   * The subscription offer token, for a subscription.
   *
   * @platform android
   */
  offerToken?: string;
}

/**
 * Who opens an external link: the billing library, or the app itself.
 *
 * @remarks
 * The values are the schema's: `UNSPECIFIED`, `LAUNCH_IN_EXTERNAL_BROWSER_OR_APP` and `CALLER_WILL_LAUNCH_LINK`.
 *
 * @platform android
 */
export type ExternalLinkLaunchModeAndroid = 'unspecified' | 'launch-in-external-browser-or-app' | 'caller-will-launch-link';

/**
 * What an external link leads to.
 *
 * @remarks
 * The values are the schema's: `UNSPECIFIED`, `LINK_TO_DIGITAL_CONTENT_OFFER` and `LINK_TO_APP_DOWNLOAD`.
 *
 * @platform android
 */
export type ExternalLinkTypeAndroid = 'unspecified' | 'link-to-digital-content-offer' | 'link-to-app-download';

/**
 * The parameters of `launchExternalLinkAndroid`.
 *
 * @platform android
 */
export interface LaunchExternalLinkParamsAndroid {
  /**
   * The billing program the link belongs to.
   *
   * @platform android
   */
  billingProgram: BillingProgramAndroid;
  /**
   * Who opens the link.
   *
   * @platform android
   */
  launchMode: ExternalLinkLaunchModeAndroid;
  /**
   * What the link leads to.
   *
   * @platform android
   */
  linkType: ExternalLinkTypeAndroid;
  /**
   * The address to open.
   *
   * @platform android
   */
  linkUri: string;
  /**
   * The token of a Billing Choice link drawn by the app, from `createBillingProgramReportingDetailsAndroid`.
   *
   * @platform android
   */
  externalTransactionToken?: string;
}

/**
 * What the app reports to Google Play for a transaction made under a billing program.
 *
 * @platform android
 */
export interface BillingProgramReportingDetailsAndroid {
  /**
   * The billing program of the transaction.
   *
   * @platform android
   */
  billingProgram: BillingProgramAndroid;
  /**
   * The token to report to Google Play.
   *
   * @platform android
   */
  externalTransactionToken: string;
}

/**
 * Whether a billing program can be used by this user and app.
 *
 * @platform android
 */
export interface BillingProgramAvailabilityResultAndroid {
  /**
   * Whether the program is available.
   *
   * @platform android
   */
  isAvailable: boolean;
  /**
   * The program that was checked.
   *
   * @platform android
   */
  billingProgram: BillingProgramAndroid;
  /**
   * Who draws the Billing Choice screen; set only for an available `BILLING_CHOICE`.
   *
   * @platform android
   */
  choiceScreenType?: BillingChoiceScreenTypeAndroid;
  /**
   * Whether Billing Choice may send the user to a web page to pay; set only for an available `BILLING_CHOICE`.
   *
   * @platform android
   */
  isExternalLinkAvailable?: boolean;
}

/**
 * Who opens the developer's billing page.
 *
 * @remarks
 * The values are the schema's: `UNSPECIFIED`, `LAUNCH_IN_EXTERNAL_BROWSER_OR_APP` and `CALLER_WILL_LAUNCH_LINK`.
 *
 * @platform android
 */
export type DeveloperBillingLaunchModeAndroid = 'unspecified' | 'launch-in-external-browser-or-app' | 'caller-will-launch-link';

/**
 * Offers the developer's own billing during a purchase, under a billing program.
 *
 * @platform android
 */
export interface DeveloperBillingOptionParamsAndroid {
  /**
   * The billing program used: `EXTERNAL_PAYMENTS` or `BILLING_CHOICE`.
   *
   * @platform android
   */
  billingProgram: BillingProgramAndroid;
  /**
   * The developer's billing page; needed only when the program sends the user out of the app.
   *
   * @platform android
   */
  linkUri?: string;
  /**
   * Who opens the page; needed only when the program sends the user out of the app.
   *
   * @platform android
   */
  launchMode?: DeveloperBillingLaunchModeAndroid;
  /**
   * A token made beforehand for a Billing Choice web link; leave it out to receive one with the event.
   *
   * @platform android
   */
  externalTransactionToken?: string;
}

/**
 * Delivered when the user picks the developer's billing during a purchase.
 *
 * @platform android
 */
export interface DeveloperProvidedBillingDetailsAndroid {
  /**
   * The token to report to Google Play for this transaction; some programs, such as external payments, give none.
   *
   * @platform android
   */
  externalTransactionToken?: string;
  /**
   * The page to open for a Billing Choice web link, when Google Play gives one.
   *
   * @platform android
   */
  linkUri?: string;
  /**
   * The external transaction id of the subscription being replaced, when the user changes a plan first bought through the developer's billing.
   *
   * @platform android
   */
  originalExternalTransactionId?: string;
  /**
   * The products the user chose to pay for.
   *
   * @platform android
   */
  products: DeveloperProvidedBillingProductAndroid[];
}

/**
 * A finer reason Google Play gives with some billing results.
 *
 * @remarks
 * The values are the schema's: `NO_APPLICABLE_SUB_RESPONSE_CODE`,
 * `PAYMENT_DECLINED_DUE_TO_INSUFFICIENT_FUNDS` and `USER_INELIGIBLE`.
 *
 * @platform android
 */
export type SubResponseCodeAndroid = 'no-applicable-sub-response-code' | 'payment-declined-due-to-insufficient-funds' | 'user-ineligible';

/**
 * The result code and message of a Google Play Billing call.
 *
 * @platform android
 */
export interface BillingResultAndroid {
  /**
   * The response code.
   *
   * @platform android
   */
  responseCode: number;
  /**
   * A message for developers, when there is one.
   *
   * @platform android
   */
  debugMessage?: string;
  /**
   * The finer reason, when there is one.
   *
   * @platform android
   */
  subResponseCode?: SubResponseCodeAndroid;
}
