/**
 * The route that holds a version's symbol pages (shared/symbolPagesPattern): it must match every symbol page of the
 * version, so each is reachable, and no other page, which it would hide from the docs routes after it.
 */
import path from 'node:path';
import {readdirSync} from 'node:fs';
import {matchPath} from 'react-router';
import {symbolPagePath, symbolPagesPattern, symbolsOf} from '@site/shared/symbolPages';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {docsVersionsOf} from '@site/plugins/spec-model/versionNames';
import {docsBasePath} from '@site/plugins/spec-model/paths';
import {docsRoutes} from '@site/shared/docsRoutes';

const root = path.resolve(__dirname, '../..');
const matches = (pattern: string, route: string) => matchPath(route, {path: pattern}) !== null;

describe.each(docsVersionsOf(root))('the symbol pages of %s', (version) => {
  const base = docsBasePath(root, version, docsRoutes);
  const pattern = symbolPagesPattern(base);

  it('all sit under the route that holds them', () => {
    const outside = symbolsOf(loadModelForVersion(root, version))
      .map((symbol) => symbolPagePath(base, symbol))
      .filter((route) => !matches(pattern, route));
    expect(outside).toEqual([]);
  });

  it('share it with no docs page or index', () => {
    const folder = version === 'current' ? path.join(root, 'docs') : path.join(root, 'versioned_docs', `version-${version}`);
    const pages = readdirSync(folder, {recursive: true, encoding: 'utf8'})
      .filter((file) => /\.mdx?$/.test(file))
      .map((file) => `${base}/${file.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '')}`);
    expect(pages).toContain(`${base}/types`);
    expect(pages.filter((route) => matches(pattern, route))).toEqual([]);
    expect(matches(pattern, `${base}/types`)).toBe(false);
  });
});
