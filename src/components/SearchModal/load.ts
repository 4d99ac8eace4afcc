/**
 * The one place that loads the modal's code. Root's host calls it on the first open, the navbar button on hover or
 * focus, so that the chunk is usually there by the time of the click; the bundler keeps a single download.
 */
export function loadSearchModal() {
  return import(/* webpackChunkName: "search-modal" */ './index');
}

export function prefetchSearchModal(): void {
  loadSearchModal().catch(() => {
    // A failed prefetch is retried by the real open, which reports its own failure.
  });
}
