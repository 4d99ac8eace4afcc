/** The words of the native error mapping table; the error decoder and the Markdown copies of the docs say the same. */
export const NATIVE_LABEL = {ios: 'StoreKit error code', android: 'Billing response code'} as const;

export const OPENIAP_CODE_LABEL = 'OpenIAP error code';

/** What a row says where the store's code means success. */
export const NATIVE_SUCCESS = 'OK: success, no error';
