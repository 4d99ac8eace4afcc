// Switching between released docs versions as a reader does, through the navbar's version dropdown: the type tables
// and the search results change with the version. What each version should show is read from the frozen spec model
// of that version (versioned_docs/version-X/_spec-model.json), so the test follows every cut without edits.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {openPage} from './support/harness.mjs';

/** The released docs versions, newest first: the newest is served at /docs, the others under /docs/<version>. */
const RELEASED = JSON.parse(readFileSync(new URL('../../versions.json', import.meta.url), 'utf8'));
const baseOf = (version) => (version === RELEASED[0] ? '/docs' : `/docs/${version}`);
/** Where a search result for an operation leads: its own page in the newest release, its entry on APIs in older ones. */
const operationResult = (version, operation) => `${baseOf(version)}/${operation.group === 'listeners' ? 'events' : 'apis'}/${operation.anchor}`;
const modelOf = (version) => JSON.parse(readFileSync(new URL(`../../versioned_docs/version-${version}/_spec-model.json`, import.meta.url), 'utf8'));
/** The docs version a result's path belongs to, or null outside the docs. */
function versionOfPath(path) {
  if (!path?.startsWith('/docs/')) return null;
  if (path.startsWith('/docs/next/')) return 'current';
  return RELEASED.slice(1).find((version) => path.startsWith(`/docs/${version}/`)) ?? RELEASED[0];
}
const docsResults = (paths) => paths.filter((path) => versionOfPath(path) !== null);

/** Each pair of consecutive releases, older first. */
const PAIRS = RELEASED.slice(1).map((older, index) => [older, RELEASED[index]]);

/** Opens the version dropdown of the navbar and picks a version; waits until the page of that version is drawn. */
async function switchTo(page, version, pathname) {
  // The docs version dropdown is the navbar dropdown whose menu lists Next (its links are hidden until hovered).
  const dropdown = page.locator('.navbar__item.dropdown').filter({has: page.locator('a.dropdown__link', {hasText: /^Next$/})});
  await dropdown.hover();
  await dropdown.getByRole('link', {name: version, exact: true}).click();
  await page.waitForURL((url) => url.pathname === pathname);
  await page.waitForFunction((wanted) => document.documentElement.className.includes(`docs-version-${wanted}`), version);
}

/** The types a Types page lists: its lines, and the full tables of a build that draws them. */
const TYPE_ENTRY = '[data-type], [data-symbol-entry]';
const tablesOn = (page) =>
  page.locator(TYPE_ENTRY).evaluateAll((tables) => tables.map((table) => table.getAttribute('data-type') ?? table.getAttribute('data-symbol-entry')));

test(
  'the dropdown takes the Types page from each release to the next, and the type tables follow the version',
  {skip: PAIRS.length === 0 && 'one release: nothing to switch to'},
  async () => {
    for (const [older, newer] of PAIRS) {
      const newerTypes = new Set(modelOf(newer).types.map((type) => type.name));
      const olderTypes = new Set(modelOf(older).types.map((type) => type.name));
      const {page, context} = await openPage(`${baseOf(older)}/types`);
      await page.locator(TYPE_ENTRY).first().waitFor();
      const olderTables = await tablesOn(page);
      assert.ok(
        olderTables.every((name) => olderTypes.has(name)),
        `${older}: a table of a type its model lacks`,
      );

      await switchTo(page, newer, `${baseOf(newer)}/types`);
      await page.locator(TYPE_ENTRY).first().waitFor();
      const newerTables = await tablesOn(page);
      assert.ok(
        newerTables.every((name) => newerTypes.has(name)),
        `${newer}: a table of a type its model lacks`,
      );
      assert.notDeepEqual(newerTables, olderTables, `${older} → ${newer}: the same tables in both versions`);
      // A type the newer release removed keeps its anchor on the newer page, as a "Removed in" entry with no table.
      const removed = olderTables.filter((name) => !newerTypes.has(name));
      for (const name of removed) {
        assert.equal(await page.locator(`[data-type="${name}"], [data-symbol-entry="${name}"]`).count(), 0, `${newer}: ${name} still has an entry`);
      }
      const added = newerTables.filter((name) => !olderTypes.has(name));
      assert.ok(removed.length + added.length > 0, `${older} → ${newer}: no table changed`);
      await context.close();
    }
  },
);

