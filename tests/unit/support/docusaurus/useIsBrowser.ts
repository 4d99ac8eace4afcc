/**
 * Stand-in for @docusaurus/useIsBrowser. Docusaurus answers false in the render that hydrates the server's HTML and
 * true in every render after; a test that hydrates says which render it is in with setIsBrowser. Other tests render
 * in the browser, as a page reached by a link does.
 */
let isBrowser = true;

export function setIsBrowser(value: boolean): void {
  isBrowser = value;
}

export default function useIsBrowser(): boolean {
  return isBrowser;
}
