import {useId, useState} from 'react';

/** The attribute that marks an element whose server HTML hydration may keep. */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/**
 * For an element whose children never change once rendered: the inner HTML the server rendered for it, while that
 * HTML is in the document (render it back with dangerouslySetInnerHTML: React keeps it without creating a node per
 * child); otherwise undefined (render the children).
 *
 * The element carries `[SERVER_HTML_ATTRIBUTE]: id`. Without a `contentKey`, `useId` gives the same id to the
 * server's render and to the hydrating one, and ids made in the browser never match one from the server, so only
 * hydration finds its element. With a `contentKey` (a digest of what the element shows), an element re-mounted in the
 * browser finds its own HTML too, so code in a parent that re-creates its children after hydration costs a copy of
 * its HTML instead of thousands of new elements.
 */
export function useServerHtml(contentKey?: string): {id: string; html: string | undefined} {
  const reactId = useId();
  const id = contentKey ?? reactId;
  const [html] = useState(() =>
    typeof document === 'undefined' ? undefined : document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML,
  );
  return {id, html};
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
