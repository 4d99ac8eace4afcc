// The tables of the reference pages (a type's fields, an operation's parameters, the error codes) as readers see them:
// on a desktop each fits its column with room for its descriptions; on a phone a type's fields are stacked, one block
// per field, and still read as a table.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, drawEverything, bringIntoView} from './support/harness.mjs';

const PHONE = {width: 390, height: 844};

/** Every table drawn in the page's Markdown: how far it scrolls sideways, and the share its description column has. */
function measureTables(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('article .markdown table')]
      .filter((table) => table.getClientRects().length > 0)
      .map((table) => {
        const heads = [...table.querySelectorAll(':scope > thead th')];
        const description = heads.find((head) => /^(Description|Meaning)$/.test(head.textContent.trim()));
        return {
          where: table.closest('[id]')?.id ?? heads.map((head) => head.textContent).join('|'),
          overflow: table.scrollWidth - table.clientWidth,
          descriptionShare: description ? description.getBoundingClientRect().width / table.clientWidth : null,
        };
      }),
  );
}

for (const route of ['/docs/types', '/docs/next/types', '/docs/1.2.3/types', '/docs/apis', '/docs/events', '/docs/errors']) {
  test(`${route} on a desktop: every table fits its column, and its descriptions have a quarter of it at least`, async () => {
    const {page, context} = await openPage(route, {viewport: {width: 1280, height: 800}});
    try {
      await drawEverything(page);
      const tables = await measureTables(page);
      assert.ok(tables.length > 0, `${route} has tables`);
      // Long names (originalTransactionIdentifierIOS, SubscriptionProductReplacementParamsAndroid) wrap between their
      // words; unbroken, they made 22 tables of the Types page scroll sideways with a description column of 97 px.
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
  const {page, context} = await openPage('/docs/types');
  try {
    await drawEverything(page);
    const link = '#type-purchase-ios a[href$="#PurchaseOfferIOS"]';
    assert.ok((await page.locator(link).evaluate((element) => element.querySelectorAll('wbr').length)) > 0, 'the name has break opportunities');
    // Chromium reads a <wbr> in a name as a space: the link is named as the name is written.
    assert.deepEqual(await accessible(page, link), {role: 'link', name: 'PurchaseOfferIOS'});
    const row = page.locator('#type-purchase-ios tbody tr', {hasText: 'originalTransactionIdentifierIOS'});
    assert.match(await row.innerText(), /^originalTransactionIdentifierIOS\?/);
  } finally {
    await context.close();
  }
});

for (const colorScheme of ['light', 'dark']) {
  test(`on a phone (${colorScheme}) a type's fields stack: name, type, then the description across the width`, async () => {
    const {page, context} = await openPage('/docs/types', {viewport: PHONE, colorScheme});
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

test("on a phone an operation's parameters stack the same way, and the APIs page does not scroll sideways", async () => {
  const {page, context} = await openPage('/docs/apis', {viewport: PHONE});
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
