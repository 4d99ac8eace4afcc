/**
 * A symbol page's data in the browser (src/components/SymbolPage/pageData.ts): a first visit reads it from the page's
 * own HTML; a page reached by a link reads it from that page's HTML, fetched once; a page without it says so.
 */
import type {SymbolPageData} from '@site/src/components/SymbolPage/pageData';

jest.mock('@symbol-pages-data', () => ({__esModule: true, default: null}), {virtual: true});

// The mock is hoisted above the import: the browser build resolves the data module to null.
import {DATA_ELEMENT_ID, dataText, symbolPageData} from '@site/src/components/SymbolPage/pageData';

const page = (name: string): SymbolPageData => ({
  symbol: {kind: 'declaration', name},
  summary: `About ${name} </script><b>bold</b>`,
  version: {name: 'current', label: 'Next', isLast: false, banner: 'unreleased', badge: true, className: '', noIndex: false},
  index: {title: 'Types', href: '/docs/next/types#type-x'},
  view: {of: name},
  usedBy: [],
  inVersions: {current: `/docs/next/types/${name.toLowerCase()}`},
  sidebar: [{type: 'category', label: 'Documentation', collapsed: true, collapsible: true, href: '/docs/next/lifecycle', items: []}],
});

const htmlOf = (path: string, data: SymbolPageData) =>
  `<!doctype html><html><body><main><script type="application/json" id="${DATA_ELEMENT_ID}" data-path="${path}">${dataText(data)}</script></main></body></html>`;

let fetches: string[];
let responses: Record<string, {status: number; body: string}>;

beforeEach(() => {
  fetches = [];
  responses = {};
  global.fetch = jest.fn(async (url: string) => {
    fetches.push(url);
    const response = responses[url] ?? {status: 404, body: ''};
    return {ok: response.status === 200, status: response.status, text: async () => response.body} as Response;
  }) as unknown as typeof fetch;
});

test("a first visit reads the page's data from its own HTML, fetching nothing", () => {
  document.body.innerHTML = htmlOf('/docs/next/types/a', page('A')).replace(/^.*<body>|<\/body>.*$/g, '');
  expect(symbolPageData('/docs/next/types/a')).toEqual(page('A'));
  expect(fetches).toEqual([]);
});

test("a page reached by a link reads its data from that page's HTML, fetched once", async () => {
  document.body.innerHTML = htmlOf('/docs/next/types/a', page('A')).replace(/^.*<body>|<\/body>.*$/g, '');
  responses['/docs/next/types/b'] = {status: 200, body: htmlOf('/docs/next/types/b', page('B'))};
  const loading = symbolPageData('/docs/next/types/b');
  expect(loading).toBeInstanceOf(Promise);
  expect(symbolPageData('/docs/next/types/b')).toBe(loading);
  await expect(loading).resolves.toEqual(page('B'));
  expect(symbolPageData('/docs/next/types/b')).toEqual(page('B'));
  expect(fetches).toEqual(['/docs/next/types/b']);
});

test('a page that cannot be loaded, or holds no data, says which and why', async () => {
  await expect(symbolPageData('/docs/next/types/missing')).rejects.toThrow('The page /docs/next/types/missing could not be loaded: HTTP 404.');
  responses['/docs/next/types/plain'] = {status: 200, body: '<html><body><h1>Plain</h1></body></html>'};
  await expect(symbolPageData('/docs/next/types/plain')).rejects.toThrow('The page /docs/next/types/plain holds no symbol data');
});

test('the data written into the HTML cannot end its script element early, and reads back the same', () => {
  const text = dataText(page('C'));
  expect(text).not.toContain('</script>');
  expect(JSON.parse(text)).toEqual(page('C'));
});

test('a page whose load failed is fetched again on the next visit', async () => {
  await expect(symbolPageData('/docs/next/types/later')).rejects.toThrow('HTTP 404');
  responses['/docs/next/types/later'] = {status: 200, body: htmlOf('/docs/next/types/later', page('Later'))};
  await expect(symbolPageData('/docs/next/types/later')).resolves.toEqual(page('Later'));
});
