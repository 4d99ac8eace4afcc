/**
 * Paying outside the store: Android alternative billing (user choice) and
 * iOS external purchase links, with the limits that apply to them.
 *
 * @packageDocumentation
 */

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
}

/**
 * What the user did on the iOS external purchase notice sheet.
 *
 * @remarks
 * `'continue'` means the user chose to go on to the external purchase, so the
 * app may present the link next; `'dismissed'` means they backed out.
 *
 * The schema's enum writes the values `Continue` and `Dismissed`.
 *
 * @schemaName ExternalPurchaseNoticeAction
 * @since 1.0.10
 * @platform ios
 */
export type ExternalPurchaseNoticeActionIOS = 'continue' | 'dismissed';

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
  result: ExternalPurchaseNoticeActionIOS;
  /**
   * An error message, when the call failed.
   *
   * @platform ios
   */
  error?: string;
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
 * Info.plist keys that configure iOS external purchases.
 *
 * @remarks
 * - `SKExternalPurchase`: the countries (lowercase ISO 3166-1 alpha-2) where
 *   external purchases are offered. Needs iOS 15.4 or later.
 * - `SKExternalPurchaseLink`: one link per country.
 * - `SKExternalPurchaseMultiLink`: several links per country, for apps that
 *   qualify. Needs iOS 17.5 or later.
 * - `SKExternalPurchaseCustomLinkRegions`: regions allowed to use custom
 *   links. Needs iOS 18.1 or later.
 * - `SKExternalPurchaseLinkStreamingRegions`: regions for the music
 *   streaming link allowance. Needs iOS 18.2 or later.
 *
 * @platform ios
 */
export type ExternalPurchaseInfoPlistKey =
  | 'SKExternalPurchase'
  | 'SKExternalPurchaseLink'
  | 'SKExternalPurchaseMultiLink'
  | 'SKExternalPurchaseCustomLinkRegions'
  | 'SKExternalPurchaseLinkStreamingRegions';

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
  /** The dedicated external purchase notice and link APIs. */
  externalPurchaseApis: '18.2',
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
