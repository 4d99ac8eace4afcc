/**
 * The state of a code block's word-wrap button: whether wrapping is on, and whether the code is wider than its box
 * (the button shows only then).
 *
 * One ResizeObserver watches every block on the page: it reports each block once after layout (no forced layout),
 * again when the block's width changes (window resize, a tab panel becoming visible), and a block that turns out to
 * be scrollable is re-rendered as a transition, in small slices. A page with dozens of examples thus adds no long
 * task after hydration.
 */
import {startTransition, useCallback, useEffect, useMemo, useRef, useState, type RefObject} from 'react';

export interface WordWrap {
  /** The code block's <pre>. */
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  /** Whether the code is wider than its box: the wrap button shows only then. */
  isCodeScrollable: boolean;
  toggle: () => void;
}

type OverflowListener = (scrollable: boolean) => void;

const listeners = new WeakMap<Element, OverflowListener>();
let observer: ResizeObserver | undefined;

/** Calls `listener` with whether `element` scrolls sideways, now and whenever its size changes. */
function observeOverflow(element: HTMLElement, listener: OverflowListener): () => void {
  observer ??= new ResizeObserver((entries) => {
    for (const {target} of entries) {
      const box = target as HTMLElement;
      listeners.get(box)?.(box.scrollWidth > box.clientWidth);
    }
  });
  listeners.set(element, listener);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    listeners.delete(element);
  };
}

export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  useEffect(() => {
    const block = codeBlockRef.current;
    // Without ResizeObserver (browsers before 2020) the code simply scrolls, with no wrap button.
    if (!block || typeof ResizeObserver === 'undefined') return undefined;
    return observeOverflow(block, (scrollable) => startTransition(() => setIsCodeScrollable(scrollable)));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Very long words and tokens wrap too, so no scrollbar is left.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
  }, [isEnabled]);

  return useMemo(() => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}), [isEnabled, isCodeScrollable, toggle]);
}
