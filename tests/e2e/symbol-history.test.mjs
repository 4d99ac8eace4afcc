// The history line of each symbol on the reference pages ("Since 1.2.3 · changed in 2.4.4 · removed in 3.2.1"): in the
// server's HTML and not in the page's scripts, each release a link to the symbol's entry on that pair's migration page.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, bringToRest, followOwnScripts, waitForScrolledTo} from './support/harness.mjs';

const PAGES = ['types', 'apis', 'events', 'errors'];
const VERSIONS = ['', '1.2.3/', '1.3.17/', '2.4.4/', 'next/'];
const html = async (route) => (await fetch(new URL(route, BASE_URL))).text();

test('every history link of the reference pages of every version lands on an id of an existing migration page', async () => {
  const migrations = new Map();
  let links = 0;
  for (const route of VERSIONS.flatMap((version) => PAGES.map((page) => `/docs/${version}${page}`))) {
    // The line's text, links and separators: the minified HTML leaves out the closing </p>.
    const lines = (await html(route)).match(/data-symbol-history[^>]*>(?:[^<]|<a [^>]*>[^<]*<\/a>|<span[^>]*>[^<]*<\/span>)*/g) ?? [];
    assert.ok(lines.length >= 8, `${route}: ${lines.length} history lines`);
    for (const [, page, anchor] of lines.join('').matchAll(/href="?(\/docs\/migrating\/[\w.-]+)#([\w-]+)/g)) {
      if (!migrations.has(page)) migrations.set(page, await html(page));
      assert.match(migrations.get(page), new RegExp(`id="?${anchor}[" >]`), `${route} links ${page}#${anchor}`);
      links += 1;
    }
  }
  assert.ok(links > 200, `${links} links`);
});

test("an error code's history links the migration entries, named by what changed, without its data in the page's scripts", async () => {
  const {page, context, record} = await openPage('/docs/2.4.4/errors', {hydrate: false});
  const scripts = followOwnScripts(page);
  await page.reload();
  await scripts.settled();
  assert.deepEqual(
    scripts.scripts.filter((script) => script.text.includes('/docs/migrating/2.4.4-to-3.2.1#')).map((script) => script.url),
    [],
  );
  const row = page.locator('tr', {has: page.locator('#e-receipt-failed')});
  const line = row.locator('[data-symbol-history]');
  assert.equal(await line.innerText(), 'Since 1.2.3 · changed in 2.4.4 · removed in 3.2.1');
  const removed = line.getByRole('link', {name: '3.2.1: removed'});
  await bringToRest(removed);
  await removed.click();
  await page.waitForURL((url) => url.pathname === '/docs/migrating/2.4.4-to-3.2.1' && url.hash === '#e-receipt-failed');
  await page.locator('h1', {hasText: 'Migrating from 2.4.4 to 3.2.1'}).waitFor();
  await waitForScrolledTo(page, 'e-receipt-failed', 0, 400);
  assert.match(await page.locator('#e-receipt-failed').innerText(), /^ReceiptFailed/);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
