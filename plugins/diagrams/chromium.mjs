// The one place that knows how to start Debian's Chromium on these machines (no network, no GPU, running as root). The
// diagrams command draws its SVGs in it; the browser tests start it from here too (tests/e2e/support/browser.mjs).
import {chromium} from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  return chromium.launch({executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true});
}
