/**
 * The search modal's matching, ranking, highlighting and selection, plus a fuzz test: a query is
 * text, never a pattern or markup, whatever it contains.
 */
import type {ApiSearchEntry} from '@site/shared/apiSearchEntry';
import {
  clampIndex,
  excerpt,
  foldCase,
  fullTextQuery,
  highlight,
  highlightTerms,
  matchEntries,
  MAX_FULL_TEXT_QUERY_LENGTH,
  MAX_FULL_TEXT_WORDS,
  queryTerms,
} from '@site/src/components/SearchModal/searchIndex';

function entry(partial: Partial<ApiSearchEntry> & {id: string}): ApiSearchEntry {
  return {
    kind: 'operation',
    title: partial.id,
    category: 'Connection Management',
    description: '',
    parameters: '',
    returns: '',
    path: `/docs/apis#${partial.id}`,
    ...partial,
  };
}

const ENTRIES: ApiSearchEntry[] = [
  entry({id: 'initConnection', description: 'Opens the connection to the store.', returns: 'Promise<boolean>'}),
  entry({id: 'endConnection', description: 'Closes the connection to the store.'}),
  entry({id: 'requestPurchase', category: 'Purchase Operations', description: 'Starts the purchase flow.', parameters: 'props: RequestPurchaseProps'}),
  entry({id: 'getAvailablePurchases', category: 'Purchase Operations', description: 'Lists owned purchases.', returns: 'Promise<Purchase[]>'}),
  entry({id: 'getStorefrontIOS', category: 'iOS APIs', description: 'Reads the App Store country.'}),
  entry({id: 'Purchase', kind: 'type', category: 'Documentation', description: 'A purchase on either store.'}),
  entry({id: 'PurchaseIOS', kind: 'type', category: 'Documentation', description: 'A StoreKit transaction.'}),
  entry({id: 'page:types', kind: 'page', title: 'Types', category: 'Documentation', description: 'The data structures of OpenIAP.', path: '/docs/types'}),
  entry({id: 'syncIOS', category: 'iOS APIs', description: 'Synchronises transactions; see initConnection first.'}),
];

const titles = (query: string) => matchEntries(query, ENTRIES).map((result) => result.title);

describe('matchEntries', () => {
  test('an empty or blank query matches nothing', () => {
    expect(matchEntries('', ENTRIES)).toEqual([]);
    expect(matchEntries('   \t\n', ENTRIES)).toEqual([]);
  });

  test('matches case-insensitively, as a substring', () => {
    expect(titles('INITCONN')).toEqual(['initConnection', 'syncIOS']);
    expect(titles('storefront')).toEqual(['getStorefrontIOS']);
    expect(titles('ios')).toEqual(expect.arrayContaining(['getStorefrontIOS', 'PurchaseIOS', 'syncIOS']));
  });

  test('searches title, description, parameters, returns and category', () => {
    expect(titles('App Store country')).toEqual(['getStorefrontIOS']); // description
    expect(titles('RequestPurchaseProps')).toEqual(['requestPurchase']); // parameters
    expect(titles('promise<boolean>')).toEqual(['initConnection']); // returns
    expect(titles('purchase operations')).toEqual(['requestPurchase', 'getAvailablePurchases']); // category
  });

  test('surrounding white space is ignored', () => {
    expect(titles('  syncIOS  ')).toEqual(['syncIOS']);
  });

  test('a title match ranks before a description match; exact, then prefix, then anywhere in the title', () => {
    // "initConnection" is syncIOS's description too, but the title match comes first.
    expect(titles('initConnection')).toEqual(['initConnection', 'syncIOS']);
    expect(titles('purchase')).toEqual([
      'Purchase', // exact title
      'PurchaseIOS', // title prefix
      'requestPurchase', // anywhere in the title, in index order
      'getAvailablePurchases',
    ]);
    // A description match comes after every title match.
    expect(titles('store')).toEqual(['getStorefrontIOS', 'initConnection', 'endConnection', 'Purchase', 'PurchaseIOS']);
  });

  test('ranks description before parameters before returns before category', () => {
    const entries = [
      entry({id: 'a', title: 'A', category: 'Zeta'}),
      entry({id: 'b', title: 'B', returns: 'zeta'}),
      entry({id: 'c', title: 'C', parameters: 'zeta'}),
      entry({id: 'd', title: 'D', description: 'Zeta'}),
      entry({id: 'e', title: 'Zeta e'}),
    ];
    expect(matchEntries('zeta', entries).map((result) => result.id)).toEqual(['e', 'd', 'c', 'b', 'a']);
  });

  test('entries of equal rank keep their index order', () => {
    const entries = ['x3', 'x1', 'x2'].map((id) => entry({id, title: `item ${id}`}));
    expect(matchEntries('item', entries).map((result) => result.id)).toEqual(['x3', 'x1', 'x2']);
  });

  test('regular-expression characters are plain text', () => {
    const entries = [entry({id: 'a', title: 'Promise<Array<Product | SubscriptionProduct>>'}), entry({id: 'b', title: 'a.b*c'})];
    expect(matchEntries('.*', entries)).toEqual([]);
    expect(matchEntries('b*c', entries).map((result) => result.id)).toEqual(['b']);
    expect(matchEntries('| Sub', entries).map((result) => result.id)).toEqual(['a']);
    expect(matchEntries('(', entries)).toEqual([]);
    expect(() => matchEntries('[', entries)).not.toThrow();
  });

  test('folds case without changing lengths', () => {
    expect(foldCase('ÄBC')).toBe('äbc');
    expect(foldCase('İx').length).toBe(2);
  });
});

