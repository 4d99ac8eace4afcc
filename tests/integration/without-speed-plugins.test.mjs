// The product does not depend on the speed machinery: the site built with every speed-only plugin left out
// (OPENIAP_SPEED_PLUGINS=off in docusaurus.config.ts: plugins/paint-first-template, plugins/bundle-split,
// plugins/compile-hints, and plugins/static-islands with its prose runs) must read and behave the same. This builds it into a temporary
// folder and runs the browser tests of content and behaviour against that build. The tests of the speed plugins
// themselves are left out, since they check the plugins' own output. Takes a few minutes (one build and about half
// of the browser tests).
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawnSync} from 'node:child_process';
import {existsSync, mkdtempSync, readdirSync, readFileSync, rmSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {fileURLToPath} from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Browser test files that check a speed plugin's own output rather than what the reader gets. */
const SPEED_TESTS = new Set(['startup-bundles.test.mjs', 'static-islands.test.mjs', 'heavy-parts.test.mjs', 'prose-runs.test.mjs']);

test('built without the speed plugins, the site passes the content and behaviour browser tests', () => {
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

    const files = readdirSync(path.join(root, 'tests/e2e')).filter((name) => name.endsWith('.test.mjs') && !SPEED_TESTS.has(name));
    assert.ok(files.length >= 8, `content and behaviour test files: ${files.join(', ')}`);
    // Run as a test run of its own: a nested runner that sees NODE_TEST_CONTEXT reports to this one instead.
    const {NODE_TEST_CONTEXT: _ignored, ...env} = process.env;
    const e2e = spawnSync(process.execPath, [path.join(root, 'tests/e2e/run.mjs'), ...files], {
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
    assert.match(summary, /ℹ fail 0/);
  } finally {
    if (existsSync(outDir)) rmSync(outDir, {recursive: true, force: true});
  }
});
