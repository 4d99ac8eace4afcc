// `npm start`, the dev server contributors write pages with, in a temporary copy of the project: it must render every
// kind of page without an error (home, a Next page, a released page, a long reference page, a generated reference
// page) and must push an edited page to the open browser tab. The production build is tested elsewhere; the dev
// server runs different code (client-side rendering, hot reload) and can break on its own. Takes one and a half to
// three minutes on a 2-core machine, most of it the first compile.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {spawn} from 'node:child_process';
import {appendFileSync, existsSync, rmSync} from 'node:fs';
import {createServer} from 'node:net';
import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
// Not tests/e2e/support/harness.mjs: that one serves build/ and needs E2E_BASE_URL.
import {launchBrowser, newContext, waitForHydration} from '../e2e/support/browser.mjs';
import {copyProject} from '../support/project-copy.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DOCUSAURUS_BIN = 'node_modules/@docusaurus/core/bin/docusaurus.mjs';
// The first compile of the whole site on a 2-core machine takes one to two minutes; later requests are quick.
const STARTUP_TIMEOUT_MS = 240_000;
const RELOAD_TIMEOUT_MS = 60_000;
const OUTPUT_LINES_KEPT = 40;

// One page of each kind the site has: each is compiled from different sources (React page, current docs, versioned
// docs, spec-model tables, typedoc output), so each can break on its own.
const ROUTES = [
  ['home', '/'],
  ['a Next page', '/docs/next/lifecycle'],
  ['a released (1.2.3) page', '/docs/lifecycle'],
  ['a long reference page', '/docs/types'],
  ['a generated reference page', '/docs/api/products'],
];

// Texts that only appear when a page failed: the router's crash screen, Docusaurus's error boundary, the 404 page.
const FAILURE_TEXTS = ['Unexpected Application Error!', 'This page crashed', 'Page Not Found', 'Page not found'];

/** A port nothing listens on right now: the OS picks one for a throwaway listener. */
async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const {port} = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Starts `docusaurus start` in `dir` in its own process group (the dev server starts helpers of its own; killing the
 * group ends them all). Keeps the last lines of its output for failure messages.
 */
function startDevServer(dir, port) {
  const child = spawn(process.execPath, [DOCUSAURUS_BIN, 'start', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    cwd: dir,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      BROWSER: 'none',
      // The generated files of the copy stay in the copy, whatever the caller's environment says.
      DOCUSAURUS_GENERATED_FILES_DIR_NAME: '.docusaurus',
      // Each run starts in a new copy, whose Rspack persistent cache no later run can use: writing it is wasted time.
      DOCUSAURUS_NO_PERSISTENT_CACHE: '1',
    },
  });
  const lines = [];
  const keep = (chunk) => {
    lines.push(
      ...chunk
        .toString()
        .split('\n')
        .filter((line) => line.trim() !== ''),
    );
    lines.splice(0, Math.max(0, lines.length - OUTPUT_LINES_KEPT));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({code, signal})));
  let running = true;
  exited.then(() => {
    running = false;
  });
  return {
    child,
    exited,
    isRunning: () => running,
    output: () => lines.join('\n'),
  };
}

/** Ends the dev server's whole process group; SIGKILL if it has not gone after a few seconds. */
async function stopDevServer(server) {
  if (!server.isRunning()) return;
  killGroup(server.child.pid, 'SIGTERM');
  const gone = await Promise.race([server.exited.then(() => true), delay(10_000).then(() => false)]);
  if (!gone) {
    killGroup(server.child.pid, 'SIGKILL');
    await server.exited;
  }
}

function killGroup(pid, signal) {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if (error.code !== 'ESRCH') throw error;
  }
}

const delay = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls the home page until it answers 200; fails with the server's last output if it exits or takes too long. */
async function waitUntilServing(server, url) {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    if (!server.isRunning()) {
      const {code, signal} = await server.exited;
      assert.fail(`the dev server exited (code ${code}, signal ${signal}) before serving ${url}:\n${server.output()}`);
    }
    try {
      // The dev middleware holds requests until the compile is done, so one request can take a while.
      const response = await fetch(url, {signal: AbortSignal.timeout(30_000)});
      await response.arrayBuffer();
      if (response.status === 200) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = error.cause?.code ?? error.message;
    }
    await delay(1000);
  }
  assert.fail(`the dev server did not serve ${url} within ${STARTUP_TIMEOUT_MS / 1000} s (last: ${last}):\n${server.output()}`);
}

