/**
 * Scrolling to a URL's hash target and keeping it there: code that only a URL with a hash needs, which
 * ./scrollOnRouteChange.ts loads for such a URL.
 */
import {hashOffset} from './hashOffset';

/** How long to wait before scrolling to a hash target, so that the new page has laid itself out. */
export const HASH_SCROLL_DELAY_MS = 100;
/** How long a hash target is kept in place while parts above it (diagrams, live examples) finish loading. */
export const HASH_PIN_MS = 2000;

/** How long a page still loading its content is watched for the hash's target. */
export const HASH_WAIT_MS = 5000;

let pendingScroll: ReturnType<typeof setTimeout> | undefined;
let stopWaiting: () => void = () => {};
let releasePin: (() => void) | undefined;

/**
 * Keeps `target` at its place in the viewport while the page above it changes height, until HASH_PIN_MS have passed
 * or the reader scrolls by hand (wheel, touch, keys).
 */
export function pinTarget(target: HTMLElement, durationMs = HASH_PIN_MS): () => void {
  releasePin?.();
  if (typeof ResizeObserver === 'undefined') return () => {};
  const observer = new ResizeObserver(() => {
    if (Math.abs(target.getBoundingClientRect().top - hashOffset()) > 1) scrollToTarget(target);
  });
  // The body is often as tall as the viewport, with the page overflowing it; the main column is what grows and
  // shrinks as diagrams load and long blocks are first drawn.
  observer.observe(document.body);
  const main = target.closest('main');
  if (main) observer.observe(main);
  const release = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.removeEventListener(type, release);
    if (releasePin === release) releasePin = undefined;
  };
  const timer = setTimeout(release, durationMs);
  for (const type of ['wheel', 'touchstart', 'keydown', 'mousedown']) window.addEventListener(type, release, {passive: true, once: true});
  releasePin = release;
  return release;
}

/** Finds the element a URL hash points at; ids with special characters are decoded first. */
export function findHashTarget(hash: string, doc: Document = document): HTMLElement | null {
  if (!hash || hash === '#') return null;
  const raw = hash.slice(1);
  let id = raw;
  try {
    id = decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the id up as it was written.
  }
  return doc.getElementById(id);
}

/** Scrolls so that the target's top sits hashOffset() below the top of the viewport. */
export function scrollToTarget(target: HTMLElement, behavior: ScrollBehavior = 'auto'): void {
  const top = target.getBoundingClientRect().top + window.scrollY - hashOffset();
  window.scrollTo({top: Math.max(0, top), behavior});
}

/**
 * Opens the tab that holds a target hidden in an inactive tab panel (an Android operation while iOS is selected),
 * innermost first. Returns whether a tab had to be opened.
 */
export function revealInTabs(target: HTMLElement): boolean {
  let opened = false;
  let panel = target.closest<HTMLElement>('[role="tabpanel"]');
  while (panel) {
    if (panel.hidden) {
      const index = Array.prototype.indexOf.call(panel.parentElement?.children ?? [], panel);
      const container = panel.parentElement?.parentElement;
      const tabs = container?.querySelectorAll<HTMLElement>(':scope > [role="tablist"] > [role="tab"]');
      const tab = tabs?.[index];
      if (tab) {
        tab.click();
        opened = true;
      }
    }
    panel = panel.parentElement?.closest<HTMLElement>('[role="tabpanel"]') ?? null;
  }
  return opened;
}

/** Calls `found` with the hash's target once the page has it, within HASH_WAIT_MS; cancelHashScroll stops the wait. */
function whenTargetAppears(hash: string, found: (target: HTMLElement) => void): void {
  const observer = new MutationObserver(() => {
    const target = findHashTarget(hash);
    if (!target) return;
    stopWaiting();
    found(target);
  });
  const timer = setTimeout(() => stopWaiting(), HASH_WAIT_MS);
  observer.observe(document.body, {childList: true, subtree: true});
  stopWaiting = () => {
    observer.disconnect();
    clearTimeout(timer);
    stopWaiting = () => {};
  };
}

/**
 * Scrolls to the hash's target after a short delay, leaving room for the navbar, and keeps it there. A page whose
 * content is still on its way (a symbol page reached by a link fetches it) gets its target scrolled to when it comes.
 */
export function scrollToHash(hash: string): void {
  cancelHashScroll();
  pendingScroll = setTimeout(() => {
    const target = findHashTarget(hash);
    if (!target) {
      // Once React has drawn the rest of what arrived with it.
      whenTargetAppears(hash, (arrived) =>
        requestAnimationFrame(() => {
          scrollToTarget(arrived);
          pinTarget(arrived);
        }),
      );
      return;
    }
    const scroll = () => {
      scrollToTarget(target);
      pinTarget(target);
    };
    if (revealInTabs(target)) {
      // Let React show the opened panel before measuring where the target is.
      requestAnimationFrame(() => requestAnimationFrame(scroll));
    } else {
      scroll();
    }
  }, HASH_SCROLL_DELAY_MS);
}

/** Forgets a scroll that has not happened yet: the reader went on to another address. */
export function cancelHashScroll(): void {
  if (pendingScroll) clearTimeout(pendingScroll);
  stopWaiting();
}
