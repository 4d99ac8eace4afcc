// How a page starts (issue 9): its HTML lists every bundle it needs, so they download together after the first
// paint and the browser never has to discover a chunk itself (plugins/route-scripts); the bundles every page runs
// at start-up ask Chromium to compile them ahead, off the main thread (plugins/compile-hints).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, waitForHydration, BASE_URL} from './support/harness.mjs';
import {ROUTES} from './support/routes.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The bundle list the page's HTML hands to its first-paint loader. */
async function listedBundles(route) {
  const html = await (await fetch(BASE_URL + route)).text();
  const call = /<script id="?bundle-loader"?>[\s\S]*?\((\[[^\]]*\])\)[^<]*<\/script>/.exec(html);
  assert.ok(call, `${route}: the page has a bundle loader`);
  return JSON.parse(call[1]);
}

for (const route of [...ROUTES, '/docs/api/products', '/docs/next/api/products']) {
  test(`${route}: the HTML lists the page's own bundles, and the browser requests no chunk by itself`, async () => {
    const listed = await listedBundles(route);
    assert.match(listed.at(-1), /\/assets\/js\/main\.[\w]+\.js$/, 'the main bundle, which starts the site, comes last');
    assert.ok(listed.some((url) => !/\/(main|runtime~main|react-dom)\.[\w]+\.js$/.test(url)), `${route}: the list has the route's chunks too: ${listed}`);
    const {page, context, record} = await openPage(route, {hydrate: false});
    // Records every script element added before hydration ends (webpack removes its own once they have loaded).
    // A route chunk missing from the list would be added by webpack then, since the page cannot render without it;
    // parts loaded on demand (the live editor, search) come after.
    await page.addInitScript(() => {
      window.__scriptsBeforeHydration = [];
      new MutationObserver((mutations) => {
        if (document.documentElement?.hasAttribute('data-hydrated')) return;
        for (const mutation of mutations) {
          for (const node of mutation.addedNodes) if (node.nodeName === 'SCRIPT' && node.src) window.__scriptsBeforeHydration.push(new URL(node.src).pathname);
        }
      }).observe(document, {childList: true, subtree: true});
    });
    await page.reload();
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const started = await page.evaluate(() => ({
      requestedByWebpack: window.__scriptsBeforeHydration.filter((src) => !document.getElementById('bundle-loader').textContent.includes(JSON.stringify(src))),
      // Script elements only: <Link> prefetches (initiator "link") may fetch a shared chunk again, from the cache.
      scripts: performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script').map((entry) => new URL(entry.name).pathname),
    }));
    assert.deepEqual(started.requestedByWebpack, [], `${route}: chunks the HTML did not list`);
    for (const url of listed) assert.equal(started.scripts.filter((script) => script === url).length, 1, `${route}: ${url} was fetched once`);
    assert.deepEqual(record.consoleErrors, [], route);
    await context.close();
  });
}

test('the bundles every page runs at start-up carry the compile hint; the page chunks do not', async () => {
  const listed = await listedBundles('/docs/types');
  const hinted = [];
  for (const url of listed) {
    const text = await (await fetch(BASE_URL + url)).text();
    if (text.startsWith(`${COMPILE_HINT}\n`)) hinted.push(url.split('/').pop().replace(/\.\w+\.js$/, ''));
  }
  assert.deepEqual(hinted.sort(), ['docs-theme', 'layout-theme', 'main', 'react-dom']);
});

test("the loader's first string comparison, which warms the collator, survives the HTML minifier", async () => {
  const html = await (await fetch(`${BASE_URL}/docs/types`)).text();
  const loader = /<script id="?bundle-loader"?>([\s\S]*?)<\/script>/.exec(html)[1];
  assert.match(loader, /\.localeCompare\(/);
});
