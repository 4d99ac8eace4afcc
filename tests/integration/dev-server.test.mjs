// `npm start`, the dev server contributors write pages with, in a temporary copy of the project: it must render every
// kind of page without an error (home, a Next page, a released page, a long reference page, a symbol's page) and must
// push an edited page to the open browser tab, its prose and its type tables alike. The production build is tested
// elsewhere; the dev server runs different code (client-side rendering, hot reload) and can break on its own. Takes
// one and a half to three minutes on a 2-core machine, most of it the first compile.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {appendFileSync, existsSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import {randomUUID} from 'node:crypto';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
// Not tests/e2e/support/harness.mjs: that one serves build/ and needs E2E_BASE_URL.
import {launchBrowser, newContext, waitForHydration} from '../e2e/support/browser.mjs';
import {copyProject} from '../support/project-copy.mjs';
import {DOCUSAURUS_BIN, freePort, killGroup, startDevServer, stopDevServer, waitUntilServing} from '../support/dev-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RELOAD_TIMEOUT_MS = 60_000;

// One page of each kind the site has: each is compiled from different sources (React page, current docs, versioned
// docs, spec-model tables, symbol pages), so each can break on its own.
const ROUTES = [
  ['home', '/'],
  ['a Next page', '/docs/next/lifecycle'],
  ['the current release page', '/docs/lifecycle'],
  ['an index of symbols, a line each', '/docs/types'],
  ['a guide with operations, which link the guides that use them', '/docs/next/restoring-purchases'],
  ["a symbol's own page, drawn from data the dev server bundles", '/docs/next/types/purchase-ios'],
];

// Texts that only appear when a page failed: the router's crash screen, Docusaurus's error boundary, the 404 page.
const FAILURE_TEXTS = ['Unexpected Application Error!', 'This page crashed', 'Page Not Found', 'Page not found'];

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
          if (route.endsWith('/restoring-purchases')) assert.match(body, /Used in\s*Life Cycle/, `${route} shows no operation's guides`);
          if (route.endsWith('/types')) {
            const line = page.locator('[data-symbol-entry="PurchaseIOS"]');
            assert.equal(await line.locator('a[href="/docs/types/purchase-ios"]').count(), 1, `${route} shows no line linking PurchaseIOS's page`);
            assert.match(await line.innerText(), /^PurchaseIOS iOS \S[\s\S]*Since 1\.2\.3/);
          }
          if (route.endsWith('/purchase-ios')) assert.match(body, /PurchaseIOS[\s\S]*Since 1\.2\.3[\s\S]*transactionId/, `${route} shows no type table`);
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

    await t.test('/docs/next/lifecycle shows an edit of its prose and of its type table without navigating', async () => {
      const route = '/docs/next/lifecycle';
      const file = path.join(dir, 'docs', 'lifecycle.mdx');
      const {context, record} = await newContext(browser, baseUrl);
      try {
        const page = await context.newPage();
        await openHydrated(page, route, record);
        await page.locator('#type-purchase-state').waitFor({state: 'attached'});
        const sentence = `Edited while served ${randomUUID().replaceAll('-', '')}.`;
        const source = readFileSync(file, 'utf8');
        const edited = source
          .replace('Whether you use react-native-iap', `${sentence} Whether you use react-native-iap`)
          .replace('<TypeTable of="PurchaseState" hideDescription />', '<TypeTable of="IapStore" hideDescription />');
        assert.notEqual(edited, source, 'docs/lifecycle.mdx has the sentence and the table to edit');
        writeFileSync(file, edited);
        try {
          await page.waitForFunction(
            (text) =>
              document.body.innerText.includes(text) &&
              document.querySelector('#type-iap-store') !== null &&
              document.querySelector('#type-purchase-state') === null,
            sentence,
            {timeout: RELOAD_TIMEOUT_MS},
          );
        } catch {
          const shown = await page.evaluate(
            (text) => ({
              sentence: document.body.innerText.includes(text),
              iapStore: document.querySelector('#type-iap-store') !== null,
              purchaseState: document.querySelector('#type-purchase-state') !== null,
            }),
            sentence,
          );
          assert.fail(
            `${route} did not show the edited sentence and the IapStore table within ${RELOAD_TIMEOUT_MS / 1000} s (shown: ${JSON.stringify(shown)}).\nConsole:\n${record.consoleErrors.join('\n')}\nDev server output:\n${server.output()}`,
          );
        }
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
