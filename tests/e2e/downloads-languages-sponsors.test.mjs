// The Types page's bundle download, the Languages page and the Sponsors page, in a real browser on the built site.
// Off-site requests never leave the machine: the release server is stubbed per test, everything else is blocked.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createRequire} from 'node:module';
import {DOWNLOADABLE_TYPES_ROUTE} from './support/releases.mjs';
import {openPage, BASE_URL} from './support/harness.mjs';

const AXE_SOURCE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical accessibility violations on the page (or inside `selector`), as readable lines. */
async function seriousAxeViolations(page, selector) {
  await page.addScriptTag({path: AXE_SOURCE});
  const violations = await page.evaluate(async (include) => {
    const result = await window.axe.run(include ? {include: [include]} : document, {resultTypes: ['violations']});
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  }, selector ?? null);
  return violations;
}

const RELEASES = 'https://github.com/hyodotdev/openiap/releases/';
const RELEASE_PAGE = 'https://github.com/hyodotdev/openiap/releases/tag/1.2.3';
/** The Types page of 1.2.3, the docs version whose release has published bundle figures. */
const TYPES_ROUTE = DOWNLOADABLE_TYPES_ROUTE;
const BUNDLES = [
  {label: 'TypeScript', filename: 'openiap-typescript.zip', size: '4.71 KB'},
  {label: 'Swift', filename: 'openiap-swift.zip', size: '4.95 KB'},
  {label: 'Kotlin', filename: 'openiap-kotlin.zip', size: '10.3 KB'},
  {label: 'Dart', filename: 'openiap-dart.zip', size: '11.9 KB'},
];

/** The release server as the browser meets it: an asset is an attachment, a release page is HTML. */
function releaseServer(route) {
  const url = route.request().url();
  if (url.includes('/releases/download/')) {
    const filename = url.split('/').pop();
    return route.fulfill({
      status: 200,
      headers: {'content-type': 'application/zip', 'content-disposition': `attachment; filename=${filename}`},
      body: '',
    });
  }
  return route.fulfill({status: 200, contentType: 'text/html', body: '<title>Release 1.2.3</title><h1>1.2.3</h1>'});
}

async function openTypesPage(options = {}) {
  const opened = await openPage(TYPES_ROUTE, options);
  const widget = opened.page.getByTestId('type-bundle-download');
  await widget.waitFor();
  return {...opened, widget};
}

function toastWithText(page, text) {
  return page.locator('.Toastify__toast').filter({hasText: text});
}

test('Types: each bundle downloads from its release asset and a toast names label, size and version', async () => {
  const {page, context, widget, record} = await openTypesPage({stubs: {[RELEASES]: releaseServer}});
  const downloads = [];
  page.on('request', (request) => {
    if (request.url().startsWith(RELEASES) && request.method() === 'GET') downloads.push(request.url());
  });
  const select = widget.getByLabel('Language');
  assert.deepEqual(
    await select.locator('option').allTextContents(),
    BUNDLES.map((bundle) => bundle.label),
  );

  for (const bundle of BUNDLES) {
    await select.selectOption({label: bundle.label});
    await widget.getByText(bundle.size, {exact: false}).first().waitFor();
    const before = downloads.length;
    const download = page.waitForEvent('download');
    await widget.getByRole('button', {name: `Download ${bundle.label} bundle`}).click();
    assert.equal((await download).suggestedFilename(), bundle.filename);
    await toastWithText(page, `Downloading the ${bundle.label} bundle (${bundle.size}) of OpenIAP 1.2.3.`).waitFor();
    assert.deepEqual(downloads.slice(before), [`${RELEASES}download/1.2.3/${bundle.filename}`]);
  }
  assert.equal(new URL(page.url()).pathname, TYPES_ROUTE, 'the download must not navigate away');
  assert.deepEqual(record.consoleErrors, []);
  await context.close();
});

