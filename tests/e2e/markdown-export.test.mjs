// The docs as Markdown (plugins/markdown-export): /llms.txt and /llms-full.txt for the current release, each docs
// page at its address plus .md in every version, with the same tables as its web page and nothing of MDX or HTML
// left, and the "Copy page as Markdown" button that puts a page's Markdown on the clipboard.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {openPage, BASE_URL} from './support/harness.mjs';
import {DOC_PAGES} from './support/routes.mjs';

const root = new URL('../../', import.meta.url);
/** The release Docusaurus serves at /docs: the first of versions.json. */
const [latestRelease] = JSON.parse(readFileSync(new URL('versions.json', root), 'utf8'));

async function get(path) {
  const response = await fetch(`${BASE_URL}${path}`);
  assert.equal(response.status, 200, `${path}: status ${response.status}`);
  return {text: await response.text(), type: response.headers.get('content-type') ?? ''};
}

/** A Markdown text without its fenced code blocks and code spans, where `<` and `import` are code, not markup. */
function outsideCode(markdown) {
  return markdown.replace(/^(```|~~~)[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/(`+)[^`]*?\1/g, '');
}

/**
 * Only the letters and digits of a cell, so that `code`, links and badges written in Markdown or HTML compare equal.
 * A link's text may hold brackets of its own, as a member named `IapEventPayloads.[IapEvent.PurchaseError]` does.
 */
const letters = (text) => text.replace(/\[((?:[^[\]]|\[[^\]]*\])*)\]\([^)]*\)/g, '$1').replace(/[^\p{L}\p{N}]+/gu, '');

/** The GFM tables of a Markdown text: header cells, and the number and first cells of body rows. */
function markdownTables(markdown) {
  const tables = [];
  let current;
  let fence;
  const cells = (line) =>
    line
      .replace(/^\|\s*|\s*\|$/g, '')
      .split(/(?<!\\)\|/)
      .map((cell) => letters(cell));
  for (const line of markdown.split('\n')) {
    const marker = /^(```|~~~)/.exec(line)?.[1];
    if (marker && (!fence || fence === marker)) fence = fence ? undefined : marker;
    if (fence || !line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) tables.push((current = {header: cells(line), rows: 0, firstCells: []}));
    else if (!/^\|(\s*:?-+:?\s*\|)+$/.test(line)) {
      current.rows += 1;
      current.firstCells.push(cells(line)[0]);
    }
  }
  return tables;
}

/** The tables of a docs page as its HTML serves them, in the same shape. */
async function htmlTables(page) {
  const tables = await page.$$eval('article table', (elements) =>
    elements.map((table) => ({
      header: [...table.querySelectorAll('thead th')].map((cell) => cell.textContent ?? ''),
      firstCells: [...table.querySelectorAll('tbody tr')].map((row) => row.firstElementChild?.textContent ?? ''),
    })),
  );
  return tables.map((table) => ({header: table.header.map(letters), rows: table.firstCells.length, firstCells: table.firstCells.map(letters)}));
}

test('/llms.txt lists every page of the current release in the llmstxt.org layout, each served as Markdown', async () => {
  const {text, type} = await get('/llms.txt');
  assert.match(type, /^text\/plain/);
  const lines = text.split('\n');
  assert.match(lines[0], /^# OpenIAP$/);
  assert.match(lines[2], /^> \S/, 'a one-line summary as a blockquote');
  assert.ok(text.includes(`OpenIAP ${latestRelease}, the current release`), 'it names the release it covers');
  const links = [...text.matchAll(/^- \[([^\]]+)\]\((https?:\/\/[^)]+\.md)\)(?:: (.+))?$/gm)];
  const sections = text.match(/^## .+$/gm) ?? [];
  assert.ok(sections.includes('## Documentation') && sections.length >= 4, sections.join(', '));
  const paths = links.map(([, , url]) => new URL(url).pathname);
  for (const page of DOC_PAGES) assert.ok(paths.includes(`/docs/${page}.md`), `/docs/${page}.md is listed`);
  assert.ok(!paths.some((path) => path.startsWith('/docs/next/')), 'no page of Next');
  for (const [, title, url] of links) {
    const {text: markdown} = await get(new URL(url).pathname);
    assert.match(markdown.split('\n')[0], /^# \S/, `${url} (${title}) starts with its title`);
  }
});

test("/llms-full.txt holds the pages of llms.txt one after another; the symbols' own pages are listed after them", async () => {
  const {text: index} = await get('/llms.txt');
  const {text: full} = await get('/llms-full.txt');
  const symbolPage = /\/docs\/(apis|events|types|errors)\/[^/]+$/;
  const urls = [...index.matchAll(/^- \[[^\]]+\]\((https?:\/\/[^)]+)\.md\)/gm)].map(([, url]) => url);
  const symbols = urls.filter((url) => symbolPage.test(url));
  assert.ok(symbols.length > 200, `${symbols.length} symbol pages listed`);
  assert.deepEqual(urls.slice(-symbols.length), symbols, 'after every docs page');
  assert.match(index, /^- \[requestPurchase\]\(https?:\/\/[^/)]+\/docs\/apis\/request-purchase\.md\): Starts the store's purchase flow/m);
  const {text: requestPurchase} = await get('/docs/apis/request-purchase.md');
  assert.match(requestPurchase, /^# requestPurchase\n[\s\S]*```ts\nrequestPurchase\(/);
  let last = -1;
  for (const url of urls.filter((entry) => !symbolPage.test(entry))) {
    const at = full.indexOf(`\n\nSource: ${url}\n`);
    assert.ok(at > last, `${url} comes after the page before it`);
    last = at;
  }
  const {text: lifecycle} = await get('/docs/lifecycle.md');
  assert.ok(full.includes(lifecycle.split('\n').slice(2).join('\n').trim()), 'the Life Cycle page is in full');
  // The index pages list each symbol in one line that links its page, and the symbols' pages are not in the file.
  assert.match(full, /^\[`PurchaseIOS`\]\(https?:\/\/[^/)]+\/docs\/types\/purchase-ios\) \(iOS\): \S/m);
  assert.ok(!/\n\nSource: \S+\/docs\/(apis|events|types|errors)\/[^/\s]+\n/.test(full), "a symbol's page in llms-full.txt");
});

