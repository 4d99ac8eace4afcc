// A maintainer's later builds with the bundler's persistent cache on, as `npm run build` has it, in one temporary copy
// of the project whose cache is its own (tests/support/project-copy.mjs):
// - after `npm start` in the same checkout, a build succeeds and its pages keep what only a build gives them (the dev
//   server compiles pages with other plugins, and writes their generated data files too); so does one after a build
//   without a speed mechanism, as the mechanisms' benchmark makes;
// - after an edit of one of the site's own loaders, the build's output comes from the edited loader, not from the
//   cache of the build before;
// - after an edit of a page's prose, a link and a type table, the page's HTML and Markdown copy say what the source
//   now says, and the link check judges the links the source now has; a new guide is linked from the operations it
//   uses on the APIs page, which did not change.
// Nine builds and one dev-server start: two to five minutes on a 2-core machine.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {copyProject} from '../support/project-copy.mjs';
import {DOCUSAURUS_BIN, freePort, startDevServer, stopDevServer, waitUntilServing} from '../support/dev-server.mjs';
/** The loader that turns a page's island data into a file of the build's assets, and the folder it writes them to. */
const LOADER = 'plugins/static-islands/loader.js';
const ASSET_DIR = 'assets/islands';
const EDITED_ASSET_DIR = 'assets/islands-edited';
/** A page that a build writes with runs of plain Markdown kept as HTML (plugins/static-islands/proseRuns.ts). */
const PAGE_WITH_PROSE_RUNS = path.join('docs', 'errors.html');
const BUILD_OUTPUT_LINES_KEPT = 30;

/** A Next page with prose, links and a type table, as the edits below change them. */
const EDITED_PAGE = path.join('docs', 'lifecycle.mdx');
const EDITED_HTML = path.join('docs', 'next', 'lifecycle.html');
const EDITED_MARKDOWN = path.join('docs', 'next', 'lifecycle.md');
const EDITS = [
  ['Whether you use react-native-iap', 'Whichever library you pick, react-native-iap'],
  ['[`initConnection`](./apis.mdx#init-connection)', '[`initConnection`](./platforms.mdx)'],
  ['<TypeTable of="PurchaseState" hideDescription />', '<TypeTable of="IapStore" hideDescription />'],
];

/** Replaces `from` with `to` in a file of the copy, checking the file still has `from`. */
function edit(dir, file, from, to) {
  const source = readFileSync(path.join(dir, file), 'utf8');
  assert.ok(source.includes(from), `${file} has ${JSON.stringify(from)} to edit`);
  writeFileSync(path.join(dir, file), source.replace(from, to));
}

/** The build's output, when it fails: its last lines. */
function failedBuildOutput(dir) {
  try {
    build(dir);
  } catch (error) {
    return error.message;
  }
  return undefined;
}

