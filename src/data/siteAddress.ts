/**
 * Where the built site is published: its URL (scheme and host) and its base URL (the path it lives under). Both come
 * from the environment when set, so one build command serves any host: the deploy workflow passes what GitHub Pages
 * reports (`https://owner.github.io` and `/repo`), another host passes its own, and a plain build is the project's
 * own address.
 */
export const DEFAULT_SITE_URL = 'https://openiap.dev';
export const DEFAULT_BASE_URL = '/';

export interface SiteAddress {
  url: string;
  baseUrl: string;
}

export class SiteAddressError extends Error {
  override name = 'SiteAddressError';
}

/** `https://example.org/` → `https://example.org`; anything but an http(s) origin stops the build, naming the variable. */
function siteUrl(value: string): string {
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new SiteAddressError(`SITE_URL="${value}" is not a URL; give the site's origin, such as https://example.org.`);
  }
  if (!/^https?:$/.test(parsed.protocol) || parsed.pathname.replace(/\/$/, '') !== '' || parsed.search || parsed.hash) {
    throw new SiteAddressError(`SITE_URL="${value}" must be an http(s) origin without a path, such as https://example.org; put the path in BASE_URL.`);
  }
  return parsed.origin;
}

/** `repo`, `/repo` or `/repo/` → `/repo/`; empty → `/`. Docusaurus needs the slashes on both sides. */
function baseUrl(value: string): string {
  if (/[\s?#]/.test(value)) throw new SiteAddressError(`BASE_URL="${value}" must be a plain path, such as /docs-site/.`);
  const trimmed = value.replace(/^\/+|\/+$/g, '');
  return trimmed ? `/${trimmed}/` : '/';
}

/** The site's address from SITE_URL and BASE_URL, each falling back to the project's own when unset or empty. */
export function siteAddressFromEnv(env: Record<string, string | undefined>): SiteAddress {
  return {
    url: env.SITE_URL ? siteUrl(env.SITE_URL) : DEFAULT_SITE_URL,
    baseUrl: env.BASE_URL ? baseUrl(env.BASE_URL) : DEFAULT_BASE_URL,
  };
}
