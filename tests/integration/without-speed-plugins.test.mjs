// The product does not depend on the speed machinery: the site built with every speed-only plugin left out
// (OPENIAP_SPEED_PLUGINS=off in docusaurus.config.ts: plugins/paint-first-template, plugins/bundle-split,
// plugins/compile-hints, and plugins/static-islands with its prose runs) must read and behave the same. This builds it
// into a temporary folder, checks that the plugins really were left out, and runs on that build the browser tests
// that can tell the two builds apart (PLAIN_BUILD_TESTS below): one page of each kind, and each behaviour whose code
// or data the speed plugins move. The rest of the browser suite checks what no speed plugin touches, or the plugins'
// own output. One build and a few minutes of browser tests.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The name routes.test.mjs gives its check of one route in the light colour mode. */
const pageRenders = (route) => `${route} (light): renders, no console error, no failed request, no serious axe violation`;

/**
 * The browser tests run on the build without the speed plugins, by file and test name. What the plugins change: the
 * page template and the order its scripts run in (paint-first-template), which chunk each part of the code is in and
 * so when it loads (bundle-split), and what the server's HTML holds against what React renders (static-islands: type
 * tables, operations, code blocks, the decoder's and the matrix's data, runs of plain Markdown).
 */
const PLAIN_BUILD_TESTS = {
  'routes.test.mjs': [
    // One page of each kind, from a plain start: it renders with no console error, no failed request and no serious
    // axe violation. The home page is outside the docs; a docs page of prose runs and diagrams; Types and APIs list
    // the symbols a line each, Errors has the error table with its decoder; then the matrix and the migration index.
    pageRenders('/'),
    pageRenders('/docs/lifecycle'),
    pageRenders('/docs/types'),
    pageRenders('/docs/apis'),
    pageRenders('/docs/errors'),
    pageRenders('/docs/platforms'),
    pageRenders('/docs/migrating'),
  ],
  'content-pages.test.mjs': [
    // Every content page reads the same: prose runs and islands replace what React would render of its headings.
    'every content page renders its title and section headings, in order',
  ],
  'route-anchors.test.mjs': [
    // The anchors in the server's HTML, which the islands and prose runs write in place of React.
    'every anchor of the route table is in the server-rendered HTML of the newest pages',
  ],
  'markdown-export.test.mjs': [
    // The .md copies against the web page's tables, which the static islands render on the other build.
    "/docs: every page's Markdown has the tables of its web page, and no HTML, JSX or import line",
  ],
  'reference-tables.test.mjs': [
    // The type tables as React draws them: on the other build they are the server's HTML, kept.
    '/docs/events on a desktop: every table fits its column, and its descriptions have a quarter of it at least',
    "on a phone (light) a type's fields stack: name, type, then the description across the width",
  ],
  'migrating.test.mjs': [
    // A migration page and its release picker, which fetches the releases' facts once hydrated.
    "the picker fetches two releases' facts when asked, and shows what the pair's own page shows",
  ],
  'error-decoder.test.mjs': [
    // The decoder hydrates and answers, and its answer links to the table row (island data on the other build).
    '/docs/errors: the server sends the empty form; the two documented links show their answers',
    "/docs/errors: the answer's link lands on the code's row in the table, keeping the question",
  ],
  'downloads-languages-sponsors.test.mjs': [
    // The Types page's bundle picker, and the toast area, a chunk loaded with the first toast.
    'Types: each bundle downloads from its release asset and a toast names label, size and version',
  ],
  'platform-matrix.test.mjs': [
    // The matrix's filter: on the other build its rows are island data, loaded on demand.
    '/docs/platforms: the filter hides the rows whose name does not match, and input stays text',
  ],
  'search.test.mjs': [
    // Search on the built index: the full-text index is made from the built HTML, and the search code is a chunk of
    // its own, loaded when first used.
    'full text: a word only in page prose is found, and the results page lists the page',
    'nothing of the search is downloaded before it is used; the API index comes with the first open, the page index with the first query',
  ],
  'layout.test.mjs': [
    // The colour mode is set by a script in the page template, before any bundle runs.
    'theme: no flash of the wrong theme, the saved choice is on <html> before any script bundle runs',
    // Platform tabs: hydrated over the server's panels; a hash into a hidden panel opens it.
    'iOS/Android tabs: iOS by default, the choice kept across the page, a reload and other pages',
    'a hash pointing into the Android tab opens that tab and scrolls to the operation',
    // The Copy button of a code block, whose code the other build keeps in the HTML only.
    'a code block\'s Copy button copies the code and says "Copied!" for 2 seconds',
    // The drawer on a phone: closed and empty in the server's HTML, built once the page is idle or the reader opens it.
    'phone: the "Menu" button opens the docs sidebar over an overlay that closes it, and changes style past 500 px',
    'phone: the mobile menu closes when a link is chosen',
    // Link navigation inside the app, to a page whose code is loaded then.
    'a path change starts at the top of the new page',
  ],
  'link-loading.test.mjs': [
    // A prose link loads its page's code on intent, and a click stays in the app.
    "a prose link on /docs/apis loads its page's code on intent, not on sight, and a plain click stays in the app",
  ],
  'versions.test.mjs': [
    // The version switch and links that stay in their version, through tables and the reference.
    'the version dropdown switches to the same page in the other version, and back',
    'links inside a version stay in that version: sidebar, type tables, reference, errors',
  ],
  'version-switch.test.mjs': [
    // The type tables follow the version: on the other build a page reached by a link draws them from island data.
    'the dropdown takes the Types page from each release to the next, and the type tables follow the version',
  ],
  'sandbox.test.mjs': [
    // The live examples: react-live and the simulated store are loaded when an example comes into view, then run.
    'react-live and the simulated store load only when a live example comes into view, never on other pages',
    'a reader edits a live example, buys, sees the purchase-updated event in the log, finishes it and sees the state change',
  ],
  'plan-change-simulator.test.mjs': [
    // The plan-change simulator hydrates over its server-rendered form and runs a scenario.
    'Android, the deferred mode: the empty purchase list, no event, the backend record, then the renewal on the lower plan',
  ],
  'redirect-and-404.test.mjs': [
    // /docs redirects by the inline script in the page's head, before any bundle of either template runs.
    '/docs redirects before any script bundle loads, and without JavaScript too',
  ],
};

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether the spec reporter's `output` has a top-level test `name` that passed: `✔ name (duration)`. */
const passed = (output, name) => output.split('\n').some((line) => line.startsWith(`✔ ${name} (`));

