// Types and signatures in the reader's language: a `?lang=` link, the remembered choice on the next page and after a
// reload, a release without a language, an operation's signature in every language, and no layout shift on switching.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, bringIntoView, bringToRest, waitForIdle} from './support/harness.mjs';
import {docsBaseOf} from './support/releases.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {languageDeclarations} = jiti('../../plugins/language-declarations/languageDeclarations.ts');
const {loadModelForVersion} = jiti('../../plugins/spec-model/load.ts');
const {DOC_LANGUAGES} = jiti('../../shared/languageDeclarations.ts');

const SITE = fileURLToPath(new URL('../..', import.meta.url));

/** What the pages should show: the declarations of a docs version in a language, as the build's plugin makes them. */
function expected(version, language) {
  return languageDeclarations(SITE, version, language, loadModelForVersion(SITE, version));
}

const slot = (page, key) => page.locator(`[data-lang-slot="${key}"]`);

/** The text a slot shows once the language's file is in, and whether it hides the TypeScript beside it. */
async function shown(page, key) {
  const element = slot(page, key);
  await bringIntoView(element.locator('xpath=..'));
  await page.waitForFunction(
    (selector) => document.querySelector(selector)?.querySelector('[data-lang-text], [data-lang-missing]'),
    `[data-lang-slot="${key}"]`,
  );
  return element.evaluate((node) => ({
    text: node.querySelector('[data-lang-text]')?.textContent ?? null,
    typescriptHidden: getComputedStyle(node.previousElementSibling).visibility === 'hidden',
  }));
}

const note = (page) => page.locator('[data-lang-note]').first();

/** The first control's button, which names the language it shows. */
const toggle = (page) => page.locator('[data-doc-language] button[aria-haspopup="menu"]').first();

/**
 * Picks `label` from the first control's menu, as a reader does. The button is first brought to rest: coming back up a
 * page read further down, the blocks above it take their real height as they are drawn, and a click aimed while they
 * do lands beside it (on a busy machine it once missed, and the menu never opened).
 */
async function pick(page, label) {
  const button = toggle(page);
  await bringToRest(button);
  await button.click();
  await page.waitForFunction((element) => element.getAttribute('aria-expanded') === 'true', await button.elementHandle());
  await page.getByRole('menuitemradio', {name: label, exact: true}).click();
}

for (const [language, type] of [
  ['kotlin', 'Int?'],
  ['dart', 'int?'],
]) {
  test(`/docs/types/purchase-ios?lang=${language} shows quantityIOS of PurchaseIOS as ${type}`, async () => {
    const {page, context, record} = await openPage(`/docs/types/purchase-ios?lang=${language}`);
    try {
      assert.deepEqual(await shown(page, 't|PurchaseIOS|quantityIOS'), {text: type, typescriptHidden: true});
      await page
        .getByRole('button', {name: `Types in ${language === 'kotlin' ? 'Kotlin' : 'Dart'}`})
        .first()
        .waitFor();
      assert.deepEqual(record.consoleErrors, []);
    } finally {
      await context.close();
    }
  });
}

