/**
 * The request shapes of every docs version. Newer releases name a request's per-store parameters `apple` and
 * `google` and take an Android plan change as `subscriptionProductReplacementParams`; older ones named the
 * parameters `ios` and `android` and took a numeric `replacementMode`. One sandbox serves the live examples of every
 * docs version, so it reads whichever shape the example sent, the newer one first.
 */
import type {RequestPurchaseProps, RequestSubscriptionAndroidProps, RequestSubscriptionIosProps, SubscriptionReplacementModeAndroid} from '@site/spec';
import {kebabMode, modeName} from '@site/shared/replacementModeNames';

interface EveryPlatformKey {
  apple?: RequestSubscriptionIosProps;
  google?: RequestSubscriptionAndroidProps;
  ios?: RequestSubscriptionIosProps;
  android?: RequestSubscriptionAndroidProps;
}

function keysOf(props: RequestPurchaseProps | undefined): EveryPlatformKey {
  return (props?.request ?? {}) as EveryPlatformKey;
}

/** The iOS parameters of a request, under `apple` or an older release's `ios`. */
export function appleRequest(props: RequestPurchaseProps | undefined): RequestSubscriptionIosProps | undefined {
  const keys = keysOf(props);
  return keys.apple ?? keys.ios;
}

/** The Android parameters of a request, under `google` or an older release's `android`. */
export function googleRequest(props: RequestPurchaseProps | undefined): RequestSubscriptionAndroidProps | undefined {
  const keys = keysOf(props);
  return keys.google ?? keys.android;
}

/**
 * The member name of the replacement mode a per-product value stands for: `with-time-proration` is
 * `WithTimeProration`. Only the value the published types give is read: another spelling names no mode, as it would in
 * a real app.
 */
export function replacementModeMember(mode: SubscriptionReplacementModeAndroid | string): string {
  return modeName(mode);
}

/** The per-product value of a mode's member name: `WithTimeProration` is `with-time-proration`. */
export function subscriptionReplacementMode(member: string): SubscriptionReplacementModeAndroid {
  return kebabMode(member) as SubscriptionReplacementModeAndroid;
}
