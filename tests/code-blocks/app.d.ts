/**
 * The app's own code that the docs' examples call and that the prose says the reader provides (a backend call, a
 * screen of the app). Declared once here for every docs version, so it names only the release types every release has.
 * The library itself is not declared here: tests/code-blocks/check.ts writes it from each release's file.
 */
import type {Purchase} from 'your-openiap-library';

declare global {
  /** Your backend checks the purchase with the store. */
  function verifyOnServer(purchase: Purchase): Promise<boolean>;
  function validateAndDeliver(purchase: Purchase): Promise<void>;
  function grantEntitlement(purchase: Purchase): Promise<void>;
  function deliverCoins(purchase: Purchase): Promise<void>;
  function unlockPremium(): Promise<void>;
  function refreshEntitlementsFromServer(): Promise<void>;
  function refreshSubscription(purchaseToken: string): Promise<void>;
  const myServer: {
    verify(purchase: Purchase): Promise<boolean>;
    grant(productId: string, purchaseId: string): Promise<void>;
  };
  function sendToServer(body: Record<string, string>): Promise<void>;
  /** Your backend reports an external transaction token to Google Play. */
  function reportToBackend(report: {token: string}): Promise<{onTime: boolean}>;
  function reportTokenFromBackend(token: string, productIds?: string[]): Promise<void>;
  /** Your own checkout, for the products or product IDs the user chose. */
  function chargeWithYourPaymentSystem(what?: string | string[]): Promise<{ok: boolean; id: string}>;
  function chargeWithOwnBilling(productIds: string[]): Promise<boolean>;
  function buyWithGooglePlay(sku: string): Promise<void>;
  function isConsumableProduct(productId: string): boolean;
  function loadPendingChange(userId: string): Promise<{newSku: string; effectiveDate: number} | null>;

  function showMessage(message: string): void;
  function showError(message: string): void;
  function showPaywallFor(productId: string): void;
  function showRenewalReminder(productId: string): void;
  function showPaymentProblemBanner(productId: string): void;
  function showCustomLinkButton(): void;
  function showChoiceScreen(content: {googlePlayImage?: string | null; loyalty?: unknown}): void;
  function openCheckout(): void;
  function formatDate(timestamp: number): string;
  function sleep(milliseconds: number): Promise<void>;
}
