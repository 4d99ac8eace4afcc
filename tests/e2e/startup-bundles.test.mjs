// How a page starts: its first frame is the page, its bundles are requested after the first paint
// (plugins/paint-first-template), each once, and the bundles every page runs at start-up ask Chromium to compile them
// ahead, off the main thread (plugins/compile-hints).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {openPage, BASE_URL, followOwnScripts} from './support/harness.mjs';

const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
/** How long the stylesheet is held back, so that the parser waits for it at the colour-mode script. */
const STYLESHEET_DELAY_MS = 400;
/** A frame of the empty body lays out 3 objects (the view, <html>, <body>); a frame of the page, hundreds. */
const EMPTY_FRAME_OBJECTS = 20;

/**
 * The layouts and paints of the page's own document, in order, from a trace of its load: from the start of its parse,
 * since the document it replaces (the new tab's blank page) may still paint after the navigation has started.
 */
function framesOfLoad(traceEvents, route) {
  const pathOf = (url) => (URL.canParse(url) ? new URL(url).pathname : undefined);
  const start = traceEvents.find((event) => event.name === 'ParseHTML' && pathOf(event.args?.beginData?.url) === route);
  assert.ok(start, `the trace holds the parse of ${route}`);
  const frame = start.args.beginData.frame;
  const frameOf = (event) => (event.name === 'Layout' ? event.args?.beginData?.frame : event.args?.data?.frame);
  return traceEvents
    .filter((event) => ['Layout', 'Paint'].includes(event.name) && event.ts >= start.ts && frameOf(event) === frame)
    .sort((a, b) => a.ts - b.ts)
    .map((event) => ({name: event.name, objects: event.args?.beginData?.totalObjects}));
}

/** The bundles a page fetched while it started, by file name without the hash. */
async function startupBundles(route) {
  const {page, context, record} = await openPage(route);
  await followOwnScripts(page).settled();
  const scripts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script')
      .map((entry) => new URL(entry.name).pathname),
  );
  await context.close();
  return {scripts, record};
}

for (const route of ['/', '/docs/types', '/docs/next/apis', '/docs/types/product-ios']) {
  test(`${route}: every start-up bundle is fetched once, with no console error`, async () => {
    const {scripts, record} = await startupBundles(route);
    assert.ok(
      scripts.some((script) => /\/main\.\w+\.js$/.test(script)),
      `${route}: the main bundle ran: ${scripts}`,
    );
    for (const script of new Set(scripts)) assert.equal(scripts.filter((entry) => entry === script).length, 1, `${route}: ${script} fetched once`);
    assert.deepEqual(record.consoleErrors, [], route);
  });
}

test("a page's first frame is the page, not its empty body, even when the stylesheet arrives while the parser waits for it", async () => {
  const route = '/docs/next/apis';
  const {page: first, context} = await openPage('/', {hydrate: false});
  // A page of its own, so that the trace holds no frame of the page before.
  const page = await context.newPage();
  await first.close();
  // The colour-mode script at the top of <body> waits for the stylesheet: held back, it arrives during that wait.
  await page.route('**/assets/css/*.css', async (request) => {
    await new Promise((resolve) => setTimeout(resolve, STYLESHEET_DELAY_MS));
    await request.fallback();
  });
  const browser = context.browser();
  await browser.startTracing(page, {categories: ['devtools.timeline']});
  await page.goto(route, {waitUntil: 'load'});
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0);
  const frames = framesOfLoad(JSON.parse((await browser.stopTracing()).toString()).traceEvents, route);
  await context.close();
  // Parsing may measure the document on its way (a layout of a few objects); what counts is what the first paint drew.
  const firstPaint = frames.findIndex((frame) => frame.name === 'Paint');
  assert.ok(firstPaint !== -1, `the page was painted: ${JSON.stringify(frames)}`);
  const painted = frames.slice(0, firstPaint).findLast((frame) => frame.name === 'Layout');
  assert.ok(
    painted !== undefined && painted.objects > EMPTY_FRAME_OBJECTS,
    `the first frame painted holds the page, not an empty body: ${painted ? `its layout had ${painted.objects} objects` : 'it was painted before any layout'} (frames: ${JSON.stringify(frames.slice(0, firstPaint + 3))})`,
  );
});

