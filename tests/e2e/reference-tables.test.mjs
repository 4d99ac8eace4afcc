// The tables of the reference pages (a type's fields, an operation's parameters, the error codes) as readers see them:
// on a desktop each fits its column with room for its descriptions; on a phone a type's fields are stacked, one block
// per field, and still read as a table.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, drawEverything, bringIntoView} from './support/harness.mjs';
import {axeRuleViolationsAsLoaded} from './support/axe.mjs';
import {RELEASED} from './support/releases.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {loadModelForVersion} = jiti('../../plugins/spec-model/load.ts');
const {symbolPagePath} = jiti('../../shared/symbolPages.ts');

const PHONE = {width: 390, height: 844};

/**
 * The newest release's symbol pages whose tables are the hardest to fit, where their full entries are (the index pages
 * have a line each): the three types whose longest field name and longest word of a field's type are longest together,
 * the longest table (PurchaseIOS), and the operation with the longest word in a parameter's type.
 */
function widestSymbolPages() {
  const model = loadModelForVersion(fileURLToPath(new URL('../..', import.meta.url)), RELEASED[0]);
  const longest = (texts) => Math.max(0, ...texts.flatMap((text) => text.match(/\w+/g) ?? []).map((word) => word.length));
  const types = model.types
    .filter((type) => type.fields?.length)
    .map((type) => ({name: type.name, width: longest(type.fields.map((field) => field.name)) + longest(type.fields.map((field) => field.type))}))
    .sort((a, b) => b.width - a.width)
    .slice(0, 3)
    .map(({name}) => name);
  const [operation] = model.operations
    .filter((entry) => entry.group !== 'listeners')
    .sort((a, b) => longest(b.params.map((param) => param.type)) - longest(a.params.map((param) => param.type)));
  return [
    ...[...types, 'PurchaseIOS'].map((name) => symbolPagePath('/docs', {kind: 'declaration', name})),
    symbolPagePath('/docs', {kind: 'operation', name: operation.name}),
  ];
}
const WIDEST = widestSymbolPages();

/** Every table drawn in the page's Markdown: how far it scrolls sideways, and the share its description column has. */
function measureTables(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main .markdown table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const heads = [...table.querySelectorAll(':scope > thead th')];
        const description = heads.find((head) => /^(Description|Meaning)$/.test(head.textContent.trim()));
        const entry = table.closest('[data-type], [data-operation]');
        return {
          reference: entry !== null,
          where: entry?.getAttribute('data-type') ?? entry?.getAttribute('data-operation') ?? heads.map((head) => head.textContent).join('|'),
          overflow: table.scrollWidth - table.clientWidth,
          descriptionShare: description ? description.getBoundingClientRect().width / table.clientWidth : null,
        };
      }),
  );
}

for (const route of ['/docs/types', '/docs/1.2.3/types', '/docs/events', '/docs/errors', '/docs/next/types/purchase-ios', ...WIDEST]) {
  test(`${route} on a desktop: every table fits its column, and its descriptions have a quarter of it at least`, async () => {
    const {page, context} = await openPage(route, {viewport: {width: 1280, height: 800}});
    try {
      await drawEverything(page);
      const tables = await measureTables(page);
      assert.ok(tables.length > 0, `${route} has tables`);
      // Long names (originalTransactionIdentifierIOS, SubscriptionProductReplacementParamsAndroid) wrap between their
      // words; unbroken, they made 19 tables of the Types page scroll sideways with a description column of 97 px.
      assert.deepEqual(
        tables.filter((table) => table.overflow > 1).map((table) => `${table.where} scrolls by ${table.overflow}px`),
        [],
      );
      const squeezed = tables.filter((table) => table.descriptionShare !== null && table.descriptionShare < 0.25);
      assert.deepEqual(
        squeezed.map((table) => `${table.where}: ${Math.round(table.descriptionShare * 100)}%`),
        [],
      );
    } finally {
      await context.close();
    }
  });
}

