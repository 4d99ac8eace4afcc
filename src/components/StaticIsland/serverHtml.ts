import {useEffect, useRef, useState, type RefObject} from 'react';

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
 * content).
 */
export function useServerHtml(id: string, readDocument = true): string | undefined {
  const [html] = useState(() => {
    if (typeof document === 'undefined') return undefined;
    const inDocument = readDocument ? document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML : undefined;
    return inDocument ?? keptHtml.get(id);
  });
  return html;
}

/** The HTML of elements that left the page and may not be able to render again without it (see useKeptHtml). */
const keptHtml = new Map<string, string>();

/**
 * For an element that the browser may lack the data to render again (a code block whose tokens stayed in the
 * server's HTML): when `keep`, its inner HTML is kept as it leaves the page, and useServerHtml(id) finds it on the
 * way back. Returns the ref to put on the element.
 */
export function useKeptHtml<T extends Element>(id: string, keep: boolean): RefObject<T | null> {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!keep || !element) return undefined;
    return () => {
      keptHtml.set(id, element.innerHTML);
    };
  }, [id, keep]);
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