describe('highlight', () => {
  test('marks every case-insensitive occurrence, keeping the original case', () => {
    expect(highlight('Purchase or purchase', 'PURCHASE')).toEqual([
      {text: 'Purchase', match: true},
      {text: ' or ', match: false},
      {text: 'purchase', match: true},
    ]);
  });

  test('no query or no occurrence leaves the text as one plain run', () => {
    expect(highlight('initConnection', '')).toEqual([{text: 'initConnection', match: false}]);
    expect(highlight('initConnection', 'xyz')).toEqual([{text: 'initConnection', match: false}]);
    expect(highlight('', 'x')).toEqual([]);
  });

  test('matches at both ends and back to back', () => {
    expect(highlight('aaXaa', 'aa')).toEqual([
      {text: 'aa', match: true},
      {text: 'X', match: false},
      {text: 'aa', match: true},
    ]);
    expect(highlight('aaaa', 'aa').map((segment) => segment.match)).toEqual([true, true]);
  });

  test('markup in the text or the query stays text', () => {
    expect(highlight('<b>bold</b>', '<b>')).toEqual([
      {text: '<b>', match: true},
      {text: 'bold</b>', match: false},
    ]);
  });

  test('several terms: the earliest match wins, the longer one at the same place', () => {
    expect(highlightTerms('in-app purchase', ['purchase', 'in', 'in-app'])).toEqual([
      {text: 'in-app', match: true},
      {text: ' ', match: false},
      {text: 'purchase', match: true},
    ]);
  });
});

describe('clampIndex', () => {
  test('keeps the selection inside the list at both ends', () => {
    expect(clampIndex(-1, 5)).toBe(0);
    expect(clampIndex(0, 5)).toBe(0);
    expect(clampIndex(3, 5)).toBe(3);
    expect(clampIndex(5, 5)).toBe(4);
    expect(clampIndex(99, 5)).toBe(4);
  });

  test('an empty list has no selection', () => {
    expect(clampIndex(0, 0)).toBe(-1);
    expect(clampIndex(3, 0)).toBe(-1);
  });

  test('odd numbers land inside the list', () => {
    expect(clampIndex(Number.NaN, 3)).toBe(0);
    expect(clampIndex(Infinity, 3)).toBe(0);
    expect(clampIndex(1.7, 3)).toBe(1);
  });
});

describe('excerpt and the full-text query', () => {
  test('a long passage is cut around the first match, with ellipses', () => {
    const text = `${'lorem '.repeat(60)}propagation takes time ${'ipsum '.repeat(60)}`;
    const cut = excerpt(text, ['Propagation'], 80);
    expect(cut.length).toBeLessThanOrEqual(82);
    expect(cut).toContain('propagation');
    expect(cut.startsWith('…')).toBe(true);
    expect(cut.endsWith('…')).toBe(true);
    expect(excerpt('short text', ['x'])).toBe('short text');
  });

  test('the full-text search gets words only, a few of them', () => {
    expect(fullTextQuery('<img src=x onerror=alert(1)>')).toBe('img src x onerror alert 1');
    expect(fullTextQuery('in-app *purchase*')).toBe('in-app purchase');
    expect(fullTextQuery('.*+?^${}()|[]\\')).toBe('');
    expect(fullTextQuery('word '.repeat(2000)).split(' ')).toHaveLength(MAX_FULL_TEXT_WORDS);
    expect(fullTextQuery('x'.repeat(10_000)).length).toBeLessThanOrEqual(MAX_FULL_TEXT_QUERY_LENGTH);
    expect(queryTerms('in-app purchase')).toEqual(['in', 'app', 'purchase']);
  });
});

