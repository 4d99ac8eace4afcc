// A maintainer's second build with the bundler's persistent cache on, as `npm run build` has it: after an edit of one
// of the site's own loaders, the build's output comes from the edited loader, not from the cache of the build before.
// Two full builds in a temporary copy of the project, whose cache is its own (tests/support/project-copy.mjs).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {copyProject} from '../support/project-copy.mjs';

const DOCUSAURUS = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';
/** The loader that turns a page's island data into a file of the build's assets, and the folder it writes them to. */
const LOADER = 'plugins/static-islands/loader.js';
const ASSET_DIR = 'assets/islands';
const EDITED_ASSET_DIR = 'assets/islands-edited';

function build(dir) {
  // The cache on (whatever the caller's environment says), the generated files in the copy, the speed plugins on: the
  // loader belongs to one of them.
  const {DOCUSAURUS_NO_PERSISTENT_CACHE, OPENIAP_SPEED_PLUGINS, ...env} = process.env;
  rmSync(path.join(dir, 'build'), {recursive: true, force: true});
  execFileSync(process.execPath, [path.join(dir, DOCUSAURUS), 'build'], {
    cwd: dir,
    stdio: 'pipe',
    env: {...env, DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus'},
  });
}

/** The build's JavaScript files that name `folder/` as the place of a data file. */
function scriptsNaming(dir, folder) {
  const scripts = path.join(dir, 'build', 'assets', 'js');
  return readdirSync(scripts).filter((file) => file.endsWith('.js') && readFileSync(path.join(scripts, file), 'utf8').includes(`"${folder}/`));
}

test("a build after an edit of the site's own loader shows the edit, not the cached output", {timeout: 900_000}, () => {
  const dir = copyProject('openiap-cache-');
  try {
    build(dir);
    assert.ok(existsSync(path.join(dir, 'node_modules', '.cache', 'rspack')), 'the first build wrote a persistent cache in the copy');
    assert.ok(scriptsNaming(dir, ASSET_DIR).length > 0, `the first build's scripts fetch island data from ${ASSET_DIR}/`);

    const loader = path.join(dir, LOADER);
    const source = readFileSync(loader, 'utf8');
    const setting = `const ASSET_DIR = '${ASSET_DIR}';`;
    assert.ok(source.includes(setting), `${LOADER} sets ${setting}`);
    writeFileSync(loader, source.replace(setting, `const ASSET_DIR = '${EDITED_ASSET_DIR}';`));

    build(dir);
    const edited = path.join(dir, 'build', EDITED_ASSET_DIR);
    assert.ok(existsSync(edited) && readdirSync(edited).length > 0, `the second build wrote island data to ${EDITED_ASSET_DIR}/, as the edited loader says`);
    assert.ok(scriptsNaming(dir, EDITED_ASSET_DIR).length > 0, `the second build's scripts fetch island data from ${EDITED_ASSET_DIR}/`);
    assert.deepEqual(scriptsNaming(dir, ASSET_DIR), [], `no script of the second build still names ${ASSET_DIR}/`);
  } finally {
    rmSync(dir, {recursive: true, force: true});
  }
});
