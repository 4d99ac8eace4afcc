// The platform matrix of each docs version: the whole table is in the server's HTML, the filter hides what does not
// match, and every name links to an anchor its target page has.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, BASE_URL, bringToRest} from './support/harness.mjs';
import {axeRuleViolationsAsLoaded, seriousAxeViolations} from './support/axe.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {extractSpecModel} = jiti('../../plugins/spec-model/extract.ts');
const {AVAILABILITY_LABEL, AVAILABILITY_MARK} = jiti('../../shared/platformMatrix.ts');

/** The released docs versions, newest first: the newest is served at /docs, the others under /docs/<version>. */
const RELEASED = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8'));

/** Each docs version's base path and the model its pages are built from: a release's frozen one, Next's from spec/. */
const VERSIONS = [
  ...RELEASED.map((version, index) => [
    index === 0 ? '/docs' : `/docs/${version}`,
    JSON.parse(readFileSync(new URL(`../../versioned_docs/version-${version}/_spec-model.json`, import.meta.url), 'utf8')),
  ]),
  ['/docs/next', extractSpecModel(fileURLToPath(new URL('../../spec', import.meta.url)))],
];

async function rawHtml(route) {
  const response = await fetch(new URL(route, BASE_URL));
  assert.equal(response.status, 200, route);
  return response.text();
}

/** Whether minified HTML has an element with this id (quoted or not). */
function hasId(html, id) {
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`\\sid=(?:"${escaped}"|${escaped}(?=[\\s>]))`).test(html);
}