/** A small deterministic generator, so that a failure can be replayed. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const PIECES = [
  '.*',
  '+',
  '?',
  '^',
  '$',
  '{2}',
  '(a|b)',
  '[',
  ']',
  '\\',
  '\\d',
  '/',
  '(?<=x)',
  '<img src=x onerror=alert(1)>',
  '<script>',
  '</mark>',
  '&amp;',
  '"',
  "'",
  '`',
  '😀',
  '👩‍💻',
  '🇰🇷',
  '\u0000',
  '\u200b',
  '\ud800',
  'İ',
  'ß',
  'ﬁ',
  'Σ',
  ' ',
  '\n',
  'purchase',
  'IOS',
  'init',
  'Connection',
  'a',
  'Promise<',
  'xyz-no-match',
  '%s',
  '${x}',
  '__proto__',
  'constructor',
];

describe('fuzz: thousands of generated queries', () => {
  const next = random(20250);
  const fields = (result: ApiSearchEntry) => [result.title, result.description, result.parameters, result.returns, result.category];
  const queries: string[] = [];
  for (let i = 0; i < 4000; i += 1) {
    const kind = next();
    if (kind < 0.45) {
      const count = 1 + Math.floor(next() * 4);
      queries.push(Array.from({length: count}, () => PIECES[Math.floor(next() * PIECES.length)]).join(''));
    } else if (kind < 0.8) {
      // A slice of a real field, with its case flipped at random: it must be found.
      const source = fields(ENTRIES[Math.floor(next() * ENTRIES.length)])[Math.floor(next() * 5)];
      const start = Math.floor(next() * source.length);
      const slice = source.slice(start, start + 1 + Math.floor(next() * 12));
      queries.push([...slice].map((char) => (next() < 0.5 ? char.toUpperCase() : char.toLowerCase())).join(''));
    } else {
      queries.push(Array.from({length: Math.floor(next() * 40)}, () => String.fromCharCode(Math.floor(next() * 0xffff))).join(''));
    }
  }
  queries.push('x'.repeat(10_000), 'purchase'.repeat(1250), '😀'.repeat(5000));

  test('never throws; results are a subset of the index, each truly matching, title matches first', () => {
    const ids = new Set(ENTRIES.map((item) => item.id));
    for (const query of queries) {
      const results = matchEntries(query, ENTRIES);
      const folded = foldCase(query.trim());
      if (!folded) {
        expect(results).toEqual([]);
        continue;
      }
      expect(new Set(results.map((result) => result.id)).size).toBe(results.length);
      let sawNonTitle = false;
      for (const result of results) {
        expect(ids.has(result.id)).toBe(true);
        expect(fields(result).some((field) => foldCase(field).includes(folded))).toBe(true);
        const titleMatch = foldCase(result.title).includes(folded);
        if (!titleMatch) sawNonTitle = true;
        else expect(sawNonTitle).toBe(false);
      }
      // Nothing that matches is left out.
      const expected = ENTRIES.filter((item) => fields(item).some((field) => foldCase(field).includes(folded)));
      expect(results).toHaveLength(expected.length);
    }
  });

  test('highlights always join back to the original text, and only matching runs are marked', () => {
    const failures: string[] = [];
    let marked = 0;
    for (const query of queries) {
      const folded = foldCase(query.trim());
      for (const result of matchEntries(query, ENTRIES).concat(ENTRIES.slice(0, 2))) {
        for (const text of fields(result)) {
          const segments = highlight(text, query);
          if (segments.map((segment) => segment.text).join('') !== text) failures.push(`join: ${JSON.stringify(query)} in ${text}`);
          for (const segment of segments) {
            if (segment.text.length === 0) failures.push(`empty run: ${JSON.stringify(query)}`);
            if (segment.match) {
              marked += 1;
              if (foldCase(segment.text) !== folded) failures.push(`wrong run: ${JSON.stringify(query)} marked ${segment.text}`);
            }
          }
        }
      }
      const terms = queryTerms(query);
      const passage = `${query.slice(0, 50)} ${ENTRIES[0].description}`;
      if (
        highlightTerms(passage, terms)
          .map((segment) => segment.text)
          .join('') !== passage
      )
        failures.push(`terms join: ${JSON.stringify(query)}`);
      excerpt(passage, terms);
    }
    expect(failures.slice(0, 5)).toEqual([]);
    expect(marked).toBeGreaterThan(1000); // the generated queries did hit real text
  });
});
