/**
 * The addresses links take in the Markdown copies. Everything becomes an absolute address on the site (the site's
 * URL and base URL from the config), so that a link still leads somewhere when the Markdown is read away from the
 * site: in llms-full.txt, in a chat, in a file on disk. A link to another docs file (`./apis.mdx#fetch-products`)
 * leads to that page, as Docusaurus resolves it; a path of the site gets the base URL the way the site's links do.
 */
import path from 'node:path';
import {MarkdownExportError} from './attributes';

export interface SiteAddress {
  /** The site's URL, as in the config: `https://openiap.dev`. */
  url: string;
  /** The site's base URL, as in the config: `/` or `/openiap/`. */
  baseUrl: string;
}

/** A site path with the base URL in front, unless it already starts with it (Docusaurus's links do the same). */
export function withBaseUrl(baseUrl: string, pathname: string): string {
  if (!pathname.startsWith('/') || pathname.startsWith(baseUrl)) return pathname;
  return `${baseUrl.replace(/\/$/, '')}${pathname}`;
}

/** The absolute address of a path that already carries the base URL (a permalink). */
export function absoluteUrl(site: SiteAddress, pathWithBase: string): string {
  return new URL(pathWithBase, site.url).href;
}

export interface LinkScope {
  site: SiteAddress;
  /** The page's source file, absolute. */
  file: string;
  /** The page's permalink, base URL included. */
  permalink: string;
  /** The folder of the page's docs version, where a link such as `/types.mdx` starts. */
  contentDir: string;
  /** The permalink of every docs file of the site, by absolute source path. */
  permalinkOfFile: ReadonlyMap<string, string>;
}

const HAS_SCHEME = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** Resolves the links of one page to absolute addresses. */
export function linkResolver(scope: LinkScope): (url: string) => string {
  const pageUrl = absoluteUrl(scope.site, scope.permalink);
  return (url) => {
    if (HAS_SCHEME.test(url)) return url;
    const hashAt = url.indexOf('#');
    const pathPart = hashAt < 0 ? url : url.slice(0, hashAt);
    const hash = hashAt < 0 ? '' : url.slice(hashAt);
    if (pathPart === '') return `${pageUrl}${hash}`;
    if (/\.mdx?$/.test(pathPart)) {
      const relative = decodeURI(pathPart);
      const candidates = [path.resolve(path.dirname(scope.file), relative)];
      if (relative.startsWith('/')) candidates.push(path.join(scope.contentDir, relative));
      const permalink = candidates.map((candidate) => scope.permalinkOfFile.get(candidate)).find(Boolean);
      if (!permalink) throw new MarkdownExportError(`the link ${url} leads to no docs page.`);
      return `${absoluteUrl(scope.site, permalink)}${hash}`;
    }
    if (pathPart.startsWith('/')) return absoluteUrl(scope.site, withBaseUrl(scope.site.baseUrl, url));
    return new URL(url, pageUrl).href;
  };
}
