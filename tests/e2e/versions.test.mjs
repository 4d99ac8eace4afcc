// Versioned docs as a reader uses them: the dropdown keeps the page, Next says it is unreleased, deep links and the
// generated tables keep their version, and the /docs redirect and the docs 404 work in both versions.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import {openPage, BASE_URL, waitForScrolledTo} from './support/harness.mjs';

/** The released docs versions, newest first: the newest is served at /docs, the others under /docs/<version>. */
const RELEASED = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8'));
const LATEST = RELEASED[0];
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('the version dropdown switches to the same page in the other version, and back', async () => {
  const {page, context} = await openPage('/docs/events#purchase-error-event');
  const dropdown = page
    .locator('.navbar__item.dropdown')
    .filter({hasText: new RegExp(`${escaped(LATEST)}|Next`)})
    .first();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: 'Next', exact: true}).click();
  await page.waitForURL('**/docs/next/events**');
  await page.locator('.theme-doc-version-banner').waitFor();
  await dropdown.hover();
  await dropdown.getByRole('link', {name: LATEST, exact: true}).click();
  await page.waitForURL((url) => url.pathname === '/docs/events');
  await context.close();
});

test('Next says it is unreleased and links to the same page of the release', async () => {
  const {page, context} = await openPage('/docs/next/apis');
  const banner = page.locator('.theme-doc-version-banner');
  assert.match(await banner.innerText(), /unreleased documentation/i);
  await banner.getByRole('link', {name: 'latest version'}).click();
  await page.waitForURL((url) => url.pathname === '/docs/apis');
  await page.locator('.theme-doc-version-banner').waitFor({state: 'detached'});
  assert.match(await page.locator('.theme-doc-version-badge').innerText(), new RegExp(escaped(LATEST)));
  await context.close();
});

test('links inside a version stay in that version: sidebar, type tables, reference, errors', async () => {
  for (const [base, other] of [
    ['/docs/next', null],
    ['/docs', '/docs/next'],
  ]) {
    // The APIs page, with a line per operation, and an operation's page, with its full entry.
    for (const [route, least] of [
      [`${base}/apis#fetch-products`, 50],
      [`${base}/apis/fetch-products`, 5],
    ]) {
      const {page, context} = await openPage(route);
      const links = await page.locator('article a[href^="/docs"], .theme-doc-sidebar-menu a[href^="/docs"]').evaluateAll((anchors) =>
        anchors.map((link) => ({
          href: link.getAttribute('href'),
          text: link.textContent,
          removed: link.closest('[data-removed-entries]') !== null,
        })),
      );
      // An entry a release removed points, on purpose, to the last version that documented it, and names that version.
      for (const {href, text} of links.filter((link) => link.removed)) {
        assert.ok(href.startsWith(`/docs/${text}/`), `${route}: removed entry link "${text}" goes to ${href}`);
      }
      const hrefs = links.filter((link) => !link.removed).map((link) => link.href);
      assert.ok(hrefs.length > least, `${route}: ${hrefs.length} links`);
      // The migration pages are one set for every version, under /docs/migrating.
      for (const href of hrefs.filter((link) => !/^\/docs\/migrating(?:[/#]|$)/.test(link))) {
        if (base === '/docs/next') assert.match(href, /^\/docs\/next\//, `${route} links to ${href}`);
        else assert.doesNotMatch(href, new RegExp(`^${other}/`), `${route} links to ${href}`);
      }
      await context.close();
    }
    const {page, context} = await openPage(`${base}/apis#fetch-products`);
    const own = page.locator('[data-symbol-entry="fetchProducts"] a').first();
    assert.equal(await own.getAttribute('href'), `${base}/apis/fetch-products`);
    const types = await page.goto(`${base}/apis/fetch-products`).then(() => page.locator('[data-operation="fetchProducts"] a[href*="/types/"]').count());
    assert.ok(types > 0, `${base}/apis/fetch-products links its types`);
    await context.close();
  }
});

test('a deep link into Next keeps its version and its anchor', async () => {
  const {page, context} = await openPage('/docs/next/types#active-subscription');
  await waitForScrolledTo(page, 'active-subscription', 78, 82);
  assert.match(await page.locator('.navbar').innerText(), /Next/);
  await context.close();
});

test('/docs/next lands on /docs/next/lifecycle, replacing the history entry, even before scripts load', async () => {
  const {page, context} = await openPage('/');
  await page.goto('/docs/next');
  await page.waitForURL('**/docs/next/lifecycle');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  await context.close();
  const html = await (await fetch(`${BASE_URL}/docs/next`)).text();
  assert.match(html, /<meta[^>]+http-equiv="?refresh"?[^>]+url=\/docs\/next\/lifecycle/i);
});

test('an unknown page under /docs/next shows the docs "Page not found"', async () => {
  const {page, context} = await openPage('/docs/next/no-such-page');
  await page.getByRole('heading', {name: 'Page not found'}).waitFor();
  assert.equal(await page.locator('.theme-layout-footer').isVisible(), false);
  await context.close();
});

test('the Types page offers the bundles of the release each version documents, or says none are listed', async () => {
  // A version without a bundles file is one whose release assets are not known here.
  const bundlesOf = (version) => {
    const file = new URL(`../../src/data/type-bundles/${version}.json`, import.meta.url);
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : [];
  };
  const tagOf = (version) =>
    JSON.parse(readFileSync(new URL(`../../versioned_docs/version-${version}/_openiap-versions.json`, import.meta.url), 'utf8')).gitTag;
  const routes = [...RELEASED.map((version, index) => [index === 0 ? '/docs/types' : `/docs/${version}/types`, version]), ['/docs/next/types', LATEST]];
  for (const [route, version] of routes) {
    const {page, context} = await openPage(route);
    const widget = page.locator('[data-testid="type-bundle-download"]');
    const text = await widget.innerText();
    assert.match(text, new RegExp(`OpenIAP ${escaped(version)}`), route);
    const listed = bundlesOf(version);
    if (listed.length > 0) {
      for (const bundle of listed) assert.ok(text.includes(bundle.label), `${route}: ${bundle.label}`);
    } else {
      assert.match(text, /No type bundles are listed/, route);
      const release = widget.getByRole('link', {name: new RegExp(`release ${escaped(version)}`)});
      assert.match(await release.getAttribute('href'), new RegExp(`/releases/tag/${escaped(tagOf(version))}$`), route);
    }
    await context.close();
  }
});
