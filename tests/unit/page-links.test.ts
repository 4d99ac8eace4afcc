/** Site-absolute links in the docs' Markdown, checked against the built routes with the place they are written. */
import path from 'node:path';
import {absolutePageLinks, checkPageLinks} from '@site/plugins/page-links';

const siteDir = path.resolve(__dirname, '../..');
const file = path.join(siteDir, 'docs', 'lifecycle.mdx');
const source = [
  '---',
  'title: A page',
  '---',
  '',
  'See [the APIs](/docs/next/apis#init-connection), [errors](./errors.mdx) and [the index](/llms.txt).',
  '',
  '- A list item with [a page](/docs/next/lifecycle/) and [elsewhere](https://example.com/docs).',
  '',
  '[defined]: /docs/next/types?lang=swift',
].join('\n');

describe('site-absolute links in the docs', () => {
  it('are the page links written in Markdown, with their place; files, relative and external links are left out', () => {
    expect(absolutePageLinks(source)).toEqual([
      {url: '/docs/next/apis#init-connection', at: expect.objectContaining({line: 5, column: 5})},
      {url: '/docs/next/lifecycle/', at: expect.objectContaining({line: 7, column: 20})},
      {url: '/docs/next/types?lang=swift', at: expect.objectContaining({line: 9, column: 1})},
    ]);
  });

  const routes = new Set(['/docs/next/apis', '/docs/next/lifecycle', '/docs/next/types', '/docs/next/errors']);

  it('pass when each names a built page, whatever its anchor, query or trailing slash', () => {
    expect(() => checkPageLinks(file, source, routes, '/')).not.toThrow();
  });

  it('stop the build at the first broken one, naming its file, line and column and the nearest page', () => {
    const broken = source.replace('/docs/next/types?lang=swift', '/docs/next/typs');
    expect(() => checkPageLinks(file, broken, routes, '/')).toThrow(
      'docs/lifecycle.mdx:9:1: the link to /docs/next/typs goes to no page of the site. Did you mean /docs/next/types?',
    );
  });

  it('are read under the base URL the site is served from', () => {
    const underBase = new Set([...routes].map((route) => `/openiap${route}`));
    expect(() => checkPageLinks(file, source, underBase, '/openiap/')).not.toThrow();
    expect(() => checkPageLinks(file, source, routes, '/openiap/')).toThrow(/the link to \/docs\/next\/apis#init-connection goes to no page/);
  });
});
