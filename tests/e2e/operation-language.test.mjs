// Every part of an operation in the reader's language: parameter types, the Returns line and an event's payload, with
// only the example left in TypeScript (and labelled so); and the language carried by the address, so that a copied
// link opens as the reader sees it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {fileURLToPath} from 'node:url';
import createJiti from 'jiti';
import {openPage, bringIntoView, bringToRest, waitForHydration} from './support/harness.mjs';

const jiti = createJiti(fileURLToPath(import.meta.url));
const {languageDeclarations} = jiti('../../plugins/language-declarations/languageDeclarations.ts');
const {loadModelForVersion} = jiti('../../plugins/spec-model/load.ts');
const {DOC_LANGUAGES, DOC_LANGUAGE_LABELS} = jiti('../../shared/languageDeclarations.ts');

const SITE = fileURLToPath(new URL('../..', import.meta.url));
const VERSION = '3.2.1';
const model = loadModelForVersion(SITE, VERSION);

/** An operation's parts in a language, as the build's plugin writes them for the pages. */
function expectedCall(language, operation) {
  return languageDeclarations(SITE, VERSION, language, model)?.calls?.[operation];
}

/** The operation's reference part (not its example), once every slot in it is filled in the language. */
async function details(page, operation) {
  const block = page.locator(`[data-operation="${operation}"] > [data-doc-language]`);
  await bringIntoView(block);
  await page.waitForFunction((name) => {
    const slots = [...document.querySelectorAll(`[data-operation="${name}"] [data-lang-slot]`)];
    return slots.length > 0 && slots.every((slot) => slot.querySelector('[data-lang-text], [data-lang-missing]'));
  }, operation);
  return block;
}

/** What a slot shows: its text in the language (null for the TypeScript mark), and whether the TypeScript is hidden. */
const shown = (page, key) =>
  page.locator(`[data-lang-slot="${key}"]`).evaluate((node) => ({
    text: node.querySelector('[data-lang-text]')?.textContent ?? null,
    typescriptHidden: getComputedStyle(node.previousElementSibling).visibility === 'hidden',
  }));

for (const language of DOC_LANGUAGES.filter((entry) => entry !== 'typescript')) {
  test(`${language}: requestPurchase's parameters and result, and purchaseErrorListener's payload, in ${language}`, async () => {
    const call = expectedCall(language, 'requestPurchase');
    assert.ok(call?.params.params && call.returns, `${VERSION}'s ${language} declarations give requestPurchase's parts`);
    const {page, context, record} = await openPage(`/docs/apis/request-purchase?lang=${language}`);
    try {
      const block = await details(page, 'requestPurchase');
      assert.deepEqual(await shown(page, 'p|requestPurchase|params'), {text: call.params.params, typescriptHidden: true});
      assert.deepEqual(await shown(page, 'r|requestPurchase'), {text: call.returns, typescriptHidden: true});
      // Nothing TypeScript is left visible in the reference part: no mark, no `Promise<...>`.
      assert.equal(await block.locator('[data-lang-missing]').count(), 0);
      assert.doesNotMatch(await block.innerText(), /Promise</);
      // The example stays TypeScript, and says so.
      assert.match(await page.locator('[data-operation="requestPurchase"]').innerText(), /Example in TypeScript/);
      assert.deepEqual(record.consoleErrors, []);

      const payload = expectedCall(language, 'purchaseErrorListener')?.params.listener;
      assert.ok(payload, `${VERSION}'s ${language} declarations give purchaseErrorListener's payload`);
      await page.goto(`/docs/events/purchase-error-listener?lang=${language}`);
      await waitForHydration(page);
      await details(page, 'purchaseErrorListener');
      assert.deepEqual(await shown(page, 'p|purchaseErrorListener|listener'), {text: payload, typescriptHidden: true});
      // A listener's result is TypeScript's subscription handle, which no bundle declares: it stays, marked.
      assert.equal(await page.locator('[data-lang-slot="r|purchaseErrorListener"] [data-lang-missing]').count(), 1);
      // The payloads table of the Events page shows the same type for the event.
      await page.goto(`/docs/events?lang=${language}`);
      await waitForHydration(page);
      const row = page.locator('[data-lang-slot="t|IapEventPayloads|[IapEvent.PurchaseError]"]');
      await bringIntoView(row);
      await row.locator('[data-lang-text]').waitFor();
      assert.deepEqual(await shown(page, 't|IapEventPayloads|[IapEvent.PurchaseError]'), {text: payload, typescriptHidden: true});
    } finally {
      await context.close();
    }
  });
}

test('the address carries the chosen language, a copied link opens in it, and TypeScript takes it out', async () => {
  const {page, context} = await openPage('/docs/apis/request-purchase#requestpurchase');
  try {
    const button = page.locator('[data-operation="requestPurchase"] [data-doc-language] button[aria-haspopup="menu"]');
    await bringToRest(button);
    await button.click();
    await page.getByRole('menuitemradio', {name: DOC_LANGUAGE_LABELS.dart, exact: true}).click();
    await page.waitForFunction(() => new URL(location.href).searchParams.get('lang') === 'dart');
    const copied = new URL(page.url());
    assert.equal(copied.hash, '#requestpurchase');

    // The link, opened by someone else: a fresh context, with nothing remembered.
    const other = await openPage(`${copied.pathname}${copied.search}${copied.hash}`);
    try {
      await details(other.page, 'requestPurchase');
      assert.equal((await shown(other.page, 'r|requestPurchase')).text, expectedCall('dart', 'requestPurchase').returns);
    } finally {
      await other.context.close();
    }

    // A page opened without `?lang=` shows the remembered language, and says it in the address.
    await page.goto('/docs/events/purchase-error-listener');
    await waitForHydration(page);
    await page.waitForFunction(() => new URL(location.href).searchParams.get('lang') === 'dart');
    await details(page, 'purchaseErrorListener');

    const eventsButton = page.locator('[data-doc-language] button[aria-haspopup="menu"]').first();
    await bringToRest(eventsButton);
    await eventsButton.click();
    await page.getByRole('menuitemradio', {name: 'TypeScript', exact: true}).click();
    await page.waitForFunction(() => !new URL(location.href).searchParams.has('lang'));
    assert.equal(await page.locator('[data-lang-text]').count(), 0);
  } finally {
    await context.close();
  }
});
