// A maintainer's releases, end to end, in a temporary copy of the project: add two fields to a type in spec/, cut a
// throwaway version; then remove an operation, change a field's type, deprecate the other field and write the removed
// operation's successor line, and cut a second version. One build then shows: each version its own spec (symbol pages
// and Types lines); the migration page of the pair listing those changes; the removed operation's old anchor
// on the newest APIs page, with its "Removed in" entry; and the release picker comparing in a browser. Also: a refused
// cut changes nothing. Takes a few minutes (one full build). With KEEP_INTEGRATION_COPY=1 the copy, with its build, is
// kept and its folder printed, to look at the pages.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {copyProject, projectRoot} from '../support/project-copy.mjs';

const FIELD = 'releaseNoteCheckField';
const FIELD_ANCHOR = 'release-note-check-field';
const OTHER_FIELD = 'releaseNoteOtherField';
// An operation the guides name only in prose and inline code: one their code calls would have to be rewritten too.
const REMOVED = 'getAllTransactionsIOS';
const REMOVED_ANCHOR = 'get-all-transactions-ios';
const SUCCESSOR = 'Ask your server for the history the App Store Server API keeps.';
const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';

/** Rewrites a file of the copy; the text to replace must be there, so a moved spec fails here, not in a riddle later. */
function edit(file, pattern, replacement) {
  const source = readFileSync(file, 'utf8');
  assert.match(source, pattern, `${file} has ${pattern}`);
  writeFileSync(file, source.replace(pattern, replacement));
}

/** The text of a built page from its first match of `from` on, up to the next heading of level 2. */
function section(html, from) {
  const start = html.search(from);
  assert.ok(start >= 0, `the page has ${from}`);
  const end = html.slice(start + 1).search(/<h2[\s>]/);
  return html.slice(start, end < 0 ? undefined : start + 1 + end);
}

/**
 * What the build asks of a maintainer who removes a name: the pages and spec of Next may still mention it, but in
 * prose, not as code. Rewrites each mention as code in `folders` of the copy.
 */
function mentionInProse(dir, folders, name) {
  const asCode = new RegExp(`\`${name}(?:\\(\\))?\``, 'g');
  for (const folder of folders) {
    for (const file of readdirSync(path.join(dir, folder), {recursive: true, withFileTypes: true})) {
      if (!file.isFile() || !/\.(ts|mdx?)$/.test(file.name)) continue;
      const full = path.join(file.parentPath, file.name);
      const source = readFileSync(full, 'utf8');
      const rewritten = source.replace(asCode, name);
      if (rewritten === source) continue;
      writeFileSync(full, rewritten);
    }
  }
}

/** The maintainer's command, `npm run version:cut -- X.Y.Z`: the versioning plugin's Docusaurus command. */
function cut(dir, version) {
  return spawnSync(process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'openiap:cut', version], {
    cwd: dir,
    encoding: 'utf8',
  });
}

