// The error decoder on the Errors page of each docs version: its links open with their answer, the form writes its
// question into the address, hostile input stays text, and the answer's link lands on the code's table row.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL} from './support/harness.mjs';
import {seriousAxeViolations} from './support/axe.mjs';

const BASES = ['/docs', '/docs/next'];
const HOSTILE = '<img src=x onerror=alert(1)>';

/** The decoder's live region; its text once it holds an answer. */
async function answerText(page) {
  const output = page.locator('output');
  await page.waitForFunction(() => document.querySelector('output')?.textContent.trim());
  return output.innerText();
}

for (const base of BASES) {
  test(`${base}/errors: the server sends the empty form; the two documented links show their answers`, async () => {
    const html = await (await fetch(new URL(`${base}/errors?platform=android&code=7`, BASE_URL))).text();
    assert.match(html, /<form[^>]*>[\s\S]*?name=(?:"code"|code)[\s\S]*?<\/form><output[^>]*><\/output>/, 'an empty form in the HTML');

    for (const [query, code, member] of [
      ['platform=android&code=7', 'already-owned', 'AlreadyOwned'],
      ['platform=ios&code=2', 'user-cancelled', 'UserCancelled'],
      ['platform=android&code=6', 'service-error', 'ServiceError'],
    ]) {
      const {page, context, record} = await openPage(`${base}/errors?${query}`, {viewport: {width: 390, height: 844}});
      const text = await answerText(page);
      assert.match(text, new RegExp(`is\\s+${code}\\s+ErrorCode\\.${member}`), text);
      assert.match(text, /Meaning[\s\S]+Recommended handling[\s\S]+Retry/);
      // What the answer says of the code is what the code's row in the table says.
      const row = page.locator(`tr:has(th#e-${code})`);
      // The cell ends with the code's history line (since when it exists), which the answer leaves out.
      const [cell] = await row.locator('td').allInnerTexts();
      const meaning = cell.replace(await row.locator('[data-symbol-history]').innerText(), '');
      assert.ok(text.includes(meaning.trim()), `the meaning "${meaning}" is in the answer`);
      // The link was opened for its answer: the decoder is on screen, on a phone too.
      const box = await page.locator('form').boundingBox();
      assert.ok(box && box.y >= 0 && box.y + box.height < 844, `the form is in view (${JSON.stringify(box)})`);
      assert.deepEqual(record.consoleErrors, []);
      await context.close();
    }
  });

  test(`${base}/errors: a hostile code is shown as text, and an unknown one lists the platform's known codes`, async () => {
    const {page, context, record} = await openPage(`${base}/errors?platform=ios&code=${encodeURIComponent(HOSTILE)}`);
    const dialogs = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const text = await answerText(page);
    assert.ok(text.includes(`“${HOSTILE}” is neither a store error the iOS module maps nor an error code name`), text);
    assert.equal(await page.locator('output img, .markdown img[src="x"]').count(), 0, 'no element was injected');
    // The store errors the 3.2.1 module maps: StoreKit 1 codes 0 to 14 by number, then StoreKit 2 errors by name.
    const known = (await page.locator('output li').allInnerTexts()).map((entry) => entry.split('→')[0].trim());
    for (let code = 0; code <= 14; code++) assert.match(known[code], new RegExp(`^SKError ${code} · `));
    assert.ok(known.includes('StoreKitError.notEntitled'), known.join(', '));
    // Typed into the form, it stays text too.
    await page.getByLabel('Store error (code or name) or error code').fill('<script>alert(2)</script>');
    await page.getByRole('button', {name: 'Decode'}).click();
    await page.locator('output', {hasText: '<script>alert(2)</script>'}).waitFor();
    assert.equal(await page.locator('output script').count(), 0);
    assert.deepEqual(dialogs, []);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });

  test(`${base}/errors: decoding writes the question into the address without adding a history entry`, async () => {
    const {page, context} = await openPage(`${base}/errors`);
    assert.equal(await page.locator('output').innerText(), '', 'no answer before a question');
    const entries = await page.evaluate(() => history.length);
    await page.getByLabel('Platform').selectOption('android');
    await page.getByLabel('Store error (code or name) or error code').fill('SERVICE-ERROR');
    await page.getByRole('button', {name: 'Decode'}).click();
    await page.waitForURL((url) => url.search === '?platform=android&code=SERVICE-ERROR');
    assert.match(
      await answerText(page),
      /service-error[\s\S]*store errors that become this code: BillingResponseCode 2 · SERVICE_UNAVAILABLE, BillingResponseCode 6 · ERROR\./,
    );
    assert.equal(await page.evaluate(() => history.length), entries);
    // A store's own constant is understood too.
    await page.getByLabel('Store error (code or name) or error code').fill('ITEM_NOT_OWNED');
    await page.getByRole('button', {name: 'Decode'}).click();
    assert.match(await answerText(page), /BillingResponseCode 8 · ITEM_NOT_OWNED is\s+item-not-owned/);
    // A number the module does not map: what it reports instead.
    await page.getByLabel('Store error (code or name) or error code').fill('42');
    await page.getByRole('button', {name: 'Decode'}).click();
    await page.locator('output', {hasText: 'does not map BillingResponseCode 42'}).waitFor();
    assert.match(await answerText(page), /reports its fallback instead: unknown\s+ErrorCode\.Unknown/);
    await context.close();
  });

  test(`${base}/errors: the answer's link lands on the code's row in the table, keeping the question`, async () => {
    const {page, context} = await openPage(`${base}/errors?platform=android&code=7`);
    await answerText(page);
    await page
      .locator('output')
      .getByRole('link', {name: /already-owned in the error code table/})
      .click();
    await page.waitForURL((url) => url.hash === '#e-already-owned' && url.search === '?platform=android&code=7');
    await page.waitForFunction(() => {
      const row = document.getElementById('e-already-owned');
      return row?.matches(':target') && Math.abs(row.getBoundingClientRect().top - 80) <= 2;
    });
    assert.match(await page.locator('tr:has(#e-already-owned)').innerText(), /already-owned/);
    assert.match(await page.locator('output').innerText(), /already-owned/, 'the answer stays');
    await context.close();
  });
}