/** The search modal, with the first answer for a query on screen. */
async function searchFor(page, query) {
  await page.locator('nav.navbar').getByRole('button', {name: 'Search APIs'}).click();
  const dialog = page.getByRole('dialog', {name: 'Search APIs and pages'});
  await dialog.getByRole('combobox').fill(query);
  await page.waitForFunction(
    () =>
      document.querySelector('[role="option"]:not([data-search-all])') !== null ||
      /No results found/.test(document.querySelector('[data-search-status]')?.textContent ?? ''),
    null,
    {timeout: 10000},
  );
  return dialog.getByRole('option').evaluateAll((options) => options.map((option) => option.getAttribute('data-path')));
}

test(
  'after switching versions, search finds the operations of the version being read, and only those',
  {skip: PAIRS.length === 0 && 'one release: nothing to switch to'},
  async () => {
    for (const [older, newer] of PAIRS) {
      const olderNames = new Set(modelOf(older).operations.map((operation) => operation.name));
      const addedOperation = modelOf(newer).operations.find((operation) => !olderNames.has(operation.name));
      if (!addedOperation) continue; // a release that adds no operation: the type tables test covers the pair
      const {page, context} = await openPage(`${baseOf(older)}/lifecycle`);
      const inOlder = await searchFor(page, addedOperation.name);
      assert.ok(!inOlder.includes(operationResult(older, addedOperation)), `${older} finds ${addedOperation.name}, which it lacks: ${inOlder.join(', ')}`);
      assert.ok(
        docsResults(inOlder).every((path) => versionOfPath(path) === older),
        `${older}: a result in another version: ${inOlder.join(', ')}`,
      );
      await page.keyboard.press('Escape');
      await switchTo(page, newer, `${baseOf(newer)}/lifecycle`);
      const inNewer = await searchFor(page, addedOperation.name);
      assert.equal(inNewer[0], operationResult(newer, addedOperation), `${newer}: ${inNewer.join(', ')}`);
      assert.ok(
        docsResults(inNewer).every((path) => versionOfPath(path) === newer),
        `${newer}: a result in another version: ${inNewer.join(', ')}`,
      );
      await context.close();
    }
  },
);

test('on a phone, a docs page read in another language opens the versions with its own version current, and the others keep the language', async () => {
  const {page, context, record} = await openPage('/docs/2.4.4/apis?lang=kotlin', {viewport: {width: 412, height: 860}});
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  const drawer = page.locator('.navbar-sidebar');
  await drawer.getByRole('button', {name: /Back to main menu/}).click();
  const current = drawer.locator('.menu__link--active', {hasText: '2.4.4'});
  await current.waitFor();
  assert.equal(await current.getAttribute('href'), '/docs/2.4.4/apis');
  assert.equal(await drawer.getByRole('link', {name: '3.2.1', exact: true}).getAttribute('href'), '/docs/apis?lang=kotlin');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test("away from the docs, the version menu names the latest release and leads to each version's first page", async () => {
  const {page, context, record} = await openPage('/', {viewport: {width: 1280, height: 900}});
  const menu = page.locator('.navbar .dropdown').filter({has: page.locator('.dropdown__menu a', {hasText: '1.2.3'})});
  assert.equal(await menu.locator('> a').innerText(), '3.2.1');
  await menu.hover();
  const entries = await menu.locator('.dropdown__menu a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.deepEqual(entries, ['/docs/next/lifecycle', '/docs/lifecycle', '/docs/2.4.4/lifecycle', '/docs/1.3.17/lifecycle', '/docs/1.2.3/lifecycle']);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
