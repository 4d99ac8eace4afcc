import {useId, useState} from 'react';

/** The attribute that marks an element whose server HTML hydration may keep. */
export const SERVER_HTML_ATTRIBUTE = 'data-server-html';

/**
 * For an element whose children never change once rendered: while React hydrates the server's HTML, the inner HTML
 * the server rendered for it (render it back with dangerouslySetInnerHTML: React keeps it without creating a node per
 * child); rendered in the browser, undefined (render the children).
 *
 * The element carries `[SERVER_HTML_ATTRIBUTE]: id`. `useId` gives the same id to the server's render and to the
 * hydrating one, and ids made in the browser never match one from the server, so only hydration finds its element.
 */
export function useServerHtml(): {id: string; html: string | undefined} {
  const id = useId();
  const [html] = useState(() =>
    typeof document === 'undefined' ? undefined : document.querySelector(`[${SERVER_HTML_ATTRIBUTE}="${CSS.escape(id)}"]`)?.innerHTML,
  );
  return {id, html};
}
