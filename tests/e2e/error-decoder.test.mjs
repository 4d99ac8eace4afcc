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
      ['platform=android&code=7', 'E_ALREADY_OWNED', 'AlreadyOwned'],
      ['platform=ios&code=2', 'E_NETWORK_ERROR', 'NetworkError'],
    ]) {
      const {page, context, record} = await openPage(`${base}/errors?${query}`, {viewport: {width: 390, height: 844}});
      const text = await answerText(page);
      assert.match(text, new RegExp(`is\\s+${code}\\s+ErrorCode\\.${member}`), text);
      assert.match(text, /Meaning[\s\S]+Recommended handling[\s\S]+Retry/);
      // What the answer says of the code is what the code's row in the table says.
      const row = page.locator(`tr:has(th#${code.toLowerCase().replace(/_/g, '-')})`);
      const [meaning] = await row.locator('td').allInnerTexts();
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
    assert.ok(text.includes(`“${HOSTILE}” is neither a known iOS StoreKit error code`), text);
    assert.equal(await page.locator('output img, .markdown img[src="x"]').count(), 0, 'no element was injected');
    const known = await page.locator('output li').allInnerTexts();
    assert.deepEqual(
      known.map((entry) => entry.split('→')[0].trim()),
      ['0', '1', '2', '3', '4', '5', '6'],
    );
    // Typed into the form, it stays text too.
    await page.getByLabel('Native code or error code name').fill('<script>alert(2)</script>');
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
    await page.getByLabel('Native code or error code name').fill('e_service_error');
    await page.getByRole('button', {name: 'Decode'}).click();
    await page.waitForURL((url) => url.search === '?platform=android&code=e_service_error');
    assert.match(await answerText(page), /E_SERVICE_ERROR[\s\S]*Android Billing response codes 2, 3 become this code/);
    assert.equal(await page.evaluate(() => history.length), entries);
    // Choosing one of the known codes decodes it.
    await page.getByLabel('Native code or error code name').fill('42');
    await page.getByRole('button', {name: 'Decode'}).click();
    await page.locator('output').getByRole('button', {name: /^8 →/}).click();
    await page.waitForURL((url) => url.search === '?platform=android&code=8');
    assert.match(await answerText(page), /code 8 is\s+E_ITEM_NOT_OWNED/);
    await context.close();
  });

  test(`${base}/errors: the answer's link lands on the code's row in the table, keeping the question`, async () => {
    const {page, context} = await openPage(`${base}/errors?platform=android&code=7`);
    await answerText(page);
    await page
      .locator('output')
      .getByRole('link', {name: /E_ALREADY_OWNED in the error code table/})
      .click();
    await page.waitForURL((url) => url.hash === '#e-already-owned' && url.search === '?platform=android&code=7');
    await page.waitForFunction(() => {
      const row = document.getElementById('e-already-owned');
      return row?.matches(':target') && Math.abs(row.getBoundingClientRect().top - 80) <= 2;
    });
    assert.match(await page.locator('tr:has(#e-already-owned)').innerText(), /E_ALREADY_OWNED/);
    assert.match(await page.locator('output').innerText(), /E_ALREADY_OWNED/, 'the answer stays');
    await context.close();
  });
}

for (const colorScheme of ['light', 'dark']) {
  test(`an answered decoder (${colorScheme}): no serious axe violation`, async () => {
    const {page, context} = await openPage('/docs/errors?platform=android&code=7', {colorScheme});
    await answerText(page);
    assert.deepEqual(await seriousAxeViolations(page), []);
    await context.close();
  });
}