test('Types: "View release" in the toast opens the release page in a new tab', async () => {
  const {page, context, widget} = await openTypesPage({stubs: {[RELEASES]: releaseServer}});
  await widget.getByLabel('Language').selectOption({label: 'Swift'});
  await widget.getByRole('button', {name: 'Download Swift bundle'}).click();
  const toast = toastWithText(page, 'Downloading the Swift bundle (4.95 KB) of OpenIAP 1.2.3.');
  await toast.waitFor();
  const newTab = context.waitForEvent('page');
  await toast.getByRole('button', {name: 'View release'}).click();
  const tab = await newTab;
  await tab.waitForLoadState('domcontentloaded');
  assert.equal(tab.url(), RELEASE_PAGE);
  assert.equal(new URL(page.url()).pathname, TYPES_ROUTE);
  await context.close();
});

test('Types: when the release server cannot be reached, an error toast says so and the page keeps working', async () => {
  const {page, context, widget, record} = await openTypesPage({
    stubs: {[RELEASES]: (route) => route.abort('internetdisconnected')},
  });
  let downloaded = false;
  page.on('download', () => {
    downloaded = true;
  });
  await widget.getByLabel('Language').selectOption({label: 'Kotlin'});
  await widget.getByRole('button', {name: 'Download Kotlin bundle'}).click();
  const error = toastWithText(page, 'Download failed: Kotlin bundle could not be reached.');
  await error.waitFor();
  assert.equal(await toastWithText(page, 'Downloading').count(), 0);
  assert.equal(downloaded, false);
  // The widget is still usable after the failure.
  await widget.getByLabel('Language').selectOption({label: 'Dart'});
  await widget.getByRole('button', {name: 'Download Dart bundle'}).waitFor();
  assert.ok(await widget.getByRole('button', {name: 'Download Dart bundle'}).isEnabled());
  assert.deepEqual(
    record.consoleErrors.filter((line) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(line)),
    [],
  );
  await context.close();
});

test('Types: the bundle picker works from the keyboard', async () => {
  const {page, context, widget} = await openTypesPage({stubs: {[RELEASES]: releaseServer}});
  const select = widget.getByLabel('Language');
  await select.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  assert.equal(await select.inputValue(), 'openiap-kotlin.zip');
  await page.keyboard.press('Tab');
  const button = widget.getByRole('button', {name: 'Download Kotlin bundle'});
  assert.ok(await button.evaluate((element) => element === document.activeElement));
  const download = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  assert.equal((await download).suggestedFilename(), 'openiap-kotlin.zip');
  await toastWithText(page, 'Downloading the Kotlin bundle (10.3 KB) of OpenIAP 1.2.3.').waitFor();
  await context.close();
});

test('Types: without JavaScript the page lists every bundle as a direct link with size and sha256', async () => {
  const html = await (await fetch(`${BASE_URL}${TYPES_ROUTE}`)).text();
  for (const bundle of BUNDLES) {
    // The HTML is minified, so attribute quotes are optional.
    const href = `${RELEASES}download/1.2.3/${bundle.filename}`.replace(/[.]/g, '\\.');
    assert.match(html, new RegExp(`href="?${href}[\\s">]`), bundle.filename);
    assert.ok(html.includes(bundle.size), bundle.size);
  }
  assert.ok(html.includes('0dfce08584584ce6d6c1106640338c8519b459bd5e304a16d6967afda3fe01b7'));
});

const LIBRARIES = [
  {name: 'openiap-apple', official: true},
  {name: 'openiap-google', official: true},
  {name: 'react-native-iap', repo: 'https://github.com/hyochan/react-native-iap', docs: 'https://hyochan.github.io/react-native-iap'},
  {name: 'expo-iap', repo: 'https://github.com/hyochan/expo-iap', docs: 'https://hyochan.github.io/expo-iap'},
  {
    name: 'flutter_inapp_purchase',
    repo: 'https://github.com/hyochan/flutter_inapp_purchase',
    docs: 'https://hyochan.github.io/flutter_inapp_purchase',
  },
  {name: 'kmp-iap', repo: 'https://github.com/hyochan/kmp-iap', docs: 'https://hyochan.github.io/kmp-iap'},
];