for (const base of ['/docs', '/docs/next']) {
  test(`${base}: the Markdown of APIs, Events and Types has a line for each symbol line of the web page, linking the same page`, async () => {
    const {context, page} = await openPage(`${base}/lifecycle`, {javaScriptEnabled: false, hydrate: false});
    for (const name of ['apis', 'events', 'types']) {
      await page.goto(`${base}/${name}`);
      const lines = await page.$$eval('[data-symbol-entry]', (entries) =>
        entries.map((entry) => [entry.dataset.symbolEntry, entry.querySelector('a').getAttribute('href')]),
      );
      assert.ok(lines.length > 5, `${base}/${name}: ${lines.length} lines`);
      const {text: markdown} = await get(`${base}/${name}.md`);
      // A line is the name's link, its platform if any, then its summary after a colon; prose may start a line with a link.
      const written = [...markdown.matchAll(/^\[`(\w+)`\]\(https?:\/\/[^/)]+(\/[^)]*)\)(?: \([^)]*\))?: /gm)].map(([, symbol, href]) => [symbol, href]);
      assert.deepEqual(written, lines, `${base}/${name}.md`);
    }
    await context.close();
  });
}

test(`the Markdown of a page is at its address plus .md in every version, the release also under /docs/${latestRelease}`, async () => {
  const release = await get('/docs/lifecycle.md');
  assert.match(release.type, /^text\/markdown/);
  assert.equal((await get(`/docs/${latestRelease}/lifecycle.md`)).text, release.text);
  const next = await get('/docs/next/lifecycle.md');
  assert.match(release.text, /^# Life Cycle\n/);
  assert.match(next.text, /^# Life Cycle\n/);
  // Each version links within itself.
  assert.match(next.text, /\]\(https?:\/\/[^/)]+\/docs\/next\/apis#init-connection\)/);
  assert.match(release.text, /\]\(https?:\/\/[^/)]+\/docs\/apis#init-connection\)/);
});

for (const base of ['/docs', '/docs/next']) {
  test(`${base}: every page's Markdown has the tables of its web page, and no HTML, JSX or import line`, async () => {
    const {context, page} = await openPage(`${base}/lifecycle`, {javaScriptEnabled: false, hydrate: false});
    const withTables = [];
    for (const name of [...DOC_PAGES, 'types/product-ios', 'apis/request-purchase', 'errors/user-cancelled']) {
      const route = `${base}/${name}`;
      const {text: markdown} = await get(`${route}.md`);
      const prose = outsideCode(markdown);
      const tag = /(?<!\\)<\/?[A-Za-z][\w.:-]*(\s[^>]*)?\/?>/.exec(prose);
      assert.equal(tag, null, `${route}.md has an HTML or JSX tag: ${tag?.[0]}`);
      const statement = /^(import|export) .*$/m.exec(prose);
      assert.equal(statement, null, `${route}.md has an import or export line: ${statement?.[0]}`);
      assert.ok(!prose.includes('{/*'), `${route}.md has an MDX comment`);
      await page.goto(route);
      const expected = await htmlTables(page);
      assert.deepEqual(markdownTables(markdown), expected, `${route}: the tables of the .md and of the page`);
      if (expected.length > 0) withTables.push(name);
    }
    for (const name of ['types', 'apis', 'errors', 'events', 'types/product-ios']) assert.ok(withTables.includes(name), `${base}/${name} has tables`);
    await context.close();
  });
}

/** Replaces the clipboard with one that records what is written to it (`window.__copied`). */
async function stubClipboard(page) {
  await page.evaluate(() => {
    window.__copied = [];
    const clipboard = {
      writeText: async (text) => {
        window.__copied.push(text);
      },
      write: async (items) => {
        for (const item of items) window.__copied.push(await (await item.getType('text/plain')).text());
      },
    };
    Object.defineProperty(navigator, 'clipboard', {value: clipboard, configurable: true});
  });
}

test('"Copy page as Markdown" puts the page\'s Markdown on the clipboard and says so', async () => {
  const {text: markdown} = await get('/docs/next/errors.md');
  const {page, context, record} = await openPage('/docs/next/errors');
  await stubClipboard(page);
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await page.getByText('Copied this page as Markdown.').waitFor({timeout: 10000});
  assert.deepEqual(await page.evaluate(() => window.__copied), [markdown]);
  assert.deepEqual(record.consoleErrors, []);
  assert.deepEqual(record.failedSameOrigin, []);
  await context.close();
});

test('"Copy page as Markdown" says when the Markdown cannot be had, and copies nothing', async () => {
  const {page, context} = await openPage('/docs/types');
  await stubClipboard(page);
  await page.route('**/docs/types.md', (route) => route.fulfill({status: 503, body: 'unavailable'}));
  await page.getByRole('button', {name: 'Copy page as Markdown'}).click();
  await page.getByText(/Could not copy this page as Markdown: the site answered 503\. Its Markdown is at \/docs\/types\.md\./).waitFor({timeout: 10000});
  assert.deepEqual(await page.evaluate(() => window.__copied), []);
  await context.close();
});