for (const route of ['/docs/events', ...WIDEST]) {
  test(`${route} beside the sidebar and contents of a 1000 px window: the type and operation tables still fit`, async () => {
    const {page, context} = await openPage(route, {viewport: {width: 1000, height: 800}});
    try {
      await drawEverything(page);
      // Markdown tables may scroll sideways there (they take the focus to be scrolled from the keyboard); the
      // reference's own tables are made to fit.
      const tables = (await measureTables(page)).filter((table) => table.reference);
      assert.ok(tables.length > 0, `${route}: ${tables.length} reference tables`);
      assert.deepEqual(
        tables.filter((table) => table.overflow > 1).map((table) => `${table.where} scrolls by ${table.overflow}px`),
        [],
      );
    } finally {
      await context.close();
    }
  });
}

/**
 * What of the page's Markdown a reader would see past its column on a phone (text, a code chip, an image), outside the
 * blocks that scroll sideways on purpose (code blocks, wide Markdown tables): it would widen the page, or be cut off
 * where the browser clips a block it may skip. Empty boxes are left out: a language slot may reach into a cell's
 * padding, and shows nothing there.
 */
function pastTheColumn(page) {
  return page.evaluate(() => {
    const column = document.querySelector('main .markdown');
    const right = column.getBoundingClientRect().right + 1;
    const scrolls = (node) => {
      for (let parent = node.parentElement; parent && parent !== column; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const probe = document.createElement('code');
    probe.style.cssText = 'position: absolute; visibility: hidden; font-size: 0.8rem';
    probe.textContent = 'x';
    column.append(probe);
    const reach = 1.5 * probe.getBoundingClientRect().width + 1;
    probe.remove();
    const found = [];
    const texts = document.createTreeWalker(column, NodeFilter.SHOW_TEXT);
    for (let text = texts.nextNode(); text; text = texts.nextNode()) {
      if (!text.textContent.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      const box = range.getBoundingClientRect();
      // Text in the reader's language may reach 1.5ch into the padding beside it before it wraps (LanguageChoice's
      // styles): a type's `?` of nullability then keeps to its line.
      const limit = text.parentElement.closest('[data-lang-text]') ? right + reach : right;
      if (box.width > 0 && box.right > limit && !scrolls(text)) found.push(`"${text.textContent.slice(0, 60)}" ends at ${Math.round(box.right)}px`);
    }
    for (const element of column.querySelectorAll('code, img, svg')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > right && !scrolls(element))
        found.push(`<${element.tagName.toLowerCase()}> "${element.textContent.slice(0, 60)}" ends at ${Math.round(box.right)}px`);
    }
    return found.slice(0, 10);
  });
}

for (const route of ['/docs/types', '/docs/apis', '/docs/events', '/docs/errors', '/docs/types/purchase-ios?lang=csharp', ...WIDEST]) {
  test(`${route} on a phone: nothing in the page reaches past its column`, async () => {
    const {page, context} = await openPage(route, {viewport: PHONE});
    try {
      // In another language the names and types are the language's, often longer than the TypeScript.
      if (route.includes('?lang=')) await page.waitForFunction(() => document.querySelector('[data-lang-text]'));
      await drawEverything(page);
      assert.deepEqual(await pastTheColumn(page), []);
    } finally {
      await context.close();
    }
  });
}

/** The role and name Chromium's accessibility tree gives the first element `selector` matches. */
async function accessible(page, selector) {
  const cdp = await page.context().newCDPSession(page);
  const {root} = await cdp.send('DOM.getDocument', {depth: 0});
  const {nodeId} = await cdp.send('DOM.querySelector', {nodeId: root.nodeId, selector});
  const {nodes} = await cdp.send('Accessibility.getPartialAXTree', {nodeId, fetchRelatives: false});
  await cdp.detach();
  return {role: nodes[0]?.role?.value, name: nodes[0]?.name?.value};
}

test('a type name broken into its words is still one word to a screen reader, and to a copy', async () => {
  const {page, context} = await openPage('/docs/types/purchase-ios');
  try {
    await drawEverything(page);
    const link = '#type-purchase-ios a[href$="/purchase-offer-ios"]';
    assert.ok((await page.locator(link).evaluate((element) => element.querySelectorAll('wbr').length)) > 0, 'the name has break opportunities');
    // Chromium reads a <wbr> in a name as a space: the link is named as the name is written.
    assert.deepEqual(await accessible(page, link), {role: 'link', name: 'PurchaseOfferIOS'});
    const row = page.locator('#type-purchase-ios tbody tr', {hasText: 'originalTransactionIdentifierIOS'});
    assert.match(await row.innerText(), /^originalTransactionIdentifierIOS\?/);
    // So is a type's name on the Types page, where it is the line that links the type's page.
    await page.goto('/docs/types');
    const entry = '#type-request-subscription-android-props > p:first-child > a:first-child';
    assert.ok((await page.locator(entry).evaluate((element) => element.querySelectorAll('wbr').length)) > 0, 'the name has break opportunities');
    assert.deepEqual(await accessible(page, entry), {role: 'link', name: 'RequestSubscriptionAndroidProps'});
  } finally {
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`on a phone (${colorScheme}) a type's fields stack: name, type, then the description across the width`, async () => {
    const {page, context} = await openPage('/docs/types/purchase-ios', {viewport: PHONE, colorScheme});
    try {
      await bringIntoView(page.locator('[data-lang-slot="n|PurchaseIOS|quantityIOS"]').locator('xpath=..'));
      const table = page.locator('#type-purchase-ios table');
      const layout = await table.evaluate((element) => {
        const row = [...element.querySelectorAll('tbody tr')].find((candidate) => candidate.textContent.startsWith('quantityIOS?'));
        const [name, type, description] = [...row.children].map((cell) => cell.getBoundingClientRect());
        const rowBox = row.getBoundingClientRect();
        return {
          overflow: element.scrollWidth - element.clientWidth,
          headerShown: element.querySelector('thead').getBoundingClientRect().height > 1,
          order: name.bottom <= type.top + 1 && type.bottom <= description.top + 1,
          descriptionShare: description.width / rowBox.width,
        };
      });
      assert.deepEqual(layout, {overflow: 0, headerShown: false, order: true, descriptionShare: layout.descriptionShare});
      assert.ok(layout.descriptionShare > 0.9, `the description has ${Math.round(layout.descriptionShare * 100)}% of the row`);
      const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      assert.ok(pageOverflow <= 0, `the page scrolls sideways by ${pageOverflow}px`);
      // Drawn as blocks, the table is still one for a screen reader, with its column names.
      assert.equal((await accessible(page, '#type-purchase-ios table')).role, 'table');
      assert.deepEqual(await accessible(page, '#type-purchase-ios table thead th'), {role: 'columnheader', name: 'Field'});
      assert.equal((await accessible(page, '#type-purchase-ios table tbody td')).role, 'cell');
    } finally {
      await context.close();
    }
  });
}

for (const route of ['/docs/types', '/docs/apis', '/docs/types/purchase-ios', '/docs/apis/request-purchase']) {
  test(`${route} on a phone: the links of the stacked tables are touch targets of 24 px (axe's target-size, as Lighthouse runs it)`, async () => {
    // As Lighthouse's phone: 412 px, touch. Run on the page as loaded, where the far tables are not drawn yet.
    const {page, context} = await openPage(route, {viewport: {width: 412, height: 823}});
    try {
      assert.deepEqual(await axeRuleViolationsAsLoaded(page, ['target-size']), []);
    } finally {
      await context.close();
    }
  });
}

test("on a phone an operation's parameters stack the same way, and its page does not scroll sideways", async () => {
  const {page, context} = await openPage('/docs/apis/fetch-products', {viewport: PHONE});
  try {
    const table = page.locator('[data-operation="fetchProducts"] table').first();
    await bringIntoView(table);
    const cells = await table.evaluate((element) => [...element.querySelector('tbody tr').children].map((cell) => cell.getBoundingClientRect().top));
    assert.ok(cells[0] < cells[1] && cells[1] < cells[2], `the name, type and description cells are one under the other (${cells})`);
    assert.equal(await table.evaluate((element) => element.scrollWidth - element.clientWidth), 0);
    const pageOverflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(pageOverflow <= 0, `the page scrolls sideways by ${pageOverflow}px`);
  } finally {
    await context.close();
  }
});