test('the bundles every page runs at start-up carry the compile hint; the page chunks do not', async () => {
  const {scripts} = await startupBundles('/docs/types');
  const hinted = [];
  for (const url of scripts) {
    const text = await (await fetch(BASE_URL + url)).text();
    if (text.startsWith(`${COMPILE_HINT}\n`))
      hinted.push(
        url
          .split('/')
          .pop()
          .replace(/\.\w+\.js$/, ''),
      );
  }
  assert.deepEqual(hinted.sort(), ['main', 'react-dom', 'theme']);
});

test("a docs page's own theme parts come with the theme chunk, which the page's HTML lists with the main bundle", async () => {
  const {scripts} = await startupBundles('/docs/apis');
  const chunkHolding = async (marker) => {
    const holders = [];
    for (const url of scripts)
      if ((await (await fetch(BASE_URL + url)).text()).includes(marker))
        holders.push(
          url
            .split('/')
            .pop()
            .replace(/\.\w+\.js$/, ''),
        );
    return holders;
  };
  // The code blocks' copy button (src/components/CopyButton, rendered by src/components/HighlightedCode).
  assert.deepEqual(await chunkHolding('Copy to clipboard'), ['theme']);
  // The colour-mode storage settings Docusaurus generates for the theme.
  assert.deepEqual(await chunkHolding('{"N":"localStorage"'), ['theme']);
  // The hook with which hydration keeps server HTML (src/components/StaticIsland/serverHtml.ts): the theme chunk
  // holds it, not a chunk of Docusaurus's own for the modules that half the pages share.
  assert.deepEqual(await chunkHolding('data-server-html'), ['theme']);
  // The start-up bundles are named in the server HTML, so the browser fetches them together rather than the theme
  // only once the main bundle has run.
  const html = await (await fetch(`${BASE_URL}/docs/apis`)).text();
  const listed = [...html.match(/__openiapLoadBundles\((\[[^\]]*\])\)/)[1].matchAll(/\/assets\/js\/([\w~-]+)\.\w+\.js/g)].map((match) => match[1]);
  assert.deepEqual(listed.sort(), ['main', 'react-dom', 'runtime~main', 'theme']);
});

test("a docs page starts with the four start-up bundles and its own route's chunks only: the theme's parts are in the theme", async () => {
  const {scripts} = await startupBundles('/docs/lifecycle');
  const stray = [];
  for (const url of scripts.filter((script) => !/\/(main|react-dom|runtime~main|theme)\.\w+\.js$/.test(script))) {
    const text = await (await fetch(BASE_URL + url)).text();
    // The page's compiled MDX, or its docs version's data (sidebar and version metadata).
    if (!text.includes('/lifecycle.mdx') && !text.includes('"docsSidebars"')) stray.push(`${url}: ${text.slice(0, 160)}`);
  }
  assert.deepEqual(stray, []);
});

test('the JavaScript a page starts with names no folder of the machine that built it', async () => {
  // The site config and the route registry are written into the main bundle; a plugin option or a data module given
  // as an absolute path would ship the build machine's folder to every reader.
  const projectDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const {scripts} = await startupBundles('/docs/types');
  assert.ok(scripts.length >= 4, `the start-up bundles were fetched: ${scripts}`);
  const naming = [];
  for (const url of new Set(scripts)) {
    const text = await (await fetch(BASE_URL + url)).text();
    const at = text.indexOf(projectDir);
    if (at !== -1) naming.push(`${url}: …${text.slice(Math.max(0, at - 60), at + projectDir.length + 40)}…`);
  }
  assert.deepEqual(naming, [], `the project folder ${projectDir} appears in the start-up JavaScript`);
});

// Docusaurus writes its base-URL check into the home page only.
test('the home page, which paints before its bundles run, builds no base-URL banner: the check is not in it, and no banner appears', async () => {
  const html = await (await fetch(`${BASE_URL}/`)).text();
  assert.doesNotMatch(html, /base-url-issue-banner|insertBanner/, 'the HTML carries no base-URL check');
  const {page, context, record} = await openPage('/');
  await followOwnScripts(page).settled();
  assert.equal(await page.locator('[id^="__docusaurus-base-url-issue-banner"]').count(), 0);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
