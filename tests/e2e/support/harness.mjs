// Shared set-up for browser test files: one Chromium per file, a fresh context per test.
import {after, before} from 'node:test';
import {launchBrowser, newContext, waitForHydration, bringIntoView} from './browser.mjs';

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
 */
export async function openPage(route, options = {}) {
  const {context, record} = await newContext(browser, BASE_URL, options);
  const page = await context.newPage();
  const response = await page.goto(route);
  if (options.hydrate !== false) await waitForHydration(page);
  return {page, context, record, response};
}

export {waitForHydration, bringIntoView};