// Each version's decoder answers for its own release's modules.
for (const [base, query, expected] of [
  [
    '/docs/1.2.3',
    'platform=ios&code=2',
    /The 1\.2\.3 iOS module maps no numeric SKError code: 2 is not translated\.[\s\S]*fallback instead: purchase-error\s+ErrorCode\.PurchaseError/,
  ],
  ['/docs/1.3.17', 'platform=ios&code=2', /The 1\.3\.17 iOS module maps no numeric SKError code/],
  ['/docs/1.3.17', 'platform=ios&code=StoreKitError.networkError', /StoreKitError\.networkError is\s+network-error/],
  ['/docs/2.4.4', 'platform=ios&code=2', /SKError 2 · paymentCancelled is\s+user-cancelled/],
  ['/docs/2.4.4', 'platform=ios&code=7', /The 2\.4\.4 iOS module does not map SKError 7/],
  ['/docs', 'platform=ios&code=7', /SKError 7 · cloudServiceNetworkConnectionFailed is\s+network-error/],
  ['/docs/1.3.17', 'platform=android&code=12', /does not map BillingResponseCode 12[\s\S]*unknown\s+ErrorCode\.Unknown/],
  ['/docs/2.4.4', 'platform=android&code=12', /BillingResponseCode 12 · NETWORK_ERROR is\s+network-error/],
  ['/docs/1.2.3', 'platform=android&code=-3', /BillingResponseCode -3 · SERVICE_TIMEOUT is\s+service-timeout \(not an ErrorCode value\)/],
]) {
  test(`${base}/errors?${query}: the decoder answers for that release's module`, async () => {
    const {page, context, record} = await openPage(`${base}/errors?${query}`);
    assert.match(await answerText(page), expected);
    assert.deepEqual(record.consoleErrors, []);
    await context.close();
  });
}

test("the native error tables show each release's mappings with the stores' own names", async () => {
  const {page, context} = await openPage('/docs/1.2.3/errors');
  const ios = page.locator('[data-platform="ios"]');
  assert.match(await ios.innerText(), /The 1\.2\.3 module maps no SKError\./);
  assert.match(await ios.innerText(), /The 1\.2\.3 module maps no StoreKitError\./);
  assert.match(await ios.innerText(), /StoreKit 2 purchase results[\s\S]*Product\.PurchaseResult\.pending\s+deferred-payment/);
  await context.close();
  const next = await openPage('/docs/errors');
  const android = next.page.locator('[data-platform="android"]');
  assert.match(await android.innerText(), /7 · ITEM_ALREADY_OWNED\s+already-owned/);
  assert.match(await android.innerText(), /reports unknown for any other store error/);
  assert.match(await next.page.locator('[data-platform="ios"]').innerText(), /2 · paymentCancelled\s+user-cancelled/);
  await next.context.close();
});

for (const colorScheme of ['light', 'dark']) {
  test(`an answered decoder (${colorScheme}): no serious axe violation`, async () => {
    const {page, context} = await openPage('/docs/errors?platform=android&code=7', {colorScheme});
    await answerText(page);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });
}
