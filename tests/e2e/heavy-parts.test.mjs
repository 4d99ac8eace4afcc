// Heavy parts load only where and when they are used: code is coloured at build time, so no page loads
// Prism; the toast library waits for the first toast; and the colours are in the server-rendered HTML.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {openPage, BASE_URL, followOwnScripts, waitForHydration, waitForIdle} from './support/harness.mjs';
import {DOWNLOADABLE_TYPES_ROUTE} from './support/releases.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Strings only the bundled libraries contain: Prism's tokenizer hook, react-toastify's class prefix. */
const MARKERS = {prism: 'before-tokenize', toastify: 'Toastify__'};

/** Opens a route and returns the page with the text of every same-origin script it loaded, once they have all arrived. */
async function openRecordingScripts(route, options) {
  const {page, context, record} = await openPage(route, {...options, hydrate: false});
  const {scripts, settled} = followOwnScripts(page);
  await page.reload();
  await settled();
  return {page, context, record, scripts};
}

const loadedWith = (scripts, marker) => scripts.filter((script) => script.text.includes(marker)).map((script) => script.url);

test('code blocks are coloured in the HTML itself, before any JavaScript', async () => {
  const html = await (await fetch(`${BASE_URL}/docs/apis`)).text();
  assert.match(html, /class="?token keyword"?>(const|await|if)</);
  const setup = await (await fetch(`${BASE_URL}/docs/ios-setup`)).text();
  // The Podfile line comes from <VersionedCode>: its version is filled in and its string still coloured.
  assert.match(setup, /class="?token string-literal string"?>'\d+\.\d+\.\d+'</);
});

for (const colorScheme of ['light', 'dark']) {
  test(`code pages load no Prism and no toast library, and their tokens are coloured (${colorScheme})`, async () => {
    for (const route of ['/docs/apis', '/docs/next/types', '/docs/android-setup', '/']) {
      const {page, context, record, scripts} = await openRecordingScripts(route, {colorScheme});
      assert.ok(scripts.length > 0, `${route}: scripts were recorded`);
      assert.deepEqual(loadedWith(scripts, MARKERS.prism), [], `${route} loads Prism`);
      assert.deepEqual(loadedWith(scripts, MARKERS.toastify), [], `${route} loads react-toastify`);
      if (route !== '/') {
        const colours = await page.evaluate(() => {
          const colourOf = (selector) => {
            const token = document.querySelector(`main .prism-code ${selector}`);
            return token ? getComputedStyle(token).color : null;
          };
          return {
            keyword: colourOf('.token.keyword'),
            string: colourOf('.token.string'),
            plain: colourOf('.token.plain'),
            pre: getComputedStyle(document.querySelector('main .prism-code')).color,
          };
        });
        assert.ok(colours.string, `${route}: a string token`);
        assert.notEqual(colours.string, colours.pre, `${route}: strings stand out from plain code`);
        if (colours.keyword) assert.notEqual(colours.keyword, colours.pre, `${route}: keywords stand out`);
        const expected = colorScheme === 'dark' ? 'rgb(206, 145, 120)' : 'rgb(163, 21, 21)';
        assert.equal(colours.string, expected, `${route}: string colour of the ${colorScheme} code theme`);
      }
      assert.deepEqual(record.consoleErrors, [], route);
      await context.close();
    }
  });
}

test('the toast library arrives with the first toast, not before', async () => {
  const {page, context, scripts} = await openRecordingScripts(DOWNLOADABLE_TYPES_ROUTE, {
    stubs: {'https://github.com/': (route) => route.abort('internetdisconnected')},
  });
  assert.deepEqual(loadedWith(scripts, MARKERS.toastify), []);
  await page
    .getByTestId('type-bundle-download')
    .getByRole('button', {name: /^Download .* bundle$/})
    .click();
  await page.locator('.Toastify__toast').filter({hasText: 'Download failed'}).waitFor();
  assert.equal(loadedWith(scripts, MARKERS.toastify).length, 1);
  await context.close();
});

