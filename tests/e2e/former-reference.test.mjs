// The generated reference is gone; symbol pages are the one presentation of every type. A reader's bookmark of one of
// its pages lands on the index page of the same version that lists those symbols now, and no page links to it.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readdir, readFile} from 'node:fs/promises';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {BASE_URL, openPage} from './support/harness.mjs';

const buildDir = path.resolve(process.env.E2E_BUILD_DIR ?? fileURLToPath(new URL('../../build', import.meta.url)));

/** A path of the former reference in any docs version: `/docs/api`, `/docs/next/api/products`, `/docs/2.4.4/api/errors.md`. */
const REFERENCE_PATH = /\/docs(?:\/[^/"'\s>#?)]+)?\/api(?:\/[a-z]+)?(?![\w-])/;

for (const [former, index, title] of [
  ['/docs/api/products', '/docs/types', 'Types'],
  ['/docs/2.4.4/api/operations', '/docs/2.4.4/apis', 'APIs'],
  ['/docs/next/api', '/docs/next/types', 'Types'],
  ['/docs/1.2.3/api/errors', '/docs/1.2.3/errors', 'Error Codes'],
]) {
  test(`${former} leads to ${index}`, async () => {
    const {page, context} = await openPage(former);
    await page.waitForURL((url) => url.pathname === index);
    assert.equal(await page.locator('article h1').innerText(), title);
    await context.close();
    // Without JavaScript too: the redirect file says where to go in its head.
    const html = await (await fetch(`${BASE_URL}${former}`)).text();
    assert.match(html, new RegExp(`<meta http-equiv="refresh" content="0; url=${index}">`));
  });
}

test('no page, Markdown copy or sitemap entry of the site leads to the former reference', async () => {
  // Every page and text file of the build but the redirect files themselves.
  const files = (await readdir(buildDir, {recursive: true})).filter(
    (file) => /\.(?:html|md|txt|xml)$/.test(file) && !REFERENCE_PATH.test(`/${path.dirname(file)}`),
  );
  assert.ok(files.includes('sitemap.xml') && files.length > 1000, `${files.length} files read`);
  const mentions = [];
  for (const file of files) {
    const found = REFERENCE_PATH.exec(await readFile(path.join(buildDir, file), 'utf8'));
    if (found) mentions.push(`${file}: ${found[0]}`);
  }
  assert.deepEqual(mentions, []);
});
