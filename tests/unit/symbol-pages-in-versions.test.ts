/** Where a symbol page's version menu leads in each version (plugins/symbol-pages inVersions). */
import {inVersions} from '@site/plugins/symbol-pages';

const bases = [
  {name: 'current', base: '/docs/next'},
  {name: '3.2.1', base: '/docs'},
  {name: '1.2.3', base: '/docs/1.2.3'},
];

test("each version leads to the symbol's page there, or to that version's index of its kind when it has none", () => {
  const pages = new Set(['/docs/next/errors/receipt-failed', '/docs/1.2.3/errors/receipt-failed', '/docs/next/apis/request-purchase']);
  expect(inVersions(bases, pages, {kind: 'errorCode', name: 'ReceiptFailed'})).toEqual({
    current: '/docs/next/errors/receipt-failed',
    '3.2.1': '/docs/errors',
    '1.2.3': '/docs/1.2.3/errors/receipt-failed',
  });
  expect(inVersions(bases, pages, {kind: 'operation', name: 'requestPurchase'})).toEqual({
    current: '/docs/next/apis/request-purchase',
    '3.2.1': '/docs/apis',
    '1.2.3': '/docs/1.2.3/apis',
  });
});
