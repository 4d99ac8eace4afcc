// The anchors the site's route table promises stay reachable on the newest pages (the latest release and Next), in the
// server-rendered HTML and in the browser: one that a release removed lands on its "Removed in" entry.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, BASE_URL, waitForScrolledTo} from './support/harness.mjs';

/** Every anchor of the route table, by page. */
const ROUTE_TABLE_ANCHORS = {
  apis: [
    'init-connection',
    'fetch-products',
    'request-purchase',
    'finish-transaction',
    'end-connection',
    'get-storefront',
    'request-purchase-on-promoted-product-ios',
    'get-promoted-product-ios',
    'check-alternative-billing-availability-android',
  ],
  events: ['purchase-updated-event', 'purchase-error-event', 'user-choice-billing-event-android'],
  types: [
    'product',
    'purchase',
    'purchaseerror',
    'subscriptionperiod',
    'subscription-product',
    'init-connection-config',
    'request-purchase-props',
    'request-purchase-props-by-platforms',
    'request-subscription-props-by-platforms',
    'active-subscription',
    'receipt-validation-types',
    'receipt-validation-result',
    'purchase-error',
    'external-purchase-link',
  ],
};

const NEWEST = ['/docs', '/docs/next'];
const escaped = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test('every anchor of the route table is in the server-rendered HTML of the newest pages', async () => {
  for (const base of NEWEST) {
    for (const [page, anchors] of Object.entries(ROUTE_TABLE_ANCHORS)) {
      const response = await fetch(new URL(`${base}/${page}`, BASE_URL));
      assert.equal(response.status, 200, `${base}/${page}`);
      const html = await response.text();
      // Minified HTML leaves attribute values unquoted where it can.
      const missing = anchors.filter((anchor) => !new RegExp(`\\sid=(?:"${escaped(anchor)}"|${escaped(anchor)}(?=[\\s>]))`).test(html));
      assert.deepEqual(missing, [], `${base}/${page} lacks these anchors`);
    }
  }
});

test('a deep link to an anchor a release removed lands on its entry, which names the release and links the last one that had it', async () => {
  const {page, context} = await openPage('/docs/apis#request-purchase-on-promoted-product-ios');
  await waitForScrolledTo(page, 'request-purchase-on-promoted-product-ios', 40, 120);
  const entry = page.locator('[id="request-purchase-on-promoted-product-ios"]');
  assert.equal(await entry.evaluate((element) => element.tagName), 'LI', 'the anchor is a removed entry, not a section');
  assert.match(await entry.innerText(), /requestPurchaseOnPromotedProductIOS[\s\S]*Removed in \d+\.\d+\.\d+/);
  const last = entry.getByRole('link');
  const lastVersion = await last.innerText();
  assert.equal(await last.getAttribute('href'), `/docs/${lastVersion}/apis#request-purchase-on-promoted-product-ios`);
  await context.close();
});