test('a refused cut says why and changes nothing', () => {
  const dir = copyProject('openiap-cut-');
  try {
    const before = ['versions.json', 'openiap-versions.json'].map((f) => readFileSync(path.join(dir, f), 'utf8'));
    for (const [version, message] of [
      ['1.2.3', /already exists/],
      ['latest', /is not a version like/],
    ]) {
      const result = cut(dir, version);
      assert.equal(result.status, 1, result.stdout + result.stderr);
      assert.match(result.stderr, message);
    }
    const after = ['versions.json', 'openiap-versions.json'].map((f) => readFileSync(path.join(dir, f), 'utf8'));
    assert.deepEqual(after, before);
    assert.equal(existsSync(path.join(dir, 'versioned_docs', 'version-latest')), false);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});

test('two cuts of a changing spec: each version shows its spec, the pair its migration, the removed anchor its entry', {timeout: 900_000}, () => {
  const dir = copyProject('openiap-cut-');
  try {
    const products = path.join(dir, 'spec', 'products.ts');
    edit(
      products,
      /export interface ProductCommon \{/,
      (head) =>
        `${head}\n  /** A field added after the documented releases, to prove that each docs version shows its own spec. */\n  ${FIELD}?: string;\n  /** A field that the next release deprecates. */\n  ${OTHER_FIELD}?: string;`,
    );
    // The releases the project documents before the cuts, newest first: the new ones go on top.
    const released = JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8'));
    const [newest, oldest] = [released[0], released.at(-1)];
    const result = cut(dir, '9.9.9');
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['9.9.9', ...released]);
    assert.equal(JSON.parse(readFileSync(path.join(dir, 'openiap-versions.json'), 'utf8')).gql, '9.9.9');

    // The next release: an operation removed (its TSDoc and declaration), a field's type changed, a field deprecated.
    edit(path.join(dir, 'spec', 'operations.ts'), new RegExp(`\\n  /\\*\\*(?:(?!\\*/)[\\s\\S])*\\*/\\n  ${REMOVED}\\(\\)[^;]*;\\n`), '\n');
    mentionInProse(dir, ['spec', 'docs'], REMOVED);
    edit(products, new RegExp(`${FIELD}\\?: string;`), `${FIELD}?: number;`);
    edit(products, /\/\*\* A field that the next release deprecates\. \*\//, '/** A field of the previous release.\n   *\n   * @deprecated Use title.\n   */');
    // The successor line goes beside those of the earlier releases, as a maintainer would add it.
    const successors = path.join(dir, 'src/data/migration-successors.json');
    writeFileSync(successors, JSON.stringify({...JSON.parse(readFileSync(successors, 'utf8')), [REMOVED]: SUCCESSOR}, null, 2));
    const second = cut(dir, '9.10.0');
    assert.equal(second.status, 0, second.stdout + second.stderr);

    execFileSync(process.execPath, [path.join(dir, DOCUSAURUS), 'build'], {
      cwd: dir,
      stdio: 'pipe',
      env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus'},
    });
    const page = (route) => readFileSync(path.join(dir, 'build', `${route}.html`), 'utf8');
    // 9.10.0 is now the latest release, at /docs; older ones moved to /docs/X; Next reads spec/ live.
    // The field is a row of ProductCommon's table on its page, at its own anchor.
    assert.match(page('docs/types/product-common'), new RegExp(`<tr id="?field-${FIELD_ANCHOR}[" >]`));
    // Symbol pages follow the cut: the new release's at /docs, the one before moved under its number, each with the
    // full entry, and each version's Types page a line that links it.
    assert.match(page('docs/types/product-common'), new RegExp(`<h1[^>]*><code>Product(?:<wbr>)?Common</code>[\\s\\S]*${FIELD}`));
    assert.match(page('docs/next/types/product-common'), new RegExp(FIELD));
    assert.match(page('docs/9.9.9/types/product-common'), new RegExp(FIELD));
    for (const base of ['docs', 'docs/next', 'docs/9.9.9']) {
      assert.match(page(`${base}/types`), new RegExp(`data-symbol-entry="?ProductCommon[" >][^<]*<p><a [^>]*href="?/${base}/types/product-common[" >]`));
    }
    for (const version of released) {
      assert.doesNotMatch(page(`docs/${version}/types/product-common`), new RegExp(FIELD), version);
    }

    // The migration of the pair lists each change in its section: removed with its successor, changed, deprecated.
    const migration = page('docs/migrating/9.9.9-to-9.10.0');
    assert.match(migration, /<h1[^>]*>Migrating from 9\.9\.9 to 9\.10\.0</);
    const removed = section(migration, /<h2[^>]*id="?removed[" >]/);
    assert.match(removed, new RegExp(`id="?removed-operations[\\s\\S]*${REMOVED}[\\s\\S]*${SUCCESSOR}`));
    const changed = section(migration, /<h2[^>]*id="?changed[" >]/);
    assert.match(changed, new RegExp(`ProductCommon\\.${FIELD}</code>:(?:<!-- -->| )*type[\\s\\S]*?>string</code>[\\s\\S]*?>number</code>`));
    assert.match(section(migration, /<h2[^>]*id="?deprecated[" >]/), new RegExp(`ProductCommon\\.${OTHER_FIELD}`));
    for (const name of [REMOVED, FIELD]) assert.doesNotMatch(section(migration, /<h2[^>]*id="?added[" >]|$/), new RegExp(`${name}<`));
    // The pair before: the fields arrived in 9.9.9.
    assert.match(section(page(`docs/migrating/${newest}-to-9.9.9`), /<h2[^>]*id="?added[" >]/), new RegExp(`ProductCommon\\.${FIELD}`));
    // The index links every pair; each release's facts are a file of their own, for the picker.
    const index = page('docs/migrating');
    for (const pair of [`${newest}-to-9.9.9`, '9.9.9-to-9.10.0']) assert.match(index, new RegExp(`href="?/docs/migrating/${pair.replace(/\./g, '\\.')}[" >]`));
    for (const version of [oldest, newest, '9.9.9', '9.10.0']) {
      assert.equal(JSON.parse(readFileSync(path.join(dir, 'build/docs/migrating/facts', `${version}.json`), 'utf8')).version, version);
    }

    // The removed operation's old anchor still resolves on the newest APIs page: an entry says when, what instead, and
    // links the last release's page that documented it. 9.9.9's own page keeps the operation, with no removal entry.
    const apis = page('docs/apis');
    // Minified HTML leaves out closing </li> tags: the entry ends where the next one or the list does.
    const entry = new RegExp(`<li[^>]*id="?${REMOVED_ANCHOR}[" >][\\s\\S]*?(?=<li|</ul>)`).exec(apis)?.[0];
    assert.ok(entry, `the newest APIs page has an element at #${REMOVED_ANCHOR}`);
    assert.match(entry, /Removed in 9\.10\.0/);
    assert.ok(entry.includes(SUCCESSOR), entry);
    assert.match(entry, new RegExp(`href="?/docs/9\\.9\\.9/apis#${REMOVED_ANCHOR}[" >]`));
    // Its line there, at the old anchor, links its own page in 9.9.9.
    assert.match(page('docs/9.9.9/apis'), new RegExp(`id="?${REMOVED_ANCHOR}[" >][^>]*>[\\s\\S]*?href="?/docs/9\\.9\\.9/apis/${REMOVED_ANCHOR}[" >]`));
    assert.match(page(`docs/9.9.9/apis/${REMOVED_ANCHOR}`), new RegExp(`<h1[^>]*><code>${REMOVED.replace(/([a-z])([A-Z])/g, '$1(?:<wbr/?>)?$2')}</code>`));
    assert.doesNotMatch(page('docs/9.9.9/apis'), /Removed in 9\.10\.0/);
    // The Markdown copy of the page says the same.
    const markdown = readFileSync(path.join(dir, 'build/docs/apis.md'), 'utf8');
    assert.match(markdown, new RegExp(`\`${REMOVED}\` \\(operation\\): Removed in 9\\.10\\.0\\. Instead: ${SUCCESSOR.replace(/\./g, '\\.')}`));

    // The picker, in a browser, on this build.
    const {NODE_TEST_CONTEXT: _ignored, ...env} = process.env;
    const e2e = spawnSync(process.execPath, [path.join(projectRoot, 'tests/e2e/run.mjs'), 'migrating'], {
      cwd: projectRoot,
      encoding: 'utf8',
      env: {...env, E2E_BUILD_DIR: path.join(dir, 'build'), E2E_EXPECT_PAIRS: String(released.length + 1)},
      maxBuffer: 64 * 1024 * 1024,
    });
    assert.equal(
      e2e.status,
      0,
      `the migration browser tests failed on the build with the two new releases:\n${e2e.stdout.slice(-6000)}\n${e2e.stderr.slice(-2000)}`,
    );
    assert.match(e2e.stdout, /ℹ pass [1-9]/);
    assert.match(e2e.stdout, /ℹ skipped 0/);
  } finally {
    if (process.env.KEEP_INTEGRATION_COPY) console.log(`kept the copy at ${dir}`);
    else rmSync(dir, {recursive: true, force: true});
  }
});
