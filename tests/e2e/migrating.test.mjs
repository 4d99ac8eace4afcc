// The migration pages: /docs/migrating lists each pair of consecutive releases (or says there is none yet), a pair's
// page is in the HTML, and the picker compares any two releases by fetching their facts only when asked, showing what
// the pair's own page shows. With one release the index says so and offers no picker; the integration test runs this
// file on a build with two more releases cut, telling it how many pairs to expect (E2E_EXPECT_PAIRS).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL} from './support/harness.mjs';

const FACTS = /\/docs\/migrating\/facts\/[^/]+\.json$/;

/** The pairs the index links, read from its HTML as the server sends it. */
async function pairLinks() {
  const html = await (await fetch(new URL('/docs/migrating', BASE_URL))).text();
  return [...new Set([...html.matchAll(/href="?\/docs\/migrating\/([\w.-]+-to-[\w.-]+?)["> ]/g)].map((match) => match[1]))];
}

test('the index links every pair of consecutive releases, or says that there is no pair yet', async () => {
  const pairs = await pairLinks();
  if (process.env.E2E_EXPECT_PAIRS) assert.equal(pairs.length, Number(process.env.E2E_EXPECT_PAIRS), pairs.join(', '));
  const {page, context, record} = await openPage('/docs/migrating');
  assert.equal(await page.locator('h1').innerText(), 'Migrating between releases');
  if (pairs.length === 0) {
    assert.match(await page.getByTestId('no-pair').innerText(), /There is no pair of releases to compare yet: the site documents one release, \d+\.\d+\.\d+\./);
    assert.equal(await page.locator('form, select').count(), 0, 'no picker without two releases');
  } else {
    for (const pair of pairs) {
      const [from, to] = pair.split('-to-');
      const html = await (await fetch(new URL(`/docs/migrating/${pair}`, BASE_URL))).text();
      assert.match(html, new RegExp(`<h1[^>]*>Migrating from ${from.replace(/\./g, '\\.')} to ${to.replace(/\./g, '\\.')}</h1>`));
    }
  }
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('the docs sidebar has a Migrating entry in the Updates group, leading to the index', async () => {
  const {page, context} = await openPage('/docs/next/versions');
  const link = page.locator('.theme-doc-sidebar-menu a', {hasText: /^Migrating$/});
  assert.equal(await link.getAttribute('href'), '/docs/migrating');
  await link.click();
  await page.waitForURL((url) => url.pathname === '/docs/migrating');
  await page.locator('h1', {hasText: 'Migrating between releases'}).waitFor();
  await context.close();
});

test("the picker fetches two releases' facts when asked, and shows what the pair's own page shows", async (t) => {
  const pairs = await pairLinks();
  if (pairs.length === 0) {
    t.diagnostic('one release: no picker to try (the first test checks that there is none)');
    return;
  }
  const {page, context, record} = await openPage('/docs/migrating');
  // What the page loaded on its own, before the reader asks: no release's facts.
  const loaded = await page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  assert.deepEqual(
    loaded.filter((pathname) => FACTS.test(pathname)),
    [],
  );
  const fetched = [];
  page.on('request', (request) => {
    if (FACTS.test(new URL(request.url()).pathname)) fetched.push(new URL(request.url()).pathname);
  });

  const from = page.getByLabel('From', {exact: true});
  const to = page.getByLabel('To', {exact: true});
  const oldest = await from.locator('option').first().getAttribute('value');
  await from.selectOption(oldest);
  await to.selectOption(oldest);
  await page.getByRole('button', {name: 'Compare'}).click();
  await page.getByTestId('migration-result').getByText('Choose two different releases.').waitFor();

  const [pairFrom, pairTo] = pairs.at(-1).split('-to-');
  await from.selectOption(pairFrom);
  await to.selectOption(pairTo);
  await page.getByRole('button', {name: 'Compare'}).click();
  const result = page.getByTestId('migration-result');
  await result.getByText(`From ${pairFrom} to ${pairTo}`).waitFor();
  assert.deepEqual(fetched.sort(), [`/docs/migrating/facts/${pairFrom}.json`, `/docs/migrating/facts/${pairTo}.json`].sort());
  const picked = await result.locator('li').allInnerTexts();
  assert.ok(picked.length > 0, 'the comparison lists changes');

  const pairPage = await context.newPage();
  await pairPage.goto(`/docs/migrating/${pairs.at(-1)}`);
  assert.deepEqual(await pairPage.locator('article li').allInnerTexts(), picked);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
