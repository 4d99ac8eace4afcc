/**
 * The address of a docs page's Markdown: its own address plus `.md` (`/docs/lifecycle` → `/docs/lifecycle.md`). The
 * plugin writes the file there and the page's "Copy page as Markdown" button fetches it from there.
 */
export function markdownPath(permalink: string): string {
  const page = permalink.replace(/\/+$/, '');
  return page ? `${page}.md` : '/index.md';
}
