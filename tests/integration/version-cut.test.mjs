// A maintainer's release, end to end, in a temporary copy of the project: add a field to a type in spec/, cut a
// throwaway version, build, and check that the new version shows the field (type table and generated reference)
// while 1.2.3 does not. Also: a refused cut changes nothing. Takes about a minute (one full build).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync, spawnSync} from 'node:child_process';
import {existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {copyProject} from '../support/project-copy.mjs';

const FIELD = 'releaseNoteCheckField';

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

test('a cut of a changed spec shows the change in the new version only, tables and reference alike', {timeout: 600_000}, () => {
  const dir = copyProject('openiap-cut-');
  try {
    const products = path.join(dir, 'spec', 'products.ts');
    const source = readFileSync(products, 'utf8');
    const anchor = 'export interface ProductCommon {';
    assert.ok(source.includes(anchor));
    writeFileSync(
      products,
      source.replace(anchor, `${anchor}\n  /** A field added after 1.2.3, to prove that each docs version shows its own spec. */\n  ${FIELD}?: string;`),
    );
    const result = cut(dir, '9.9.9');
    assert.equal(result.status, 0, result.stdout + result.stderr);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'versions.json'), 'utf8')), ['9.9.9', '1.2.3']);
    assert.equal(JSON.parse(readFileSync(path.join(dir, 'openiap-versions.json'), 'utf8')).gql, '9.9.9');

    execFileSync(process.execPath, [path.join(dir, 'node_modules/@docusaurus/core/bin/docusaurus.mjs'), 'build'], {
      cwd: dir,
      stdio: 'pipe',
      env: {...process.env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus'},
    });
    const page = (route) => readFileSync(path.join(dir, 'build', `${route}.html`), 'utf8');
    // 9.9.9 is now the latest release, at /docs; 1.2.3 moved to /docs/1.2.3; Next reads spec/ live.
    assert.match(page('docs/types'), new RegExp(FIELD));
    // The reference: the field is a row of ProductCommon's table on the products page, at its own anchor.
    assert.match(page('docs/api/products'), new RegExp(`id="?ProductCommon-${FIELD}`));
    assert.match(page('docs/next/types'), new RegExp(FIELD));
    assert.doesNotMatch(page('docs/1.2.3/types'), new RegExp(FIELD));
    assert.doesNotMatch(page('docs/1.2.3/api/products'), new RegExp(FIELD));
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
