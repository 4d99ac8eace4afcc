// Takes screenshots of the built site for a person to look at:
//   node tests/e2e/support/screenshot.mjs OUT_DIR /route[:dark][:phone] ...
// Serves build/ itself; off-site requests are blocked like in the tests.
import {mkdir} from 'node:fs/promises';
import path from 'node:path';
import {startStaticServer} from './static-server.mjs';
import {launchBrowser, newContext, waitForHydration} from './browser.mjs';

const [outDir = '/tmp/shots', ...routes] = process.argv.slice(2);
await mkdir(outDir, {recursive: true});
const server = await startStaticServer('build');
const browser = await launchBrowser();
try {
  for (const spec of routes.length ? routes : ['/']) {
    const [route, ...flags] = spec.split(':');
    const phone = flags.includes('phone');
    const full = flags.includes('full');
    const {context, record} = await newContext(browser, server.url, {
      colorScheme: flags.includes('dark') ? 'dark' : 'light',
      viewport: phone ? {width: 390, height: 844} : {width: 1280, height: 900},
    });
    const page = await context.newPage();
    await page.goto(route);
    await waitForHydration(page);
    // Fonts in, and two frames drawn since: what a person would see.
    await page.evaluate(async () => {
      await document.fonts.ready;
      for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    const name = `${route.replace(/[^a-z0-9]+/gi, '_') || 'home'}${flags.length ? `-${flags.join('-')}` : ''}.png`;
    await page.screenshot({path: path.join(outDir, name), fullPage: full});
    console.log(path.join(outDir, name), record.consoleErrors.length ? `console errors: ${record.consoleErrors.join(' | ')}` : '');
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
