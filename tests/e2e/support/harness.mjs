// Shared set-up for browser test files: one Chromium per file, a fresh context per test.
import {after, before} from 'node:test';
import {launchBrowser, newContext, waitForHydration, bringIntoView, bringToRest, drawEverything, waitForScrolledTo, waitForIdle} from './browser.mjs';

export const BASE_URL = process.env.E2E_BASE_URL;
if (!BASE_URL) throw new Error('E2E_BASE_URL is not set: run the browser tests through `npm run test:e2e`.');

let browser;
before(async () => {
  browser = await launchBrowser();
});
after(async () => {
  await browser?.close();
});

/**
 * Opens `route` in a new context and waits for hydration. Returns the page, its context and the record of console
 * errors, failed same-origin requests and blocked off-site requests. Close the context at the end of the test.
 * With `clock: true` the page's timers run on Playwright's clock, which a test can pause and move on by exact steps
 * (`page.clock.pauseAt`, `page.clock.runFor`) to check a delay without measuring real time. `init`: a function run in
 * every page of the context before its own scripts.
 */
export async function openPage(route, options = {}) {
  const {context, record} = await newContext(browser, BASE_URL, options);
  if (options.clock) await context.clock.install();
  if (options.init) await context.addInitScript(options.init);
  const page = await context.newPage();
  const response = await page.goto(route);
  if (options.hydrate !== false) await waitForHydration(page);
  return {page, context, record, response};
}

export {waitForHydration, bringIntoView, bringToRest, drawEverything, waitForScrolledTo, waitForIdle};

/**
 * Follows the scripts of this site that `page` requests from now on. `settled()` resolves once the page has hydrated
 * and, at two idle moments of the page in a row, none of those scripts is still on its way (a component may ask for
 * a chunk when it mounts); `scripts` then holds the URL and text of each. Waiting for the scripts alone, rather than
 * for the whole network to be quiet, leaves out prefetches and images, which on a busy machine kept the network busy
 * past a test's time limit.
 */
export function followOwnScripts(page) {
  const scripts = [];
  const inFlight = new Set();
  const texts = [];
  const isOwnScript = (request) => request.resourceType() === 'script' && request.url().startsWith(BASE_URL);
  page.on('request', (request) => {
    if (isOwnScript(request)) inFlight.add(request);
  });
  page.on('requestfailed', (request) => inFlight.delete(request));
  page.on('requestfinished', (request) => inFlight.delete(request));
  page.on('response', (response) => {
    if (!isOwnScript(response.request())) return;
    const url = response.url();
    texts.push(
      response.text().then(
        (text) => scripts.push({url, text}),
        () => scripts.push({url, text: ''}),
      ),
    );
  });
  async function settled() {
    await waitForHydration(page);
    for (let quiet = 0; quiet < 2;) {
      await waitForIdle(page);
      if (inFlight.size === 0) quiet += 1;
      else {
        quiet = 0;
        // Until one of the open requests ends, either way; a request that never ends fails the test on its time limit.
        await new Promise((resolve) => {
          const ended = () => {
            page.off('requestfinished', ended);
            page.off('requestfailed', ended);
            resolve();
          };
          page.on('requestfinished', ended);
          page.on('requestfailed', ended);
        });
      }
    }
    await Promise.all(texts);
  }
  return {scripts, settled};
}