test('built without the speed plugins, the site passes the browser tests that can tell the builds apart', () => {
  const outDir = mkdtempSync(path.join(tmpdir(), 'openiap-plain-build-'));
  try {
    const build = spawnSync(process.execPath, [path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build', '--out-dir', outDir], {
      cwd: root,
      encoding: 'utf8',
      env: {...process.env, OPENIAP_SPEED_PLUGINS: 'off'},
    });
    assert.equal(build.status, 0, `the build failed:\n${build.stdout.slice(-2000)}\n${build.stderr.slice(-4000)}`);
    // The speed plugins really were left out: no paint-first loader, no island data in the pages.
    const types = readFileSync(path.join(outDir, 'docs/types.html'), 'utf8');
    assert.doesNotMatch(types, /id="?bundle-loader/, 'the paint-first HTML template is not used');
    assert.doesNotMatch(types, /data-island=/, 'no static islands');
    assert.doesNotMatch(types, /data-prose-run/, 'no prose runs');
    assert.ok(!readdirSync(path.join(outDir, 'assets/js')).some((file) => /^(react-dom|theme)\./.test(file)), 'no named split chunks');

    const files = Object.keys(PLAIN_BUILD_TESTS);
    const names = Object.values(PLAIN_BUILD_TESTS).flat();
    const patterns = names.map((name) => `--test-name-pattern=^${escapeRegExp(name)}$`);
    // Run as a test run of its own: a nested runner that sees NODE_TEST_CONTEXT reports to this one instead.
    const {NODE_TEST_CONTEXT: _ignored, ...env} = process.env;
    const e2e = spawnSync(process.execPath, [path.join(root, 'tests/e2e/run.mjs'), ...patterns, ...files], {
      cwd: root,
      encoding: 'utf8',
      env: {...env, E2E_BUILD_DIR: outDir},
      maxBuffer: 64 * 1024 * 1024,
    });
    const summary = e2e.stdout
      .split('\n')
      .filter((line) => /^ℹ (tests|pass|fail)|^✖/.test(line))
      .join('\n');
    assert.equal(e2e.status, 0, `browser tests on the build without speed plugins failed:\n${summary}\n${e2e.stdout.slice(-6000)}`);
    // Each listed test ran and passed: a renamed test would otherwise drop out of the list without a word.
    const notPassed = names.filter((name) => !passed(e2e.stdout, name));
    assert.deepEqual(notPassed, [], `listed browser tests that did not run and pass (renamed?):\n${notPassed.join('\n')}\n${summary}`);
  } finally {
    if (existsSync(outDir)) rmSync(outDir, {recursive: true, force: true});
  }
});
