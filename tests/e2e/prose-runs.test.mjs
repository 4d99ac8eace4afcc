// Prose runs (plugins/static-islands/proseRuns.ts, src/components/ProseRun): a page's plain Markdown stays the
// server's HTML on a first visit, with no React node inside it; it looks the same as the page's own blocks, holds
// nothing a reader interacts with, follows its links inside the app, and a page reached by a link shows every word.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, bringIntoView, bringToRest, followOwnScripts} from './support/harness.mjs';
import {axeRuleViolationsAsLoaded} from './support/axe.mjs';
import {DOC_ROUTES} from './support/routes.mjs';

/** Elements a reader interacts with, which would be dead in HTML React does not own. */
const INTERACTIVE = 'button, input, select, textarea, details, summary, [role="tab"], [role="button"], [contenteditable], [tabindex]:not([tabindex="-1"])';

test('no docs page or symbol page has anything a reader interacts with inside a kept run', async () => {
  const {page, context} = await openPage('/docs/types');
  const routes = [...DOC_ROUTES, '/docs/types/product-ios', '/docs/apis/request-purchase', '/docs/next/types/product-ios'];
  const found = [];
  let runs = 0;
  for (const route of routes) {
    const html = await (await fetch(`${BASE_URL}${route}`)).text();
    const result = await page.evaluate(
      ({html, interactive}) => {
        const document = new DOMParser().parseFromString(html, 'text/html');
        const kept = [...document.querySelectorAll('[data-prose-run]')];
        return {
          runs: kept.length,
          interactive: kept.flatMap((run) => [...run.querySelectorAll(interactive)].map((element) => element.outerHTML.slice(0, 120))),
        };
      },
      {html, interactive: INTERACTIVE},
    );
    runs += result.runs;
    found.push(...result.interactive.map((element) => `${route}: ${element}`));
  }
  assert.deepEqual(found, []);
  assert.ok(runs > routes.length * 2, `${runs} runs on ${routes.length} pages`);
  await context.close();
});

/** How many elements of the page's Markdown React hydrated, in kept runs and in all. */
const reactOwned = (page) =>
  page.evaluate(() => {
    const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
    const markdown = document.querySelector('.theme-doc-markdown');
    const all = [...markdown.querySelectorAll('*')];
    const inRuns = [...markdown.querySelectorAll('[data-prose-run] *')];
    return {elements: all.length, owned: all.filter(owned).length, inRuns: inRuns.length, ownedInRuns: inRuns.filter(owned).length};
  });