for (const [base, model] of VERSIONS) {
  test(`${base}/platforms: the server's HTML holds a row for every operation, event, type and field`, async () => {
    const html = await rawHtml(`${base}/platforms`);
    for (const operation of model.operations) assert.ok(html.includes(`<code>${operation.name}</code>`), `${operation.name} is in the HTML`);
    const ownFields = model.types.reduce((count, type) => count + (type.fields ?? []).filter((field) => !field.inheritedFrom).length, 0);
    const rows = html.match(/<tr [^>]*data-name=/g) ?? [];
    assert.equal(rows.length, model.operations.length + model.types.length + ownFields);
  });

  test(`${base}/platforms: every name links to its page in this version, a field to its row there`, async () => {
    const {page, context, record} = await openPage(`${base}/platforms`);
    const hrefs = await page.locator('tr[data-name] th a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    const pages = new Map();
    for (const href of hrefs) {
      const [path, anchor] = href.split('#');
      assert.match(path, new RegExp(`^${base}/(apis|events|types)/[a-z0-9-]+$`), href);
      if (!pages.has(path)) pages.set(path, await rawHtml(path));
      assert.match(pages.get(path), /<h1/, `${href}: no such page`);
      if (anchor) assert.ok(hasId(pages.get(path), anchor), `${href}: no such anchor on its page`);
    }
    // A reader's click lands on the field's row of its type's page.
    const link = page.locator('tr[data-name="productios.displaynameios"] th a');
    await bringToRest(link);
    await link.click();
    await page.waitForURL(`**${base}/types/product-ios#field-display-name-ios`);
    await page.locator('tr#field-display-name-ios').waitFor();
    assert.ok(await page.locator('tr#field-display-name-ios').evaluate((row) => row.getBoundingClientRect().top < innerHeight));
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });

  test(`${base}/platforms: the filter hides the rows whose name does not match, and input stays text`, async () => {
    const {page, context} = await openPage(`${base}/platforms`, {viewport: {width: 390, height: 844}});
    const rows = () => page.locator('tr[data-name]').evaluateAll((all) => all.map((row) => ({name: row.dataset.name, shown: row.checkVisibility()})));
    const before = await rows();
    assert.ok(
      before.every((row) => row.shown),
      'every row is shown before filtering',
    );

    await page.getByLabel('Filter by name').fill('SKU');
    const status = page.getByRole('status').filter({hasText: 'names contain'});
    await status.waitFor();
    const after = await rows();
    const shown = after.filter((row) => row.shown);
    assert.ok(shown.length > 0 && shown.length < after.length);
    assert.deepEqual(
      shown.map((row) => row.name),
      after.filter((row) => row.name.includes('sku')).map((row) => row.name),
    );
    assert.equal(await status.innerText(), `${shown.length} of ${after.length} names contain “SKU”.`);
    // A table left without rows is hidden with them.
    assert.equal(await page.locator('[data-matrix-section="events"]').isVisible(), false);

    await page.getByLabel('Filter by name').fill('<img src=x onerror=alert(1)>');
    await page.getByRole('status').filter({hasText: 'No name contains “<img src=x onerror=alert(1)>”.'}).waitFor();
    assert.equal(await page.locator('main img[src="x"]').count(), 0);
    assert.ok((await rows()).every((row) => !row.shown));

    await page.getByLabel('Filter by name').fill('');
    await page.waitForFunction(() => [...document.querySelectorAll('tr[data-name]')].every((row) => !row.hidden));
    await context.close();
  });

  test(`${base}/platforms: the sidebar lists the matrix last, after the updates`, async () => {
    const {page, context} = await openPage(`${base}/platforms`);
    const items = page.locator('.theme-doc-sidebar-menu > li');
    const last = items.last();
    assert.equal(await last.locator('a').getAttribute('href'), `${base}/platforms`);
    assert.equal(await last.locator('a').getAttribute('aria-current'), 'page');
    assert.equal(
      await items
        .nth((await items.count()) - 2)
        .locator('a')
        .first()
        .innerText(),
      'Updates',
    );
    await context.close();
  });
}

test('a first visit keeps the server HTML of the matrix and loads none of its rows; a visit by link loads them and filters', async (t) => {
  const scripts = [];
  // Reading a body takes a moment after the response arrives: the checks wait for every read begun so far.
  const reads = [];
  const scriptsRead = async () => {
    await Promise.all(reads);
    return scripts;
  };
  const {page, context, record} = await openPage('/docs/platforms', {hydrate: false});
  page.on('response', (response) => {
    // The island data arrives as a script chunk or as a fetched data file, depending on how the build ships it.
    if (!['script', 'fetch', 'xhr'].includes(response.request().resourceType())) return;
    reads.push(
      response.text().then(
        (text) => scripts.push({url: response.url(), text}),
        () => scripts.push({url: response.url(), text: ''}),
      ),
    );
  });
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.waitForLoadState('networkidle');
  // What this test checks is the static island (a speed plugin): a build without the speed plugins has none.
  if ((await page.locator('[data-island]').count()) === 0) {
    await context.close();
    t.skip('this build has no static islands');
    return;
  }
  // The rows' data is recognisable by its field rows.
  const rowData = (script) => script.text.includes('"kind":"field"');
  assert.ok((await scriptsRead()).length > 0);
  assert.deepEqual(
    scripts.filter(rowData).map((script) => script.url),
    [],
    'scripts or data files with the matrix rows',
  );

  // Reached by a link inside the site, the page renders the rows from their data, and the filter works on them too.
  await page.goto('/docs/errors');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.locator('.theme-doc-sidebar-menu a[href="/docs/platforms"]').click();
  await page.waitForURL('**/docs/platforms');
  await page.locator('tr[data-name="initconnection"]').waitFor();
  assert.ok((await scriptsRead()).some(rowData), 'the rows were loaded for the in-app visit');
  await page.getByLabel('Filter by name').fill('InitConnection');
  await page.getByRole('status').filter({hasText: 'names contain'}).waitFor();
  const rows = await page.locator('tr[data-name]').evaluateAll((all) => all.map((row) => ({name: row.dataset.name, hidden: row.hidden})));
  assert.ok(rows.some((row) => row.hidden));
  assert.deepEqual(
    rows.filter((row) => !row.hidden).map((row) => row.name),
    rows.filter((row) => row.name.includes('initconnection')).map((row) => row.name),
  );
  // Leaving and coming back shows the whole matrix again, with an empty box.
  await page.locator('main a[href="/docs/horizon-setup"]').click();
  await page.waitForURL('**/docs/horizon-setup');
  // The URL changes before the next page is drawn: wait until the matrix has really gone.
  await page.waitForFunction(() => document.querySelector('tr[data-name]') === null);
  await page.goBack();
  await page.waitForURL('**/docs/platforms');
  await page.locator('tr[data-name="initconnection"]').waitFor();
  assert.equal(await page.getByLabel('Filter by name').inputValue(), '');
  await page.waitForFunction(() => document.querySelectorAll('tr[data-name][hidden], [data-matrix-section][hidden]').length === 0);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('/docs/platforms: a cell is one element, its mark drawn for the eye and its label read aloud', async () => {
  const {page, context} = await openPage('/docs/platforms');
  // The mark is drawn by the stylesheet: an element of its own in each of the matrix's cells was a fifth of the page.
  const extra = await page
    .locator('tr[data-name] td')
    .evaluateAll((cells) => cells.filter((cell) => cell.childElementCount !== 1 || !cell.firstElementChild.matches('.visually-hidden')).length);
  assert.equal(extra, 0, 'cells hold nothing but their label');
  // initConnection is on every platform: each of its cells draws the "yes" mark and is read as the "yes" label.
  const selector = 'tr[data-name="initconnection"] td';
  const drawn = await page.locator(selector).evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell, '::before').content));
  assert.deepEqual(drawn, Array(3).fill(`"${AVAILABILITY_MARK.yes}" / ""`));
  // What assistive technology reads: Chromium's own accessible name of each cell, which leaves the drawn mark out.
  const session = await context.newCDPSession(page);
  for (let index = 0; index < 3; index++) {
    const {result} = await session.send('Runtime.evaluate', {expression: `document.querySelectorAll('${selector}')[${index}]`});
    const {nodes} = await session.send('Accessibility.getPartialAXTree', {objectId: result.objectId, fetchRelatives: false});
    assert.equal(nodes[0].name?.value, AVAILABILITY_LABEL.yes);
  }
  await context.close();
});

for (const colorScheme of ['light', 'dark']) {
  test(`/docs/platforms (${colorScheme}), filtered: no serious axe violation`, async () => {
    const {page, context} = await openPage('/docs/platforms', {colorScheme});
    await page.getByLabel('Filter by name').fill('android');
    await page.getByRole('status').filter({hasText: 'names contain'}).waitFor();
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });
}

test('/docs/platforms on a phone, as it loads: every link is a whole touch target, none lies under another table', async () => {
  // The tables far down are not drawn yet; their rows still have a layout, which must stay within each table's space.
  const {page, context} = await openPage('/docs/platforms', {viewport: {width: 390, height: 844}});
  assert.deepEqual(await axeRuleViolationsAsLoaded(page, ['target-size']), []);
  await context.close();
});
