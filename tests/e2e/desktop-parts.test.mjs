// The docs sidebar, the table of contents beside the article and the navbar's version menu show on wide screens only.
// A phone keeps their server HTML unbuilt while React hydrates, then drops the first two and leaves the menu hidden
// and unbuilt (src/components/DesktopOnly); a wide screen builds them live right after, out of identical markup.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage, waitForIdle} from './support/harness.mjs';

// A long docs page with many sections, as a phone meets it.
const ROUTE = '/docs/types';
const PHONE = {width: 390, height: 844};
const DESKTOP = {width: 1280, height: 800};

/**
 * From the page's first byte on, records every change the page's scripts make to the links of the wide-screen table
 * of contents (the theme's highlighter marks the current one as soon as it runs), to read as `window.__tocTouched`.
 */
async function watchDesktopContents(page) {
  await page.addInitScript(() => {
    window.__tocTouched = [];
    new MutationObserver((records) => {
      for (const entry of records) {
        const link = entry.target;
        if (link.nodeType === 1 && link.matches('.table-of-contents__link') && link.closest('.theme-doc-toc-desktop')) {
          window.__tocTouched.push(link.getAttribute('href'));
        }
      }
    }).observe(document, {attributes: true, attributeFilter: ['class'], subtree: true});
  });
}

test(`phone: ${ROUTE} never builds the wide-screen sidebar and contents, and drops them once hydrated`, async () => {
  const {page, context, record} = await openPage(ROUTE, {viewport: PHONE, hydrate: false});
  await watchDesktopContents(page);
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await waitForIdle(page);
  const state = await page.evaluate(() => ({
    touched: window.__tocTouched,
    desktopContents: document.querySelectorAll('.theme-doc-toc-desktop').length,
    desktopSidebar: document.querySelectorAll('aside.theme-doc-sidebar-container .theme-doc-sidebar-menu').length,
  }));
  assert.deepEqual(state.touched, [], 'the wide-screen table of contents was built and highlighted on a phone');
  assert.equal(state.desktopContents, 0, 'the wide-screen table of contents is gone on a phone');
  assert.equal(state.desktopSidebar, 0, 'the wide-screen sidebar is gone on a phone');
  // The phone's own ways in still work: the collapsed contents above the article open and list the page's sections.
  await page.locator('.theme-doc-toc-mobile button').click();
  const mobileLinks = page.locator('.theme-doc-toc-mobile a.table-of-contents__link');
  assert.ok((await mobileLinks.count()) > 20, 'the phone’s table of contents lists the sections');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test(`phone: ${ROUTE} leaves the navbar's version menu as the server drew it, and the drawer has its own`, async () => {
  const {page, context, record} = await openPage(ROUTE, {viewport: PHONE, hydrate: false});
  // Building the menu replaces the server's links with new ones: any link added to or removed from it is recorded.
  await page.addInitScript(() => {
    window.__versionMenuChanges = 0;
    const isMenuLink = (node) => node.nodeType === 1 && (node.matches('a.dropdown__link') || node.querySelector?.('a.dropdown__link'));
    // From the end of parsing (the parser's own insertions are not a build), which comes before any bundle runs.
    document.addEventListener('DOMContentLoaded', () => {
      new MutationObserver((records) => {
        for (const entry of records) {
          if (!entry.target.closest?.('[data-server-html="navbar-docs-versions"]')) continue;
          if ([...entry.addedNodes, ...entry.removedNodes].some(isMenuLink)) window.__versionMenuChanges += 1;
        }
      }).observe(document, {childList: true, subtree: true});
    });
  });
  await page.reload();
  await page.waitForSelector('html[data-hydrated]');
  await waitForIdle(page);
  const menu = page.locator('.navbar__items--right [data-server-html="navbar-docs-versions"] a.dropdown__link');
  assert.ok((await menu.count()) >= 4, 'the server HTML of the menu is in the page, one link per version');
  assert.equal(await menu.first().isVisible(), false, 'the menu is hidden on a phone');
  assert.equal(await page.evaluate(() => window.__versionMenuChanges), 0, 'the hidden menu was built on a phone');
  // The phone's own version menu is the navigation drawer's (the theme's, built when the drawer is): it links this
  // page in Next.
  await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
  await page.locator('.navbar-sidebar a.menu__link[href="/docs/next/types"]').waitFor({state: 'attached'});
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test(`wide screen: ${ROUTE} shows the sidebar and contents from the first paint, and both are live after hydration`, async () => {
  const boxes = (page) =>
    page.evaluate(() => ({
      contents: document.querySelector('.theme-doc-toc-desktop')?.getBoundingClientRect().toJSON(),
      sidebar: document.querySelector('.theme-doc-sidebar-menu')?.getBoundingClientRect().toJSON(),
    }));
  // Without scripts: the server's HTML already holds both, in place.
  const serverOnly = await openPage(ROUTE, {viewport: DESKTOP, hydrate: false, javaScriptEnabled: false});
  const serverBoxes = await boxes(serverOnly.page);
  await serverOnly.context.close();
  assert.ok(serverBoxes.contents?.width > 100, 'the server HTML shows the table of contents beside the article');
  assert.ok(serverBoxes.sidebar?.width > 100, 'the server HTML shows the sidebar');

  const {page, context, record} = await openPage(ROUTE, {viewport: DESKTOP});
  await waitForIdle(page);
  // Nothing moved when they became live.
  assert.deepEqual(await boxes(page), serverBoxes);
  // The contents follow the reader: reading a section far down marks its link.
  await page.evaluate(() => document.getElementById('receipt-validation-types').scrollIntoView({block: 'start'}));
  await page.waitForSelector('.theme-doc-toc-desktop a.table-of-contents__link--active[href="#receipt-validation-types"]');
  // The sidebar's groups fold and unfold.
  const caret = page.locator('.theme-doc-sidebar-menu').getByRole('button', {name: /Setup Guide/});
  const expanded = await caret.getAttribute('aria-expanded');
  await caret.click();
  assert.notEqual(await caret.getAttribute('aria-expanded'), expanded);
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});
