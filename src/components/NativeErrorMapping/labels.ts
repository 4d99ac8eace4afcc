/** The words of the native error mapping table, shared with the Markdown copies of the docs (plugins/markdown-export). */
export const NATIVE_LABEL = {ios: 'StoreKit error code', android: 'Billing response code'} as const;

export const OPENIAP_CODE_LABEL = 'OpenIAP error code';

/** What a row says where the store's code means success. */
export const NO_ERROR_TEXT = 'OK: success, no error';