test('the server-rendered page is painted before its bundles are requested, and then hydrates', async () => {
  for (const route of ['/docs/types', '/']) {
    const {page, context, record} = await openPage(route);
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByType('paint').find((entry) => entry.name === 'first-contentful-paint')?.startTime,
      bundles: performance
        .getEntriesByType('resource')
        .filter((entry) => /\/assets\/js\/(runtime~)?main\./.test(entry.name))
        .map((entry) => entry.startTime),
      hydrated: document.documentElement.hasAttribute('data-hydrated'),
    }));
    assert.equal(timing.bundles.length, 2, `${route}: runtime and main were loaded`);
    assert.ok(typeof timing.firstPaint === 'number', `${route}: a first contentful paint was recorded`);
    for (const start of timing.bundles)
      assert.ok(start >= timing.firstPaint, `${route}: bundle requested at ${start} ms, before the first contentful paint at ${timing.firstPaint} ms`);
    assert.ok(timing.hydrated, `${route}: the page hydrated`);
    assert.deepEqual(record.consoleErrors, [], route);
    await context.close();
  }
});

/** Counts the code blocks and islands the page re-creates from the moment it loads (to read as `window.__replaced`). */
async function watchReplacedParts(page) {
  await page.addInitScript(() => {
    window.__replaced = [];
    new MutationObserver((records) => {
      for (const entry of records) {
        // A live example's static code legitimately gives way to the editor when it comes into view.
        if (entry.target.nodeType === 1 && entry.target.closest('[data-live-example]')) continue;
        for (const node of entry.removedNodes) {
          if (node.nodeType === 1 && node.matches('.theme-code-block, [data-island]')) {
            window.__replaced.push(`${node.tagName}.${node.className} in ${entry.target.tagName}.${entry.target.className}`);
          }
        }
      }
    }).observe(document, {childList: true, subtree: true});
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`code blocks and tables keep their server-rendered elements through hydration, in the reader's colours (${colorScheme})`, async () => {
    // A guide with operations, type tables and code blocks, all drawn in full.
    const {page, context, record} = await openPage('/docs/subscription-status', {colorScheme, hydrate: false});
    await watchReplacedParts(page);
    await page.reload();
    await page.waitForSelector('html[data-hydrated]');
    await waitForIdle(page);
    const state = await page.evaluate(() => ({
      replaced: window.__replaced,
      blocks: document.querySelectorAll('main .theme-code-block').length,
      islands: document.querySelectorAll('main [data-island]').length,
      background: getComputedStyle(document.querySelector('main .theme-code-block')).backgroundColor,
    }));
    assert.ok(state.blocks > 10, `code blocks on the page: ${state.blocks}`);
    assert.ok(state.islands > 10, `tables and operations on the page: ${state.islands}`);
    assert.deepEqual(state.replaced, [], 'elements re-created after hydration');
    assert.equal(state.background, colorScheme === 'dark' ? 'rgb(30, 30, 30)' : 'rgb(255, 255, 255)');
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test("a reader's stored platform shows its tab at once, without re-creating the page's content", async () => {
  const {page, context, record} = await openPage('/docs/apis', {hydrate: false});
  await page.evaluate(() => localStorage.setItem('docusaurus.tab.platform', 'android'));
  await watchReplacedParts(page);
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  const tabs = page.getByRole('tablist').first();
  // The stored choice arrives as an update after hydration; then nothing else may be left to re-create the content.
  await tabs.locator('[role="tab"][aria-selected="true"]', {hasText: 'Android'}).waitFor();
  await waitForIdle(page);
  assert.equal(await tabs.getByRole('tab', {name: 'Android'}).getAttribute('aria-selected'), 'true');
  assert.equal((await page.locator('[role="tabpanel"]:not([hidden]) [id$="-android"]').count()) > 0, true, 'an Android operation is shown');
  assert.deepEqual(await page.evaluate(() => window.__replaced), [], 'elements re-created after hydration');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

for (const viewport of [
  {width: 1280, height: 800},
  {width: 390, height: 844},
]) {
  test(`a code block drawn late takes the height it had reserved, so nothing moves (${viewport.width} px wide)`, async () => {
    const {page, context} = await openPage('/docs/lifecycle', {viewport});
    // Each block, drawn (in view), against the height it reserves while not drawn (its contain-intrinsic-height).
    const blocks = await page
      .locator('main pre.prism-code')
      .evaluateAll((pres) => pres.map((pre) => ({reserved: getComputedStyle(pre).containIntrinsicHeight, drawn: pre.getBoundingClientRect().height})));
    assert.ok(blocks.length >= 4, `code blocks: ${blocks.length}`);
    for (const {reserved, drawn} of blocks) {
      const match = /^auto ([\d.]+)px$/.exec(reserved);
      assert.ok(match, `reserved height: ${reserved}`);
      assert.ok(Math.abs(Number(match[1]) - drawn) <= 1, `reserved ${reserved}, drawn ${drawn}px`);
    }
    await context.close();
  });
}

// The sandbox's rules and catalogue (plugins/static-islands, ON_DEMAND): out of the pages, loaded by the reader's first
// live example or Simulate. The live examples and the simulator are in docs/ ("Next"), at /docs/next once a version
// has been released.
const DOCS =
  existsSync(path.join(root, 'versions.json')) && JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')).length > 0 ? '/docs/next' : '/docs';

test("a first visit's scripts carry the simulator's plans but neither the sandbox's catalogue nor its rules, which Simulate loads", async () => {
  const route = `${DOCS}/subscription-upgrade-downgrade`;
  const {page, context, record} = await openPage(route, {hydrate: false});
  const {scripts, settled} = followOwnScripts(page);
  await page.reload();
  await settled();
  const carries = (text) => scripts.some((script) => (typeof text === 'string' ? script.text.includes(text) : text.test(script.text)));
  // A plan's label is what the form shows; a product that is no plan (coins) is only in the catalogue; the name of a
  // numeric error code, as a value, is only in the rules (the route table every page loads has it in its page's path).
  assert.ok(carries('premium_yearly, $'), 'the plans are in the page');
  assert.equal(carries('coins_100'), false, 'the catalogue is not');
  assert.equal(carries(/["'`]billing-response-json-parse-error["'`]/), false, 'the rules are not');
  const simulator = page.locator('[data-plan-change-simulator]');
  await simulator.scrollIntoViewIfNeeded();
  await simulator.getByRole('button', {name: 'Simulate'}).click();
  const timeline = simulator.getByRole('list', {name: 'Timeline of the plan change'});
  await timeline.waitFor();
  assert.ok((await timeline.getByRole('listitem').count()) > 2);
  await settled();
  assert.ok(carries('coins_100'), 'the simulated store came with Simulate');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

/** The scripts of a page that hold a docs version's sandbox rules, as they arrive. */
function rulesScriptsOf(page) {
  const found = [];
  const reading = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reading.push(
      response.text().then(
        (text) => text.includes('"sandboxConstants"') && found.push(new URL(response.url()).pathname),
        () => undefined,
      ),
    );
  });
  return async () => {
    await Promise.all(reading);
    return found;
  };
}

test("a live example downloads its docs version's rules with its code, from one file that every page of the version shares", async () => {
  const scripts = {};
  for (const name of ['lifecycle', 'apis']) {
    const {page, context, record} = await openPage(`${DOCS}/${name}`);
    const rules = rulesScriptsOf(page);
    await waitForHydration(page);
    assert.deepEqual(await rules(), [], `${name}: no rules before an example runs`);
    const holder = page.locator('[data-live-example]').first();
    await holder.scrollIntoViewIfNeeded();
    await holder.locator('[data-sandbox-platform]').waitFor({timeout: 15_000});
    scripts[name] = await rules();
    assert.equal(scripts[name].length, 1, `${name}: the rules came with the first example: ${scripts[name]}`);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  }
  assert.deepEqual(scripts.apis, scripts.lifecycle, 'the same file on both pages');
});