test('/languages: six cards with logo, name, description, install line with Copy, repository and docs links', async () => {
  const {page, context, record} = await openPage('/languages', {permissions: ['clipboard-read', 'clipboard-write']});
  await page.getByRole('heading', {level: 1, name: 'Languages'}).waitFor();
  const cards = page.getByRole('region', {name: 'Libraries'}).getByRole('listitem');
  assert.equal(await cards.count(), 6);
  for (const [index, library] of LIBRARIES.entries()) {
    const card = cards.nth(index);
    await card.getByRole('heading', {level: 2, name: library.name, exact: true}).waitFor();
    const logo = card.getByRole('img', {name: `${library.name} logo`});
    assert.ok(await logo.evaluate((image) => image.complete && image.naturalWidth > 0), `${library.name} logo loads`);
    assert.ok(((await card.locator('p').first().textContent()) ?? '').length > 20, `${library.name} description`);
    assert.ok(await card.locator('code').isVisible());
    await card.getByRole('button', {name: `Copy the install line of ${library.name}`}).waitFor();
    const repository = card.getByRole('link', {name: `Repository of ${library.name}`});
    const docs = card.getByRole('link', {name: `Documentation of ${library.name}`});
    assert.equal(await repository.getAttribute('target'), '_blank');
    assert.match((await docs.getAttribute('rel')) ?? '', /noopener/);
    if (library.repo) {
      assert.equal(await repository.getAttribute('href'), library.repo);
      assert.equal(await docs.getAttribute('href'), library.docs);
    }
    assert.equal(await card.getByText('Official module', {exact: true}).count(), library.official ? 1 : 0, library.name);
  }

  const kmp = cards.nth(5);
  const gradle = 'implementation("io.github.hyochan:kmp-iap:1.0.0-rc.3")';
  assert.equal(await kmp.locator('code').textContent(), gradle);
  await kmp.getByRole('button', {name: 'Copy the install line of kmp-iap'}).click();
  await kmp.getByRole('button', {name: 'Copied!'}).waitFor();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), gradle);

  const invite = page.getByRole('region', {name: 'Missing your platform?'});
  assert.equal(await invite.getByRole('link', {name: 'Submit a pull request'}).getAttribute('href'), 'https://github.com/hyodotdev/openiap');
  assert.deepEqual(record.consoleErrors, []);
  assert.deepEqual(record.failedSameOrigin, []);
  await context.close();
});

test('/languages on a phone: the cards fit the screen', async () => {
  const {page, context} = await openPage('/languages', {viewport: {width: 390, height: 844}});
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await context.close();
});