function build(dir) {
  // The cache on (whatever the caller's environment says), the generated files in the copy, the speed plugins on: the
  // loader belongs to one of them.
  const {DOCUSAURUS_NO_PERSISTENT_CACHE, OPENIAP_SPEED_PLUGINS, ...env} = process.env;
  rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  try {
    execFileSync(process.execPath, [path.join(dir, DOCUSAURUS_BIN), 'build'], {
      cwd: dir,
      stdio: 'pipe',
      env: {...env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus'},
    });
  } catch (error) {
    const output = `${error.stdout ?? ''}${error.stderr ?? ''}`.split('\n').filter((line) => line.trim() !== '');
    assert.fail(`the build failed (${error.status ?? error.signal}):\n${output.slice(-BUILD_OUTPUT_LINES_KEPT).join('\n')}`);
  }
}

/** How many runs of plain Markdown the built page keeps as HTML. */
function proseRunsOf(dir) {
  return (readFileSync(path.join(dir, 'build', PAGE_WITH_PROSE_RUNS), 'utf8').match(/data-prose-run/g) ?? []).length;
}

/** The build's JavaScript files that name `folder/` as the place of a data file. */
function scriptsNaming(dir, folder) {
  const scripts = path.join(dir, 'build', 'assets', 'js');
  return readdirSync(scripts).filter((file) => file.endsWith('.js') && readFileSync(path.join(scripts, file), 'utf8').includes(`"${folder}/`));
}

test("a maintainer's later builds reuse the cache only where it still holds", {timeout: 1_500_000}, async (t) => {
  const dir = copyProject('openiap-cache-');
  try {
    build(dir);
    assert.ok(existsSync(path.join(dir, 'node_modules', '.cache', 'rspack')), 'the first build wrote a persistent cache in the copy');
    const runs = proseRunsOf(dir);
    assert.ok(runs > 0, `the first build's ${PAGE_WITH_PROSE_RUNS} keeps runs of Markdown as HTML`);

    await t.test('a build after `npm start` in the same checkout succeeds, with the same page as before', async () => {
      const port = await freePort();
      const server = startDevServer(dir, port);
      try {
        // The dev middleware answers once the whole site is compiled, so every page's data files are written by then.
        await waitUntilServing(server, `http://127.0.0.1:${port}/`);
      } finally {
        await stopDevServer(server);
      }
      build(dir);
      assert.equal(proseRunsOf(dir), runs, `${PAGE_WITH_PROSE_RUNS} keeps as many runs of Markdown as HTML as the first build's`);
    });

    await t.test('a build after a measurement build without a speed mechanism, in the same checkout, succeeds with the same page', () => {
      // As `npm run bench:mechanisms` builds a variant: the mechanism off, no persistent cache, its own output folder.
      const {DOCUSAURUS_NO_PERSISTENT_CACHE, OPENIAP_SPEED_PLUGINS, ...env} = process.env;
      execFileSync(process.execPath, [path.join(dir, DOCUSAURUS_BIN), 'build', '--out-dir', path.join(dir, 'build-without-prose-runs')], {
        cwd: dir,
        stdio: 'pipe',
        env: {...env, OPENIAP_SPEED_OFF: 'prose-runs', DOCUSAURUS_NO_PERSISTENT_CACHE: '1', DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus'},
      });
      build(dir);
      assert.equal(proseRunsOf(dir), runs, `${PAGE_WITH_PROSE_RUNS} keeps as many runs of Markdown as HTML as the first build's`);
    });

    await t.test("a build after an edit of the site's own loader shows the edit, not the cached output", () => {
      assert.ok(scriptsNaming(dir, ASSET_DIR).length > 0, `the build's scripts fetch island data from ${ASSET_DIR}/`);
      const loader = path.join(dir, LOADER);
      const source = readFileSync(loader, 'utf8');
      const setting = `const ASSET_DIR = '${ASSET_DIR}';`;
      assert.ok(source.includes(setting), `${LOADER} sets ${setting}`);
      writeFileSync(loader, source.replace(setting, `const ASSET_DIR = '${EDITED_ASSET_DIR}';`));

      build(dir);
      const edited = path.join(dir, 'build', EDITED_ASSET_DIR);
      assert.ok(existsSync(edited) && readdirSync(edited).length > 0, `the build wrote island data to ${EDITED_ASSET_DIR}/, as the edited loader says`);
      assert.ok(scriptsNaming(dir, EDITED_ASSET_DIR).length > 0, `the build's scripts fetch island data from ${EDITED_ASSET_DIR}/`);
      assert.deepEqual(scriptsNaming(dir, ASSET_DIR), [], `no script of the build still names ${ASSET_DIR}/`);
    });

    await t.test('a rebuild after an edit of a page publishes the page as edited, and checks the links it now has', () => {
      const before = readFileSync(path.join(dir, 'build', EDITED_HTML), 'utf8');
      assert.ok(before.includes('Whether you use react-native-iap') && /id="?type-purchase-state/.test(before), `${EDITED_HTML} as written first`);
      for (const [from, to] of EDITS) edit(dir, EDITED_PAGE, from, to);
      build(dir);
      const html = readFileSync(path.join(dir, 'build', EDITED_HTML), 'utf8');
      const markdown = readFileSync(path.join(dir, 'build', EDITED_MARKDOWN), 'utf8');
      assert.ok(
        html.includes('Whichever library you pick') && !html.includes('Whether you use react-native-iap'),
        `${EDITED_HTML} has the edited sentence, not the old one`,
      );
      assert.match(html, /href="?\/docs\/next\/platforms"?><code>initConnection</, `${EDITED_HTML} links initConnection to the new address`);
      assert.match(html, /id="?type-iap-store/, `${EDITED_HTML} shows the IapStore table`);
      assert.doesNotMatch(html, /id="?type-purchase-state/, `${EDITED_HTML} no longer shows the PurchaseState table`);
      assert.ok(markdown.includes('Whichever library you pick'), `${EDITED_MARKDOWN} has the edited sentence`);

      // A new guide is linked from the operations it uses: on a guide that did not change, and on the operation's page.
      writeFileSync(path.join(dir, 'docs', 'a-new-guide.mdx'), '---\ntitle: A New Guide\n---\n\nCall `syncIOS` first.\n');
      build(dir);
      for (const route of ['restoring-purchases', 'apis/sync-ios']) {
        assert.match(
          readFileSync(path.join(dir, 'build', 'docs', 'next', `${route}.html`), 'utf8'),
          /Used in<\/span>(<a [^>]*>[^<]*<\/a>)*<a href="?\/docs\/next\/a-new-guide"?>A New Guide</,
          `/docs/next/${route} links syncIOS to the new guide`,
        );
      }
      rmSync(path.join(dir, 'docs', 'a-new-guide.mdx'));

      // A link written broken fails the very next build; fixed, the next build passes.
      edit(dir, EDITED_PAGE, '[`initConnection`](./platforms.mdx)', '[`initConnection`](/docs/next/no-such-page)');
      const output = failedBuildOutput(dir);
      assert.ok(output !== undefined, 'the build after writing a broken link fails');
      assert.match(
        output,
        /docs\/lifecycle\.mdx:\d+:\d+: the link to \/docs\/next\/no-such-page goes to no page/,
        'the failure names the link and where it is written',
      );
      edit(dir, EDITED_PAGE, '[`initConnection`](/docs/next/no-such-page)', '[`initConnection`](./apis.mdx#init-connection)');
      build(dir);
      assert.match(readFileSync(path.join(dir, 'build', EDITED_HTML), 'utf8'), /href="?\/docs\/next\/apis#init-connection"?><code>initConnection</);
    });
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
