import {useEffect, useLayoutEffect, useRef, useState, type RefObject} from 'react';
import useIsBrowser from '@docusaurus/useIsBrowser';

/** The attribute that marks an element whose server HTML hydration may keep. */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/**
 * For an element whose children never change once rendered: the inner HTML the server rendered for it, while that
 * HTML is in the document (render it back with dangerouslySetInnerHTML: React keeps it without creating a node per
 * child); otherwise undefined (render the children).
 *
 * The element carries `[SERVER_HTML_ATTRIBUTE]: id`, where `id` names what it shows (a textDigest of it): the
 * hydrating render finds the server's element by it, and so does an element re-mounted in the browser while its HTML
 * is still on the page, which then costs a copy of that HTML instead of thousands of new elements. With
 * `readDocument` false, only HTML kept by useKeptHtml counts (for an element whose id does not change with its
 * content). Given the element's ref, the hydrating render does not copy the HTML at all (see useHtmlInPlace).
 */
export function useServerHtml(id: string, readDocument = true, element?: RefObject<Element | null>): string | undefined {
  return useHtmlInPlace(
    () => (readDocument ? document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${CSS.escape(id)}"]`) : null),
    () => keptHtml.get(id),
    element,
  );
}

/**
 * What an element that keeps HTML renders back with dangerouslySetInnerHTML: the inner HTML of `findServer()`, the
 * element of the document that holds it, or else `kept()`; undefined when neither has it (render the children).
 *
 * While React hydrates, the element it hydrates is the server's own, which already holds that HTML, and React does not
 * look inside inner HTML when hydrating: given the element's ref, the hydrating render gives an empty string and React
 * leaves the server's children where they are. Reading the HTML back instead serializes it, half a megabyte of markup
 * on the Types page: 6 to 20 ms of the long task after load at full CPU speed. Put `suppressHydrationWarning` on the
 * element: it tells React the difference is meant. Should React build a new element after all (it renders a tree
 * again in the browser when that tree failed to hydrate), the server's children are moved into it before it paints.
 */
export function useHtmlInPlace(findServer: () => Element | null, kept: () => string | undefined, element?: RefObject<Element | null>): string | undefined {
  const hydrating = !useIsBrowser();
  const [found] = useState<{html: string | undefined; server?: Element}>(() => {
    if (typeof document === 'undefined') return {html: undefined};
    const server = findServer();
    if (server && hydrating && element) return {html: '', server};
    return {html: server?.innerHTML ?? kept()};
  });
  useLayoutEffect(() => {
    const current = element?.current;
    if (found.server && current && current !== found.server) current.replaceChildren(...Array.from(found.server.childNodes));
  }, [element, found]);
  return found.html;
}

/** The HTML of elements that left the page and may not be able to render again without it (see useKeptHtml). */
const keptHtml = new Map<string, string>();

/**
 * For an element that the browser may lack the data to render again (a code block whose tokens stayed in the
 * server's HTML): when `keep`, its inner HTML is kept as it leaves the page, and useServerHtml(id) finds it on the
 * way back. Returns the ref to put on the element (`elementRef` when given).
 */
export function useKeptHtml<T extends Element>(id: string, keep: boolean, elementRef?: RefObject<T | null>): RefObject<T | null> {
  const ownRef = useRef<T>(null);
  const ref = elementRef ?? ownRef;
  useEffect(() => {
    const element = ref.current;
    if (!keep || !element) return undefined;
    return () => {
      keptHtml.set(id, element.innerHTML);
    };
  }, [id, keep, ref]);
  return ref;
}

/** A short digest of a text (FNV-1a, 32 bits), for content keys. */
export function textDigest(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
