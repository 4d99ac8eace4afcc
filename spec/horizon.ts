/**
 * Meta Horizon OS facts. Horizon support is provided through the Android
 * implementation (openiap-google) on Quest headsets; the libraries' Horizon
 * settings are their own configuration, not types of the specification.
 *
 * @packageDocumentation
 */

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