/**
 * Opens `route` and waits until React has taken over. A page that crashes never gets there, so on a timeout the
 * failure names the route and says what the page shows and logged, rather than only that a wait timed out.
 */
async function openHydrated(page, route, record) {
  const response = await page.goto(route, {timeout: 120_000});
  assert.equal(response?.status(), 200, `${route}: HTTP ${response?.status()}`);
  try {
    await waitForHydration(page);
  } catch (error) {
    const body = await page
      .locator('body')
      .innerText()
      .catch(() => '(no body)');
    assert.fail(
      `${route} never hydrated (${error.message.split('\n')[0]}).\n` +
        `The page shows:\n${body.slice(0, 1000)}\n` +
        `Console and page errors:\n${record.consoleErrors.map((error) => error.slice(0, 800)).join('\n') || '(none)'}`,
    );
  }
}

test('npm start renders every kind of page and pushes an edited page to the browser', {timeout: 480_000}, async (t) => {
  const bin = path.join(root, DOCUSAURUS_BIN);
  assert.ok(existsSync(bin), `no ${DOCUSAURUS_BIN}: run npm install first`);

  const dir = copyProject('openiap-dev-');
  let server;
  let browser;
  // If this process ends before the `finally` below runs (the runner gives up, Ctrl-C), the server, which is in a
  // process group of its own and so gets no Ctrl-C, and the copy must not outlive it.
  const cleanUpOnExit = () => {
    if (server?.isRunning()) killGroup(server.child.pid, 'SIGKILL');
    rmSync(dir, {recursive: true, force: true});
  };
  const cleanUpOnSignal = (signal) => {
    cleanUpOnExit();
    // The listener is gone once it has run, so this ends the process as the signal would have.
    process.kill(process.pid, signal);
  };
  process.once('exit', cleanUpOnExit);
  process.once('SIGINT', cleanUpOnSignal);
  process.once('SIGTERM', cleanUpOnSignal);
  try {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    server = startDevServer(dir, port);
    await waitUntilServing(server, `${baseUrl}/`);
    browser = await launchBrowser();

    for (const [kind, route] of ROUTES) {
      await t.test(`${route} (${kind}) renders without an error`, async () => {
        const {context, record} = await newContext(browser, baseUrl);
        try {
          const page = await context.newPage();
          await openHydrated(page, route, record);
          // Chunks loaded after hydration can still fail; let the page's requests finish before judging it.
          await page.waitForLoadState('networkidle', {timeout: 30_000});

          const body = await page.locator('body').innerText();
          for (const text of FAILURE_TEXTS) {
            assert.ok(!body.includes(text), `${route} shows "${text}":\n${body.slice(0, 1000)}`);
          }
          const h1 = page.locator('h1').first();
          assert.ok((await h1.count()) > 0, `${route} has no h1`);
          assert.notEqual((await h1.innerText()).trim(), '', `${route} has an empty h1`);
          // Only errors count: the dev server and React log harmless dev-only warnings.
          assert.deepEqual(record.consoleErrors, [], `${route} logged console or page errors`);
        } finally {
          await context.close();
        }
      });
    }

    await t.test('/docs/next/updates shows an edit of docs/updates.mdx without navigating', async () => {
      const route = '/docs/next/updates';
      const {context, record} = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await openHydrated(page, route, record);
        const sentence = `Live reload check ${randomUUID().replaceAll('-', '')}.`;
        appendFileSync(path.join(dir, 'docs', 'updates.mdx'), `\n${sentence}\n`);
        try {
          await page.waitForFunction((text) => document.body.innerText.includes(text), sentence, {
            timeout: RELOAD_TIMEOUT_MS,
          });
        } catch {
          assert.fail(
            `${route} did not show the sentence added to docs/updates.mdx within ${RELOAD_TIMEOUT_MS / 1000} s.\n` + `Dev server output:\n${server.output()}`,
          );
        }
        assert.equal(new URL(page.url()).pathname, route);
        assert.deepEqual(record.consoleErrors, [], `${route} logged console or page errors during the update`);
      } finally {
        await context.close();
      }
    });
  } finally {
    await browser?.close();
    if (server) await stopDevServer(server);
    rmSync(dir, {recursive: true, force: true});
    process.removeListener('exit', cleanUpOnExit);
    process.removeListener('SIGINT', cleanUpOnSignal);
    process.removeListener('SIGTERM', cleanUpOnSignal);
  }
});
