/** The words of the native error tables; the error decoder and the Markdown copies of the docs say the same. */
import type {NativeErrorSource} from './specModel';

/** The store's own type for each kind of store error, as a reader would search for it. */
export const NATIVE_SOURCE_NAME: Record<NativeErrorSource, string> = {
  billingResponseCode: 'BillingResponseCode',
  skError: 'SKError',
  storeKitError: 'StoreKitError',
  purchaseResult: 'Product.PurchaseResult',
};

/** What each kind of store error is, in a heading's words. */
export const NATIVE_SOURCE_TITLE: Record<NativeErrorSource, string> = {
  billingResponseCode: 'Play Billing response codes',
  skError: 'StoreKit 1 error codes',
  storeKitError: 'StoreKit 2 errors',
  purchaseResult: 'StoreKit 2 purchase results',
};

export const NATIVE_COLUMN_LABEL = 'Store error';

export const OPENIAP_CODE_LABEL = 'OpenIAP error code';

/** How a store error is written: `7 · ITEM_ALREADY_OWNED`, `StoreKitError.userCancelled`. */
export function nativeErrorLabel(source: NativeErrorSource, row: {code?: number; name: string}): string {
  return row.code !== undefined ? `${row.code} · ${row.name}` : `${NATIVE_SOURCE_NAME[source]}.${row.name}`;
}
