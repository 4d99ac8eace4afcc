// Every route of the route table, in both colour modes, as a reader's browser meets it: it renders a page with a
// title, nothing errs in the console, no same-origin request fails, and axe finds nothing serious.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {openPage} from './support/harness.mjs';
import {ROUTES} from './support/routes.mjs';
import {seriousAxeViolations} from './support/axe.mjs';

for (const colorScheme of ['light', 'dark']) {
  for (const route of ROUTES) {
    test(`${route} (${colorScheme}): renders, no console error, no failed request, no serious axe violation`, async () => {
      const {page, context, record, response} = await openPage(route, {colorScheme});
      try {
        assert.equal(response.status(), 200, `${route} answered ${response.status()}`);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), colorScheme);
        assert.equal(await page.locator('h1').count(), 1, `${route} should have one h1`);
        // Diagrams and lazy parts settle after hydration; give them a moment before judging the page.
        await page.waitForLoadState('networkidle');
        const violations = await seriousAxeViolations(page);
        assert.deepEqual(violations, [], `${route}: ${JSON.stringify(violations, null, 1)}`);
        assert.deepEqual(record.consoleErrors, [], `${route}: console errors`);
        assert.deepEqual(record.failedSameOrigin, [], `${route}: failed same-origin requests`);
      } finally {
        await context.close();
      }
    });
  }
}
