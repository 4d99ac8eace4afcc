// How the browser tests start Chromium and keep a page off the internet: every request to another origin is answered
// here, never sent. Starting Debian's Chromium is the diagrams command's (plugins/diagrams/chromium.mjs), shared here.
export {CHROMIUM_ARGS, CHROMIUM_PATH, launchBrowser} from '../../../plugins/diagrams/chromium.mjs';

/**
 * A browser context for one test: off-site requests are recorded and aborted (or answered by `stubs`, a map from
 * URL prefix to a route handler), same-origin failures are recorded, and console errors are collected.
 */
export async function newContext(browser, baseUrl, {colorScheme = 'light', viewport, stubs = {}, permissions, javaScriptEnabled = true} = {}) {
  const context = await browser.newContext({
    colorScheme,
    viewport: viewport ?? {width: 1280, height: 800},
    baseURL: baseUrl,
    permissions,
    javaScriptEnabled,
  });
  const record = {offsite: [], failedSameOrigin: [], consoleErrors: []};
  const origin = new URL(baseUrl).origin;
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (url.startsWith(origin) || url.startsWith('data:') || url.startsWith('blob:')) return route.fallback();
    record.offsite.push(url);
    for (const [prefix, handler] of Object.entries(stubs)) {
      if (url.startsWith(prefix)) return handler(route);
    }
    return route.abort('blockedbyclient');
  });
  context.on('page', (page) => watchPage(page, origin, record));
  return {context, record};
}

function watchPage(page, origin, record) {
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // Chromium reports each request this context blocked; those are the test's doing, recorded in `offsite`.
    if (message.text().includes('net::ERR_BLOCKED_BY_CLIENT')) return;
    record.consoleErrors.push(`${page.url()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => record.consoleErrors.push(`${page.url()}: ${error.message}`));
  page.on('response', (response) => {
    const url = response.url();
    if (url.startsWith(origin) && response.status() >= 400 && response.request().resourceType() !== 'document') {
      record.failedSameOrigin.push(`${response.status()} ${url}`);
    }
  });
  page.on('requestfailed', (request) => {
    const url = request.url();
    if (url.startsWith(origin)) record.failedSameOrigin.push(`failed ${url}: ${request.failure()?.errorText}`);
  });
}

/**
 * Waits until React has hydrated the page (src/theme/Root.tsx marks <html data-hydrated="true">). A tab that has just
 * been opened can still hold its empty first document, which has no <html> element yet: that reads as not hydrated.
 */
export async function waitForHydration(page) {
  await page.waitForFunction(() => document.documentElement?.dataset.hydrated === 'true', null, {timeout: 15000});
}

/**
 * Draws every block of the page at once. Long blocks far from the viewport are drawn only when the reader nears them
 * (content-visibility), and until then the browser leaves their text out of what it reports as shown (`innerText`)
 * and out of its colour checks: a test that judges the whole page as a reader sees it, scrolling through, draws it
 * all first.
 */
export async function drawEverything(page) {
  await page.addStyleTag({content: '* { content-visibility: visible !important; }'});
}

/**
 * Scrolls a block into view as a reader would, and waits until the browser has drawn it: long blocks far from the
 * viewport are left undrawn (content-visibility), and their text has no layout until then. A block may skip its own
 * contents (a code block does), which leaves the block itself "visible": so the wait is for its first child too.
 */
export async function bringIntoView(locator) {
  await keepInView(locator, {drawn: true});
}

/**
 * Scrolls an element into view and waits until it stays in place from one frame to the next, so that a click lands
 * on it: the blocks around it are drawn as they come into view, which moves it as they take their real height, and
 * a click aimed before such a move hits whatever moved under the pointer.
 */
export async function bringToRest(locator) {
  await keepInView(locator, {still: true});
}

/**
 * Scrolls the element into view, then checks it at every frame until it is in the window and, as asked, drawn with
 * its first child (`drawn`) or at the same place as at the frame before (`still`). Blocks drawn as they come into
 * view take their real height in place of a guess (a table guessed at 400 px may be thousands), and the browser does
 * not always keep the scroll position on what the reader was looking at: one scroll can leave the element far out of
 * the window, where it is never drawn and never moves again. So whenever it is out, it is scrolled back; each block
 * keeps the height it was once drawn at, so the page stops moving after a few rounds.
 */
async function keepInView(locator, {drawn = false, still = false}) {
  await locator.scrollIntoViewIfNeeded();
  await locator.page().waitForFunction(
    ([element, wanted]) => {
      const box = element.getBoundingClientRect();
      const inWindow = box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
      const places = (window.__e2ePlaces ??= new WeakMap());
      const here = inWindow ? `${box.top},${box.left}` : undefined;
      const samePlace = here !== undefined && places.get(element) === here;
      places.set(element, here);
      if (!inWindow) {
        element.scrollIntoView({block: 'center', inline: 'nearest'});
        return false;
      }
      if (wanted.drawn && ![element, element.firstElementChild ?? element].every((part) => part.checkVisibility({contentVisibilityAuto: true}))) return false;
      return !wanted.still || samePlace;
    },
    [await locator.elementHandle(), {drawn, still}],
    {polling: 'raf'},
  );
}

/**
 * Waits until the element with `id` sits between `min` and `max` px below the top of the window: the page scrolls to
 * a URL's hash after a short delay, and the blocks above the target may still be drawn after that. On a timeout it
 * fails saying where the element stayed.
 */
export async function waitForScrolledTo(page, id, min, max) {
  const top = () => page.evaluate((target) => document.getElementById(target)?.getBoundingClientRect().top, id);
  await page
    .waitForFunction(
      ([target, low, high]) => {
        const y = document.getElementById(target)?.getBoundingClientRect().top;
        return y !== undefined && y >= low && y <= high;
      },
      [id, min, max],
      {timeout: 10000},
    )
    .catch(async () => {
      throw new Error(`#${id} stayed ${await top()}px below the top of the window, not within ${min}-${max}px`);
    });
}

/**
 * Waits until the page has no work queued: the browser calls an idle callback only once the tasks before it have run,
 * so what hydration set off (effects, the renders they cause) is done. For checks that something did not happen.
 */
export async function waitForIdle(page) {
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => resolve())));
}
