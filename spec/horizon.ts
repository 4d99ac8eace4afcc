/**
 * Meta Horizon OS types. Horizon support is provided through the Android
 * implementation (openiap-google) on Quest headsets.
 *
 * @packageDocumentation
 */

/**
 * The name used to select the Meta Horizon store.
 *
 * @remarks
 * These are the values the `store` option accepts.
 *
 * @platform android
 */
export type HorizonStore = 'horizon' | 'meta' | 'quest';

/**
 * Settings that point the library at the Meta Horizon store.
 *
 * @remarks
 * If the connection fails, check that the app id is in the manifest, that
 * the app is registered with Meta and that the device is online.
 *
 * @platform android
 */
export interface HorizonOptions {
  /**
   * Which store name to use.
   *
   * @platform android
   */
  store: HorizonStore;
  /**
   * The app id assigned by Meta.
   *
   * @platform android
   */
  appId: string;
}

/**
 * A product query against the Meta Horizon store.
 *
 * @remarks
 * Horizon SKUs cannot be changed after they are created, and products are
 * visible to test users once they are Available.
 *
 * @platform android
 */
export interface HorizonProductRequest {
  /**
   * The SKUs to look up.
   *
   * @platform android
   */
  skus: string[];
  /**
   * The kind of product to return.
   *
   * @platform android
   */
  type: 'in-app';
}

/**
 * The headsets that run Meta Horizon OS and are supported.
 *
 * @platform android
 */
export const horizonDevices = ['Quest 2', 'Quest 3', 'Quest Pro'] as const;

/**
 * The minimum openiap-google version for Horizon support: this version or a later one.
 *
 * @platform android
 */
export const horizonMinimumGoogleModuleVersion = '1.3.2';