for (const route of ['/docs/types', '/docs/next/errors', '/docs/lifecycle']) {
  test(`${route}: a first visit keeps its runs as the server's HTML, with no React node inside them`, async () => {
    const {page, context, record} = await openPage(route, {viewport: {width: 412, height: 823}});
    const counts = await reactOwned(page);
    assert.ok(counts.inRuns > 200, `${counts.inRuns} of the Markdown's ${counts.elements} elements are in runs`);
    assert.equal(counts.ownedInRuns, 0, 'elements in runs that React hydrated');
    // Hydration kept them: a mismatch would be reported in the console and the runs rendered again.
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

/** The spacing and size of a run's blocks beside those of the same blocks placed directly in the page's Markdown. */
const runStyles = (page) =>
  page.evaluate(() => {
    const markdown = document.querySelector('.theme-doc-markdown');
    const style = (element) => {
      const computed = getComputedStyle(element);
      return {fontSize: computed.fontSize, marginTop: computed.marginTop, marginBottom: computed.marginBottom};
    };
    const result = {};
    for (const tag of ['h2', 'h3', 'p', 'ul']) {
      const inRun = markdown.querySelector(`:scope > [data-prose-run] > ${tag}:not(:last-child)`);
      if (!inRun) continue;
      // A block of the page's own, put first so that no first- or last-child rule tells them apart.
      const own = document.createElement(tag);
      own.textContent = 'x';
      markdown.prepend(own);
      result[tag] = {run: style(inRun), own: style(own)};
      own.remove();
    }
    const lastRun = markdown.querySelector(':scope > [data-prose-run]:last-child');
    result.lastBlockMarginBottom = lastRun ? getComputedStyle(lastRun.lastElementChild).marginBottom : null;
    return result;
  });

for (const [route, tags] of [
  ['/docs/types', ['h2', 'h3', 'p']],
  ['/docs/ios-setup', ['h2', 'p', 'ul']],
]) {
  for (const viewport of [
    {width: 1280, height: 900},
    {width: 412, height: 823},
  ]) {
    test(`${route} at ${viewport.width} px: a run's ${tags.join(', ')} are spaced and sized as the page's own`, async () => {
      const {page, context} = await openPage(route, {viewport});
      const styles = await runStyles(page);
      for (const tag of tags) {
        assert.ok(styles[tag], `a ${tag} in a run`);
        assert.deepEqual(styles[tag].run, styles[tag].own, tag);
      }
      if (styles.lastBlockMarginBottom !== null) assert.equal(styles.lastBlockMarginBottom, '0px', 'the last block of the page ends without a margin');
      await context.close();
    });
  }
}

test("a link in a kept run navigates inside the app, and a page reached by a link shows every word of the server's", async () => {
  const {page: fresh, context: freshContext} = await openPage('/docs/types');
  const serverText = await wordsOf(fresh);
  await freshContext.close();

  const {page, context, record} = await openPage('/docs/lifecycle');
  await page.evaluate(() => {
    window.sameDocument = true;
  });
  const link = page.locator('.theme-doc-markdown > [data-prose-run] a[href^="/docs/types#"]').first();
  // The link may sit in a block drawn only as it nears the viewport, which moves what is around it.
  await bringToRest(link);
  await link.click();
  await page.waitForURL('**/docs/types#*');
  await page.locator('article h1', {hasText: 'Types'}).waitFor();
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'navigated inside the app');
  assert.ok((await page.locator('[data-prose-run]').count()) > 3, 'the runs are there');
  assert.equal(await wordsOf(page), serverText);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

/** The text of the page's runs in its HTML: the first sentence of each, long enough to be the run's own. */
const runSentences = (page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.theme-doc-markdown > [data-prose-run] > p')]
      .map((paragraph) => paragraph.textContent.split(/[.:]/)[0].trim())
      .filter((sentence) => sentence.length > 40),
  );

for (const route of ['/docs/lifecycle', '/docs/next/types']) {
  test(`${route}: a first visit's JavaScript does not carry the runs' text, which is in the HTML only`, async () => {
    const {page, context, record} = await openPage(route, {hydrate: false});
    const {scripts, settled} = followOwnScripts(page);
    const requested = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.reload();
    await settled();
    // The page's description is in its metadata too, which the page's JavaScript carries for the theme.
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    const sentences = (await runSentences(page)).filter((sentence) => !description.includes(sentence));
    assert.ok(sentences.length >= 3, `${sentences.length} sentences of runs on the page`);
    // JSON in a script escapes some characters; a sentence is looked for as the script would write it.
    const carried = sentences.filter((sentence) =>
      scripts.some((script) => script.text.includes(sentence) || script.text.includes(JSON.stringify(sentence).slice(1, -1))),
    );
    assert.deepEqual(carried, []);
    // Nor was the runs' data fetched: the HTML has them all.
    assert.deepEqual(
      requested.filter((url) => url.includes('/assets/islands/')),
      [],
    );
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

/** The runs inside containers that keep their content in the HTML: tab panels, accordion items, admonitions. */
const NESTED_RUNS = '[role="tabpanel"] [data-prose-run], details [data-prose-run], .theme-admonition [data-prose-run]';

for (const route of ['/docs/subscription-upgrade-downgrade', '/docs/next/errors']) {
  test(`${route}: the runs inside tab panels, accordion items and admonitions are kept on a first visit and not carried by its JavaScript`, async () => {
    const {page, context, record} = await openPage(route, {hydrate: false});
    const {scripts, settled} = followOwnScripts(page);
    await page.reload();
    await settled();
    const nested = await page.evaluate((selector) => {
      const owned = (element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
      const runs = [...document.querySelectorAll(selector)];
      return {
        runs: runs.length,
        ownedInside: runs.flatMap((run) => [...run.querySelectorAll('*')]).filter(owned).length,
        sentences: runs
          .flatMap((run) => [...run.querySelectorAll(':scope > p')])
          .map((paragraph) => paragraph.textContent.split(/[.:]/)[0].trim())
          .filter((sentence) => sentence.length > 40),
      };
    }, NESTED_RUNS);
    assert.ok(nested.runs >= 4, `${nested.runs} runs inside containers`);
    assert.equal(nested.ownedInside, 0, 'elements of nested runs that React hydrated');
    assert.ok(nested.sentences.length >= 3, `${nested.sentences.length} sentences in nested runs`);
    const carried = nested.sentences.filter((sentence) =>
      scripts.some((script) => script.text.includes(sentence) || script.text.includes(JSON.stringify(sentence).slice(1, -1))),
    );
    assert.deepEqual(carried, []);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test("a run that ends a tab's panel, an accordion's item or an admonition ends without a margin, as the container's last block did", async () => {
  const {page, context} = await openPage('/docs/subscription-upgrade-downgrade');
  const margins = await page.evaluate((selector) => {
    for (const panel of document.querySelectorAll('[role="tabpanel"][hidden]')) panel.removeAttribute('hidden');
    return [...document.querySelectorAll(selector)]
      .filter((run) => run.matches(':last-child') && run.lastElementChild)
      .map((run) => getComputedStyle(run.lastElementChild).marginBottom);
  }, NESTED_RUNS);
  assert.ok(margins.length >= 3, `${margins.length} runs ending their container`);
  assert.deepEqual(new Set(margins), new Set(['0px']));
  await context.close();
});

/**
 * The words of a page's Markdown, without its buttons: a code block shows its Wrap button once it has measured itself
 * wider than its box, at a moment that differs from one load to the next.
 */
const wordsOf = (page) =>
  page.locator('.theme-doc-markdown').evaluate((markdown) => {
    const copy = markdown.cloneNode(true);
    for (const button of copy.querySelectorAll('button')) button.remove();
    return copy.textContent;
  });

test("a page reached by a link draws the runs of every tab's panel from its data, with the server's words", async () => {
  const route = '/docs/subscription-upgrade-downgrade';
  const {page: fresh, context: freshContext} = await openPage(route);
  const serverText = await wordsOf(fresh);
  await freshContext.close();

  const {page, context, record} = await openPage('/docs/lifecycle', {viewport: {width: 1280, height: 900}});
  await page.evaluate(() => (window.sameDocument = true));
  const link = page.locator(`.theme-doc-markdown a[href="${route}"]`).first();
  // Far down the page: the blocks above take their real height as they are drawn, which moves the link under a click.
  await bringToRest(link);
  await link.click();
  await page.waitForURL(`**${route}`);
  await page.locator('article h1', {hasText: 'Subscription'}).waitFor();
  assert.equal(await page.evaluate(() => window.sameDocument), true, 'navigated inside the app');
  assert.equal(await wordsOf(page), serverText);
  // The Android panel, hidden until chosen, shows its runs when chosen.
  await page
    .getByRole('tab', {name: /Android/})
    .first()
    .click();
  const panel = page.locator('[role="tabpanel"]:not([hidden])').first();
  assert.match(await panel.textContent(), /Android upgrade is immediate/);
  assert.ok((await panel.locator('[data-prose-run]').count()) > 0, 'the panel holds runs');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

/** The tables of a page's Markdown, in a run or not. */
const MARKDOWN_TABLES = '.markdown > table, .markdown > [data-prose-run] > table';

/** Each table of the page's Markdown: whether its rows are drawn yet, whether it scrolls sideways, its tabindex. */
const markdownTables = (page) =>
  page.evaluate(
    (selector) =>
      [...document.querySelectorAll(selector)].map((table) => ({
        drawn: table.tBodies[0].checkVisibility({contentVisibilityAuto: true}),
        scrolls: table.scrollWidth > table.clientWidth,
        tabindex: table.getAttribute('tabindex'),
      })),
    MARKDOWN_TABLES,
  );

test('the Markdown tables far below the first screen are not laid out with it, a keyboard still reaches them, and each is measured once drawn', async () => {
  // 360 px, a common phone width: the error tables then include one that scrolls sideways and some that fit.
  const {page, context, record} = await openPage('/docs/errors', {viewport: {width: 360, height: 780}});
  const before = await markdownTables(page);
  const undrawn = before.filter((table) => !table.drawn);
  assert.ok(undrawn.length >= 3, `${undrawn.length} of ${before.length} tables left undrawn in the first frame`);
  // Its width is not known until it is drawn: it may scroll, so the keyboard can reach it meanwhile.
  assert.deepEqual(
    undrawn.map((table) => table.tabindex),
    undrawn.map(() => '0'),
  );
  assert.deepEqual(await axeRuleViolationsAsLoaded(page, ['scrollable-region-focusable']), []);
  // Each table drawn in turn, measured while its rows are laid out: it takes focus exactly when it scrolls.
  const tables = page.locator(MARKDOWN_TABLES);
  const scrolls = [];
  for (let index = 0; index < before.length; index += 1) {
    const table = tables.nth(index);
    await bringIntoView(table.locator('tbody'));
    const handle = await table.elementHandle();
    await page.waitForFunction((element) => (element.getAttribute('tabindex') === '0') === element.scrollWidth > element.clientWidth, handle);
    scrolls.push(await handle.evaluate((element) => element.scrollWidth > element.clientWidth));
  }
  // On a phone the page has both kinds, so both answers are seen.
  assert.ok(scrolls.includes(true), 'a drawn table scrolls sideways');
  assert.ok(scrolls.includes(false), 'a drawn table fits');
  // Back at the top, every table is skipped again, its rows without layout, and keeps the measure it was drawn with:
  // a table that scrolls stays in the tab order.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(
    (selector) => [...document.querySelectorAll(selector)].every((table) => !table.tBodies[0].checkVisibility({contentVisibilityAuto: true})),
    MARKDOWN_TABLES,
  );
  assert.deepEqual(
    (await markdownTables(page)).map((table) => table.tabindex),
    scrolls.map((scrolling) => (scrolling ? '0' : null)),
  );
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