test('/sponsors: tiers, current sponsor, dimmed past supporters, ways to support and contact', async () => {
  const {page, context, record} = await openPage('/sponsors');
  await page.getByRole('heading', {level: 1, name: 'Support OpenIAP'}).waitFor();
  for (const title of ['Our Mission', 'Ways to Support', 'Sponsorship Tiers', 'Current Sponsors', 'Past Supporters', 'Contact']) {
    await page.getByRole('heading', {level: 2, name: title}).waitFor();
  }

  const mission = page.getByRole('region', {name: 'Our Mission'});
  const missionLinks = {
    Apple: 'https://github.com/hyodotdev/openiap/tree/main/packages/apple',
    Google: 'https://github.com/hyodotdev/openiap/tree/main/packages/google',
    'React Native': 'https://github.com/hyochan/react-native-iap',
    Expo: 'https://github.com/hyochan/expo-iap',
    Flutter: 'https://github.com/hyochan/flutter_inapp_purchase',
    'Kotlin Multiplatform': 'https://github.com/hyochan/kmp-iap',
  };
  for (const [name, href] of Object.entries(missionLinks)) {
    assert.equal(await mission.getByRole('link', {name, exact: true}).getAttribute('href'), href, name);
  }

  const tiers = page.getByRole('region', {name: 'Sponsorship Tiers'});
  const tierItems = tiers.getByRole('listitem');
  assert.equal(await tierItems.count(), 5);
  const expected = [
    ['Community', '$25'],
    ['Bronze', '$100'],
    ['Silver', '$300'],
    ['Gold', '$500'],
    ['Angel', '$999'],
  ];
  for (const [index, [name, price]] of expected.entries()) {
    const item = tierItems.nth(index);
    await item.getByRole('heading', {level: 3, name, exact: true}).waitFor();
    assert.match((await item.textContent()) ?? '', new RegExp(`\\${price} per month`));
  }
  assert.equal(await tiers.getByRole('link', {name: 'View Full Details'}).getAttribute('href'), 'https://www.buymeacoffee.com/hyochan/membership');

  const current = page.getByRole('region', {name: 'Current Sponsors'});
  const meta = current.getByRole('link', {name: 'Meta'});
  assert.equal(await meta.getAttribute('href'), 'https://meta.com');
  assert.equal(await meta.getAttribute('target'), '_blank');
  assert.ok(await current.getByText('Angel sponsor').isVisible());
  assert.ok(await meta.getByRole('img').evaluate((image) => image.complete && image.naturalWidth > 0));

  const past = page.getByRole('region', {name: 'Past Supporters'});
  for (const [name, href] of [
    ['Nami', 'https://namiml.com'],
    ['Courier', 'https://www.courier.com'],
  ]) {
    const link = past.getByRole('link', {name});
    assert.equal(await link.getAttribute('href'), href);
    const opacity = await link.getByRole('img').evaluate((image) => Number(getComputedStyle(image).opacity));
    assert.ok(opacity < 1, `${name} is dimmed (opacity ${opacity})`);
  }
  const metaOpacity = await meta.getByRole('img').evaluate((image) => Number(getComputedStyle(image).opacity));
  assert.equal(metaOpacity, 1);

  const ways = page.getByRole('region', {name: 'Ways to Support'});
  assert.equal(await ways.getByRole('link', {name: 'Become a member'}).getAttribute('href'), 'https://www.buymeacoffee.com/hyochan/membership');
  assert.equal(await ways.getByRole('link', {name: 'Pay with PayPal'}).getAttribute('href'), 'https://paypal.me/dooboolab');
  const waysText = (await ways.textContent()) ?? '';
  for (const part of ['hyo@hyo.dev', 'company information', 'logo', 'featured', 'contact address', 'within 24 hours']) {
    assert.ok(waysText.includes(part), `Ways to Support mentions "${part}"`);
  }

  const contact = page.getByRole('region', {name: 'Contact'});
  assert.equal(await contact.getByRole('link', {name: 'Email hyo@hyo.dev'}).getAttribute('href'), 'mailto:hyo@hyo.dev');

  assert.deepEqual(record.consoleErrors, []);
  assert.deepEqual(record.failedSameOrigin, []);
  await context.close();
});

test('/sponsors on a phone and in dark mode: nothing overflows', async () => {
  const {page, context} = await openPage('/sponsors', {viewport: {width: 390, height: 844}, colorScheme: 'dark'});
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `page is ${overflow}px wider than the screen`);
  await context.close();
});

for (const colorScheme of ['light', 'dark']) {
  test(`no serious or critical axe violations on /languages, /sponsors and the Types widget (${colorScheme})`, async () => {
    for (const [route, selector] of [
      ['/languages', 'main'],
      ['/sponsors', 'main'],
      [TYPES_ROUTE, '[data-testid="type-bundle-download"]'],
    ]) {
      const {page, context} = await openPage(route, {colorScheme});
      await page.locator(selector).first().waitFor();
      assert.deepEqual(await seriousAxeViolations(page, selector), [], `${route} (${colorScheme})`);
      await context.close();
    }
  });
}
