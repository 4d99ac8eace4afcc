/** The built site's files, as plugins that check the build's output in postBuild find them. */
import {existsSync} from 'node:fs';
import path from 'node:path';

/**
 * The HTML file the build wrote a site path to, if any. With `trailingSlash` unset, Docusaurus writes `/a/b` as
 * a/b.html and `/` as index.html; a path ending in a slash, or a folder's own page, is a/b/index.html.
 */
export function builtPageFile(outDir: string, sitePath: string, baseUrl: string): string | undefined {
  const relative = (sitePath.startsWith(baseUrl) ? sitePath.slice(baseUrl.length) : sitePath).replace(/^\/|\/$/g, '');
  const candidates = relative === '' ? ['index.html'] : [`${relative}.html`, path.join(relative, 'index.html')];
  return candidates.map((candidate) => path.join(outDir, candidate)).find((file) => existsSync(file));
}
