// The generated reference: one page per spec module in each docs version, listed by title in the sidebar, where
// every declaration and member has an anchor of its own that a deep link lands on.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, waitForScrolledTo} from './support/harness.mjs';

// The spec modules are the files of spec/ (plugins/spec-model/specFiles.ts), each page titled by the reference plugin.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const load = createJiti(fileURLToPath(import.meta.url));
const {specModuleNames, moduleTitle} = load('../../plugins/spec-model/specFiles.ts');
const MODULES = specModuleNames(path.join(root, 'spec')).map(moduleTitle);

for (const base of ['/docs', '/docs/next']) {
  test(`${base}: the reference has one page per spec module, listed by title in the sidebar`, async () => {
    const {page, context, record} = await openPage(`${base}/api/products`);
    assert.equal(await page.locator('article h1').innerText(), 'Products');
    const modules = page.locator(`.theme-doc-sidebar-menu a[href^="${base}/api/"]`);
    assert.deepEqual(await modules.allInnerTexts(), MODULES);
    assert.deepEqual(
      await modules.evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
      MODULES.map((title) => `${base}/api/${title.toLowerCase()}`),
    );
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test('declarations and their members have anchors of their own, and no id is used twice on a module page', async () => {
  const {page, context} = await openPage('/docs/next/api/products');
  const tag = (id) => page.locator(`[id="${id}"]`).evaluate((element) => element.closest('h3, tr')?.tagName ?? element.tagName);
  assert.equal(await tag('ProductIOS'), 'H3');
  // The same field of two interfaces: two anchors, each on its own row.
  assert.equal(await tag('ProductIOS-displayName'), 'TR');
  assert.equal(await tag('ProductAndroid-displayName'), 'TR');
  for (const module of MODULES) {
    await page.goto(`/docs/next/api/${module.toLowerCase()}`);
    await page.locator('article h1').waitFor();
    const duplicates = await page.evaluate(() => {
      const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
      return ids.filter((id, index) => ids.indexOf(id) !== index);
    });
    assert.deepEqual(duplicates, [], `${module}: ids used twice`);
  }
  await context.close();
});

test('a deep link to an operation of an interface lands on its section', async () => {
  const {page, context} = await openPage('/docs/next/api/operations#CommonOperations-initConnection');
  await waitForScrolledTo(page, 'CommonOperations-initConnection', 78, 82);
  assert.match(await page.locator('#CommonOperations-initConnection').innerText(), /^initConnection\(\)/);
  await context.close();
});