test("/docs/2.4.4/types/purchase-ios?lang=csharp shows C#'s declaration of quantityIOS (QuantityIOS)", async () => {
  const csharp = expected('2.4.4', 'csharp').declarations.PurchaseIOS.fields.quantityIOS;
  assert.equal(csharp.name, 'QuantityIOS');
  const {page, context} = await openPage(`${docsBaseOf('2.4.4')}/types/purchase-ios?lang=csharp`);
  try {
    assert.equal((await shown(page, 'n|PurchaseIOS|quantityIOS')).text, csharp.name);
    assert.equal((await shown(page, 't|PurchaseIOS|quantityIOS')).text, csharp.type);
    assert.match(await note(page).textContent(), /2\.4\.4's C# types/);
  } finally {
    await context.close();
  }
});

test('/docs/1.2.3/types/product-ios?lang=csharp says 1.2.3 had no C# types and shows TypeScript', async () => {
  const {page, context} = await openPage(`${docsBaseOf('1.2.3')}/types/product-ios?lang=csharp`);
  try {
    await page.waitForFunction(() => document.querySelector('[data-lang-note]')?.dataset.langNote === 'absent');
    assert.equal(await note(page).textContent(), '1.2.3 had no C# types: shown in TypeScript.');
    assert.equal(await page.locator('[data-lang-text]').count(), 0);
  } finally {
    await context.close();
  }
});

test('the choice is remembered on the next page and after a reload, and TypeScript comes back', async () => {
  const {page, context} = await openPage('/docs/types/purchase-ios');
  try {
    await pick(page, 'Swift');
    assert.equal((await shown(page, 't|PurchaseIOS|quantityIOS')).text, 'Int?');
    await page.goto('/docs/apis/fetch-products');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    assert.equal((await shown(page, 'o|fetchProducts')).text, expected('3.2.1', 'swift').operations.fetchProducts);
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', {name: 'Types in Swift'}).first().waitFor();
    assert.equal((await shown(page, 'o|fetchProducts')).text, expected('3.2.1', 'swift').operations.fetchProducts);
    await pick(page, 'TypeScript');
    await page.waitForFunction(() => document.querySelectorAll('[data-lang-text]').length === 0);
    assert.equal(
      await page.locator('[data-lang-slot="o|fetchProducts"]').evaluate((node) => getComputedStyle(node.previousElementSibling).visibility),
      'visible',
    );
  } finally {
    await context.close();
  }
});

for (const language of DOC_LANGUAGES.filter((entry) => entry !== 'typescript')) {
  test(`fetchProducts' page shows its signature in ${language}`, async () => {
    const signature = expected('3.2.1', language).operations.fetchProducts;
    assert.ok(signature, `3.2.1's ${language} declarations have fetchProducts`);
    const {page, context} = await openPage(`/docs/apis/fetch-products?lang=${language}`);
    try {
      assert.deepEqual(await shown(page, 'o|fetchProducts'), {text: signature, typescriptHidden: true});
    } finally {
      await context.close();
    }
  });
}

test('switching language on load moves nothing on the page (Layout Instability API), nor does a later switch', async () => {
  // A long table on a phone: the rows further down are drawn as the reader reaches them.
  const {page, context} = await openPage('/docs/types/purchase-ios?lang=csharp', {viewport: {width: 390, height: 844}});
  /** The layout shifts the browser reported since `since` (ms of the page's clock), with whether input caused them. */
  const shifts = (since = 0) =>
    page.evaluate(
      (from) =>
        new Promise((resolve) => {
          const entries = [];
          new PerformanceObserver((list) => entries.push(...list.getEntries())).observe({type: 'layout-shift', buffered: true});
          requestAnimationFrame(() =>
            requestAnimationFrame(() =>
              resolve(entries.filter((entry) => entry.startTime >= from).map((entry) => ({value: entry.value, input: entry.hadRecentInput}))),
            ),
          );
        }),
      since,
    );
  const now = () => page.evaluate(() => performance.now());
  try {
    // On load, at the top of the page: the first screen's rows switch to C#.
    await page.waitForFunction(() => document.querySelector('[data-lang-note]')?.dataset.langNote === 'ready');
    await page.waitForFunction(() => document.querySelector('[data-lang-text]'));
    await waitForIdle(page);
    assert.deepEqual(await shifts(), []);
    // Further down, once the rows around quantityIOS are drawn.
    await shown(page, 't|PurchaseIOS|quantityIOS');
    await waitForIdle(page);
    const before = await now();
    // A switch made through the page's code rather than a reader's click, so the browser counts any shift it causes,
    // the menu's opening included.
    await page.evaluate(() => document.querySelector('#type-purchase-ios')?.closest('[data-doc-language]')?.querySelector('button[aria-haspopup]').click());
    await page.waitForSelector('[role="menuitemradio"]');
    assert.deepEqual(await shifts(before), []);
    await page.evaluate(() => [...document.querySelectorAll('[role="menuitemradio"]')].find((item) => item.textContent === 'GDScript').click());
    await page.waitForFunction(() => document.querySelector('[data-doc-language]')?.dataset.docLanguage === 'gdscript');
    await page.waitForFunction(() => document.querySelector('[data-lang-note]')?.dataset.langNote === 'ready');
    await waitForIdle(page);
    assert.deepEqual(await shifts(before), []);
  } finally {
    await context.close();
  }
});
