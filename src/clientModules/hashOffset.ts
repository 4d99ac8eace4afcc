/** The space left above a hash target, so that the sticky navbar does not cover it. */
export const HASH_SCROLL_OFFSET_PX = 80;

/**
 * The space to leave above a hash target on this screen: the page's `scroll-padding-top`, which the site's CSS sets
 * from the same offset and raises on narrow screens, where the docs pages' floating Menu button sits under the navbar
 * and would cover the target. HASH_SCROLL_OFFSET_PX when the style gives no length.
 */
export function hashOffset(doc: Document = document): number {
  const padding = Number.parseFloat(doc.defaultView?.getComputedStyle(doc.documentElement).scrollPaddingTop ?? '');
  return Number.isFinite(padding) && padding > 0 ? padding : HASH_SCROLL_OFFSET_PX;
}
