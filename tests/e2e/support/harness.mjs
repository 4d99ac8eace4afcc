// Shared set-up for browser test files: one Chromium per file, a fresh context per test.
import {after, before} from 'node:test';
import {launchBrowser, newContext, waitForHydration, bringIntoView, bringToRest, waitForScrolledTo, waitForIdle} from './browser.mjs';

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
 * (`page.clock.pauseAt`, `page.clock.runFor`) to check a delay without measuring real time.
 */
export async function openPage(route, options = {}) {
  const {context, record} = await newContext(browser, BASE_URL, options);
  if (options.clock) await context.clock.install();
  const page = await context.newPage();
  const response = await page.goto(route);
  if (options.hydrate !== false) await waitForHydration(page);
  return {page, context, record, response};
}

export {waitForHydration, bringIntoView, bringToRest, waitForScrolledTo, waitForIdle};
