/**
 * Where the build is published comes from SITE_URL and BASE_URL (the deploy workflow sets them from GitHub Pages),
 * with the project's own address when they are unset. The config itself is loaded with them set, as the build does.
 */
import type {Config} from '@docusaurus/types';
import {siteAddressFromEnv, SiteAddressError} from '@site/src/data/siteAddress';

/** The site config as `docusaurus build` loads it, with the given environment. */
function configWith(env: Record<string, string | undefined>): Config {
  const saved = {SITE_URL: process.env.SITE_URL, BASE_URL: process.env.BASE_URL};
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
  try {
    let config: Config | undefined;
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      config = (require('../../docusaurus.config') as {default: Config}).default;
    });
    return config!;
  } finally {
    for (const [key, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  }
}

describe('the site address of the build', () => {
  it('is the project’s own without SITE_URL and BASE_URL', () => {
    const config = configWith({SITE_URL: undefined, BASE_URL: undefined});
    expect([config.url, config.baseUrl]).toEqual(['https://openiap.dev', '/']);
  });

  it('follows SITE_URL and BASE_URL as GitHub Pages reports them (an origin, a path without slashes at the end)', () => {
    const config = configWith({SITE_URL: 'https://octo.github.io', BASE_URL: '/openiap-docs'});
    expect([config.url, config.baseUrl]).toEqual(['https://octo.github.io', '/openiap-docs/']);
  });

  it('takes an empty BASE_URL (a user site on GitHub Pages) as the root', () => {
    expect(siteAddressFromEnv({SITE_URL: 'https://octo.github.io/', BASE_URL: ''})).toEqual({url: 'https://octo.github.io', baseUrl: '/'});
    expect(siteAddressFromEnv({BASE_URL: 'docs-site/'}).baseUrl).toBe('/docs-site/');
  });

  it('stops with a message naming the variable when a value cannot be an address', () => {
    expect(() => siteAddressFromEnv({SITE_URL: 'openiap.dev'})).toThrow(SiteAddressError);
    expect(() => siteAddressFromEnv({SITE_URL: 'openiap.dev'})).toThrow(/SITE_URL="openiap\.dev" is not a URL/);
    expect(() => siteAddressFromEnv({SITE_URL: 'https://octo.github.io/repo'})).toThrow(/put the path in BASE_URL/);
    expect(() => siteAddressFromEnv({BASE_URL: '/a b/'})).toThrow(/BASE_URL="\/a b\/" must be a plain path/);
  });
});
