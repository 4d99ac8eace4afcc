// The guides, setup and release pages: sections, diagrams, tabs, badges, outbound links, dates.
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readFileSync} from 'node:fs';
import {fileURLToPath} from 'node:url';
import {openPage, BASE_URL, bringIntoView, drawEverything} from './support/harness.mjs';

/** The pages under /docs are the latest release's: they read that release's frozen versions file, not Next's. */
const readJson = (relative) => JSON.parse(readFileSync(new URL(`../../${relative}`, import.meta.url), 'utf8'));
const latestRelease = readJson('versions.json')[0];
const versions = readJson(`versioned_docs/version-${latestRelease}/_openiap-versions.json`);
const nextVersions = readJson('openiap-versions.json');

/** The text of the headings of one level in the page's main content, without the "#" anchor links. */
async function headingTexts(page, level) {
  return page.evaluate((tag) => {
    const root = document.querySelector('main') ?? document.body;
    return [...root.querySelectorAll(tag)]
      .filter((heading) => heading.getClientRects().length > 0 || heading.closest('[role="tabpanel"]'))
      .map((heading) => {
        const copy = heading.cloneNode(true);
        copy.querySelectorAll('.hash-link').forEach((link) => link.remove());
        return copy.textContent.replace(/\u200b/g, '').trim();
      });
  }, `h${level}`);
}

const SECTIONS = {
  '/docs/lifecycle': {
    h1: 'Life Cycle',
    h2: ['Phases', 'State Management', 'Critical Considerations', 'Subscription Lifecycle', 'Recovery on Launch'],
    h3: ['Purchase Flow', 'Connection States', 'Purchase States', 'Subscription States'],
  },
  '/docs/external-purchase': {
    h1: 'External Purchase',
    h2: ['iOS External Purchase', 'Android Alternative Billing', 'Platform Implementation'],
    h3: ['Where It Is Available', 'Entitlements', 'Minimum iOS Versions', 'Info.plist Keys', 'Link Rules', 'Alternative Only', 'User Choice'],
  },
  '/docs/subscription-upgrade-downgrade': {
    h1: 'Subscription Upgrade and Downgrade',
    h2: [
      'Rules for Both Platforms',
      'Upgrades',
      'Downgrades',
      'Showing the Current Plan',
      'Replacement Modes (Android)',
      'Tracking Pending Changes on Android',
    ],
    h3: ['Real-Time Developer Notifications'],
  },
  '/docs/ios-setup': {
    h1: 'iOS Setup',
    h2: ['Prerequisites', 'App Store Connect Configuration', 'Testing', 'Common Issues'],
    h3: ['Create the Products', 'Group the Subscriptions', 'Sandbox Testers'],
  },
  '/docs/android-setup': {
    h1: 'Android Setup',
    h2: ['Prerequisites', 'Google Play Console Configuration', 'Testing', 'Common Issues'],
    h3: ['Play Billing Library Versions', 'Create the Products', 'License Testers'],
  },
  '/docs/horizon-setup': {
    h1: 'Horizon OS Setup',
    h2: ['Prerequisites', 'Developer Dashboard Configuration', 'Testing', 'Common Issues'],
    h3: ['Register the App', 'Create the Products'],
  },
  '/docs/updates': {
    h1: 'Updates',
    h2: ['New Features', 'Breaking Changes', 'Migration Guides', 'Version Compatibility', 'Recent Updates'],
    h3: [],
  },
  '/docs/versions': {h1: 'Versions', h2: ['Packages', 'Schema Releases'], h3: []},
  '/docs/announcements': {
    h1: 'Announcements',
    h2: ['Meta Horizon OS support', 'GraphQL schema v1.0.0', 'Official Apple and Google modules', 'OpenIAP is backed by Meta'],
    h3: [],
  },
  // From 3.2.1 the guide teaches Play's billing programs; 2.4.4 still teaches the older alternative billing calls.
  '/docs/guides/alternative-billing': {
    h1: 'Alternative Billing Guide',
    h2: ['Before You Start', 'Choose a Program', 'Your Own Billing, Step by Step', 'User Choice', 'Common Issues', 'Next Steps'],
    h3: ['1. Check Availability', '2. Take the Payment', '3. Create the Reporting Details'],
  },
  '/docs/2.4.4/guides/alternative-billing': {
    h1: 'Alternative Billing Guide',
    h2: ['Before You Start', 'Choose a Mode', 'Alternative Only, Step by Step', 'User Choice', 'Common Issues', 'Next Steps'],
    h3: ['1. Check Availability', "2. Show Google's Information Dialog", '3. Take the Payment', '4. Create the Token'],
  },
  '/tutorials': {h1: 'Tutorials', h2: ['Setups', 'News', 'Getting Started', 'Verify Receipt'], h3: []},
};

test('every content page renders its title and section headings, in order', async () => {
  for (const [route, expected] of Object.entries(SECTIONS)) {
    const {page, context, response, record} = await openPage(route);
    assert.equal(response.status(), 200, route);
    assert.deepEqual(await headingTexts(page, 1), [expected.h1], `${route} h1`);
    const h2 = await headingTexts(page, 2);
    // Each expected section is there, and they come in the expected order.
    const positions = expected.h2.map((title) => h2.indexOf(title));
    assert.ok(
      positions.every((position) => position >= 0),
      `${route}: missing h2 in ${JSON.stringify(h2)}`,
    );
    assert.deepEqual(
      [...positions].sort((a, b) => a - b),
      positions,
      `${route}: h2 order ${JSON.stringify(h2)}`,
    );
    const h3 = await headingTexts(page, 3);
    for (const title of expected.h3) assert.ok(h3.includes(title), `${route}: missing h3 "${title}" in ${JSON.stringify(h3)}`);
    // No placeholder text and no raw admonition markers, in any block.
    await drawEverything(page);
    const text = await page.locator('main').innerText();
    assert.doesNotMatch(text, /coming soon|TODO|lorem ipsum|:::/i, route);
    assert.deepEqual(record.failedSameOrigin, [], `${route}: failed requests`);
    await context.close();
  }
});

test('the External Purchase page keeps the platform-implementation anchor, and the guide links to it', async () => {
  const {page, context} = await openPage('/docs/guides/alternative-billing');
  const link = page.locator('main a[href="/docs/external-purchase#platform-implementation"]').first();
  await link.click();
  await page.waitForURL('**/docs/external-purchase#platform-implementation');
  const heading = page.locator('h2#platform-implementation');
  await heading.waitFor();
  assert.match(await heading.innerText(), /Platform Implementation/);
  await context.close();
});

// The diagrams are SVGs drawn ahead of time (npm run diagrams), two per diagram: light and dark.
const DIAGRAMS = {
  '/docs/lifecycle': ['sequence', 'stateDiagram', 'stateDiagram', 'flowchart-v2'],
  '/docs/external-purchase': ['flowchart-v2'],
  '/docs/guides/alternative-billing': ['flowchart-v2'],
  '/docs/next/lifecycle': ['sequence', 'stateDiagram', 'stateDiagram', 'flowchart-v2'],
  '/docs/next/external-purchase': ['flowchart-v2'],
  '/docs/next/guides/alternative-billing': ['flowchart-v2'],
};
/** Strings of Mermaid's own code (not of the Diagram component, which names the chart kinds for its alt text). */
const MERMAID_CODE = /securityLevel|mermaidAPI|flowchart-v2|dagre|Syntax error in text/;
const contrastCheck = fileURLToPath(new URL('../../plugins/diagrams/contrast-check.js', import.meta.url));

/** Scrolls each diagram into view (the images are lazy) and waits until its visible image has loaded. */
async function loadDiagrams(page) {
  const figures = page.locator('main figure:has(img[data-variant])');
  for (let index = 0; index < (await figures.count()); index++) {
    await figures.nth(index).scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (i) => {
        const figure = document.querySelectorAll('main figure:has(img[data-variant])')[i];
        return [...figure.querySelectorAll('img')].some((img) => img.getClientRects().length > 0 && img.complete && img.naturalWidth > 0);
      },
      index,
      {timeout: 10000},
    );
  }
  return figures.count();
}

/** Per diagram: its images (variant, shown, loaded, attributes, drawn size) in document order. */
async function diagramImages(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('main figure:has(img[data-variant])')].map((figure) =>
      [...figure.querySelectorAll('img')].map((img) => ({
        variant: img.dataset.variant,
        shown: img.getClientRects().length > 0,
        naturalWidth: img.naturalWidth,
        src: img.getAttribute('src'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        alt: img.getAttribute('alt'),
        loading: img.getAttribute('loading'),
        drawn: {width: img.getBoundingClientRect().width, height: img.getBoundingClientRect().height},
      })),
    ),
  );
}

/** Per shown diagram: its kind and the contrast of each of its texts against what is under it, on this page. */
async function diagramContrast(page) {
  await page.addScriptTag({path: contrastCheck});
  return page.evaluate(async () => {
    const transparent = (colour) => colour === 'transparent' || colour === 'rgba(0, 0, 0, 0)';
    const background = [document.querySelector('main'), document.body, document.documentElement]
      .map((element) => getComputedStyle(element).backgroundColor)
      .find((colour) => !transparent(colour));
    const shown = [...document.querySelectorAll('main figure img[data-variant]')].filter((img) => img.getClientRects().length > 0);
    const results = [];
    for (const img of shown) {
      const holder = document.createElement('div');
      holder.style.cssText = 'position:absolute;left:0;top:0;visibility:visible;z-index:-1';
      holder.innerHTML = await (await fetch(img.src)).text();
      document.body.append(holder);
      const svg = holder.querySelector('svg');
      results.push({kind: svg.getAttribute('aria-roledescription'), background, texts: await window.diagramTextContrast(svg, background)});
      holder.remove();
    }
    return results;
  });
}

/** The same-origin scripts the page has loaded whose code is Mermaid's. */
async function mermaidScripts(page) {
  return page.evaluate(async (pattern) => {
    const scripts = performance.getEntriesByType('resource').filter((entry) => entry.initiatorType === 'script' || /\.js(\?|$)/.test(entry.name));
    const found = [];
    for (const {name} of scripts) if (new RegExp(pattern).test(await (await fetch(name)).text())) found.push(name);
    return {count: scripts.length, found};
  }, MERMAID_CODE.source);
}

for (const colorScheme of ['light', 'dark']) {
  test(`the diagrams show their ${colorScheme} SVGs, loaded, sized, described and readable; no Mermaid code is loaded`, async () => {
    for (const [route, kinds] of Object.entries(DIAGRAMS)) {
      const {page, context, record} = await openPage(route, {colorScheme});
      assert.equal(await loadDiagrams(page), kinds.length, `${route}: number of diagrams`);
      for (const [index, images] of (await diagramImages(page)).entries()) {
        const where = `${route} diagram ${index + 1}`;
        assert.deepEqual(
          images.map((image) => image.variant),
          ['light', 'dark'],
          where,
        );
        const shown = images.filter((image) => image.shown);
        assert.deepEqual(
          shown.map((image) => image.variant),
          [colorScheme],
          `${where}: the variant of the colour scheme shows`,
        );
        assert.ok(shown[0].naturalWidth > 0, `${where}: loaded`);
        assert.ok(shown[0].drawn.height > 100, `${where}: drawn ${JSON.stringify(shown[0].drawn)}`);
        for (const image of images) {
          assert.match(image.src, /^\/diagrams\/[0-9a-f]{14}\.svg$/, where);
          assert.match(image.width ?? '', /^\d+$/, `${where}: width attribute`);
          assert.match(image.height ?? '', /^\d+$/, `${where}: height attribute`);
          assert.ok((image.alt ?? '').trim().length > 20, `${where}: alt "${image.alt}"`);
          assert.equal(image.loading, 'lazy', where);
        }
        // The drawn image keeps the SVG's proportions.
        const ratio = Number(shown[0].width) / Number(shown[0].height);
        assert.ok(Math.abs(shown[0].drawn.width / shown[0].drawn.height - ratio) < 0.02, `${where}: proportions`);
      }

      const diagrams = await diagramContrast(page);
      assert.deepEqual(
        diagrams.map((diagram) => diagram.kind),
        kinds,
        route,
      );
      for (const diagram of diagrams) {
        assert.ok(diagram.texts.length > 0, `${route}: ${diagram.kind} has text`);
        for (const text of diagram.texts) {
          assert.ok(text.ratio >= 4.5, `${route}: ${diagram.kind} "${text.text}" ${text.colour} on ${text.background}: ${text.ratio}:1`);
        }
      }

      const scripts = await mermaidScripts(page);
      assert.ok(scripts.count > 0, `${route}: scripts seen`);
      assert.deepEqual(scripts.found, [], `${route}: scripts with Mermaid code`);
      assert.deepEqual(record.consoleErrors, [], route);
      assert.deepEqual(record.failedSameOrigin, [], route);
      await context.close();
    }
  });
}

test('the Life Cycle diagrams follow a theme switch', async () => {
  const {page, context} = await openPage('/docs/lifecycle', {colorScheme: 'light'});
  await loadDiagrams(page);
  // The navbar toggle goes through system, light and dark: click until the page is dark.
  const toggle = page.getByRole('button', {name: /dark and light mode/i});
  for (let clicks = 0; clicks < 3; clicks++) {
    if ((await page.evaluate(() => document.documentElement.dataset.theme)) === 'dark') break;
    await toggle.click();
  }
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'dark');
  assert.equal(await loadDiagrams(page), 4);
  for (const images of await diagramImages(page)) {
    assert.deepEqual(
      images.filter((image) => image.shown).map((image) => [image.variant, image.naturalWidth > 0]),
      [['dark', true]],
    );
  }
  await context.close();
});

test('without JavaScript the diagram pages already carry both images of each diagram, with size and alt text', async () => {
  for (const [route, kinds] of Object.entries(DIAGRAMS)) {
    const html = await (await fetch(`${BASE_URL}${route}`)).text();
    const images = html.match(/<img\b[^>]*\bsrc="?\/diagrams\/[^>]*>/g) ?? [];
    assert.equal(images.length, kinds.length * 2, route);
    for (const image of images) {
      assert.match(image, /\bwidth="?\d+/, route);
      assert.match(image, /\bheight="?\d+/, route);
      assert.match(image, /\balt="[^"]{20,}"/, route);
    }
  }
  const {page, context} = await openPage('/docs/lifecycle', {javaScriptEnabled: false, hydrate: false});
  assert.equal(await loadDiagrams(page), 4);
  for (const images of await diagramImages(page))
    assert.deepEqual(
      images.filter((image) => image.shown).map((image) => image.variant),
      ['light'],
    );
  await context.close();
});

test('on a phone the diagrams stay legible: shrunk to 70% at most, then scrolled inside their figure', async () => {
  for (const colorScheme of ['light', 'dark']) {
    const {page, context} = await openPage('/docs/lifecycle', {colorScheme, viewport: {width: 412, height: 915}});
    await loadDiagrams(page);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow}px`);
    const diagrams = await page.evaluate(() =>
      [...document.querySelectorAll('main figure:has(img[data-variant])')].map((figure) => {
        const img = [...figure.querySelectorAll('img')].find((image) => image.getClientRects().length > 0);
        const scroller = img.parentElement;
        return {
          scale: img.getBoundingClientRect().width / Number(img.getAttribute('width')),
          scrolls: scroller.scrollWidth > scroller.clientWidth,
          tabindex: scroller.getAttribute('tabindex'),
        };
      }),
    );
    for (const [index, diagram] of diagrams.entries()) {
      assert.ok(diagram.scale >= 0.69, `diagram ${index + 1} drawn at ${diagram.scale}`);
      assert.equal(diagram.tabindex, diagram.scrolls ? '0' : null, `diagram ${index + 1}: keyboard can reach a scrolling diagram`);
    }
    assert.ok(diagrams[0].scrolls, 'the sequence diagram is wider than a phone');
    await context.close();
  }
});

test('the iOS / Android tabs switch together on Subscription Upgrade and Downgrade, and the choice is kept', async () => {
  const {page, context} = await openPage('/docs/subscription-upgrade-downgrade');
  const iosUpgrade = page.getByText('An iOS upgrade takes effect', {exact: false});
  const androidUpgrade = page.getByText('An Android upgrade is', {exact: false});
  const androidDowngrade = page.getByText('Downgrade with the', {exact: false});

  // iOS is the default.
  const upgradeTabs = page.getByRole('tablist').first();
  assert.equal(await upgradeTabs.getByRole('tab', {name: 'iOS'}).getAttribute('aria-selected'), 'true');
  assert.equal(await iosUpgrade.isVisible(), true);
  assert.equal(await androidUpgrade.isVisible(), false);
  assert.equal(await androidDowngrade.isVisible(), false);

  await upgradeTabs.getByRole('tab', {name: 'Android'}).click();
  await androidUpgrade.waitFor({state: 'visible'});
  assert.equal(await iosUpgrade.isVisible(), false);
  // The other tab groups on the page follow the same choice.
  assert.equal(await androidDowngrade.isVisible(), true);
  assert.ok(await page.getByText('Keeps the old plan until it renews', {exact: false}).isVisible());

  // The choice survives a reload.
  await page.reload();
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await androidUpgrade.waitFor({state: 'visible'});
  assert.equal(await iosUpgrade.isVisible(), false);
  await context.close();
});

test('the replacement-mode table lists each version’s own modes: strings with the integer beside them, or the integers older releases took', async () => {
  const cells = (page, enumName) =>
    page
      .locator('main table')
      .filter({has: page.locator('thead', {hasText: enumName})})
      .locator('tbody tr')
      .evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 2).map((td) => td.textContent.trim())));
  const older = await openPage('/docs/2.4.4/subscription-upgrade-downgrade');
  assert.deepEqual(await cells(older.page, 'ReplacementModeAndroid'), [
    ['1', 'WithTimeProration'],
    ['2', 'ChargeProratedPrice'],
    ['3', 'WithoutProration'],
    ['5', 'ChargeFullPrice'],
    ['6', 'Deferred'],
  ]);
  await older.context.close();
  const {page, context} = await openPage('/docs/subscription-upgrade-downgrade');
  assert.equal(await page.locator('main table thead', {hasText: /^Value\s*ReplacementModeAndroid/}).count(), 0);
  assert.deepEqual(await cells(page, 'SubscriptionReplacementModeAndroid'), [
    ['unknown-replacement-mode', '0'],
    ['with-time-proration', '1'],
    ['charge-prorated-price', '2'],
    ['charge-full-price', '5'],
    ['without-proration', '3'],
    ['deferred', '6'],
    ['keep-existing', '—'],
  ]);
  const pendingBlock = page.locator('main pre').filter({hasText: '"effectiveDate"'});
  await bringIntoView(pendingBlock);
  const pendingChange = await pendingBlock.innerText();
  assert.match(pendingChange, /^POST \/api\/subscriptions\/pending-change/);
  for (const field of ['userId', 'currentSku', 'newSku', 'effectiveDate']) assert.match(pendingChange, new RegExp(`"${field}"`));
  await context.close();
});

const BADGES = [
  {
    id: 'maven',
    text: `openiap-google on Maven Central: ${versions.google}`,
    href: 'https://central.sonatype.com/artifact/io.github.hyochan.openiap/openiap-google',
  },
  {id: 'swift-package', text: `openiap-apple as a Swift Package: ${versions.apple}`, href: 'https://github.com/hyodotdev/openiap/tree/main/packages/apple'},
  {id: 'cocoapods', text: `openiap-apple on CocoaPods: ${versions.apple}`, href: 'https://cocoapods.org/pods/openiap'},
];

test('the version badges fall back to readable text when their images are blocked', async () => {
  const {page, context, record} = await openPage('/docs/versions');
  for (const badge of BADGES) {
    const link = page.locator(`a[data-badge="${badge.id}"]`);
    await page.waitForFunction((id) => document.querySelector(`a[data-badge="${id}"]`)?.dataset.state === 'failed', badge.id, {
      timeout: 10000,
    });
    assert.equal(await link.getAttribute('href'), badge.href);
    assert.equal(await link.locator('img').count(), 0, `${badge.id}: broken image removed`);
    const fallback = link.getByText(badge.text, {exact: true});
    assert.equal(await fallback.isVisible(), true, `${badge.id}: fallback text visible`);
    // The link's accessible name is the fallback text.
    assert.equal(await page.getByRole('link', {name: badge.text}).count(), 1, badge.id);
  }
  assert.ok(
    record.offsite.some((url) => url.startsWith('https://img.shields.io/')),
    'the badge images were requested',
  );
  await context.close();
});

test('the version badges show their images, at a fixed size and lazily, when the badge service answers', async () => {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="20"><rect width="120" height="20" fill="#4c1"/></svg>';
  const {page, context} = await openPage('/docs/versions', {
    stubs: {'https://img.shields.io/': (route) => route.fulfill({status: 200, contentType: 'image/svg+xml', body: svg})},
  });
  for (const badge of BADGES) {
    await page.waitForFunction((id) => document.querySelector(`a[data-badge="${id}"]`)?.dataset.state === 'loaded', badge.id, {
      timeout: 10000,
    });
    const image = page.locator(`a[data-badge="${badge.id}"] img`);
    assert.equal(await image.isVisible(), true, badge.id);
    assert.equal(await image.getAttribute('alt'), badge.text);
    assert.equal(await image.getAttribute('loading'), 'lazy');
    assert.equal(await image.getAttribute('decoding'), 'async');
    assert.match((await image.getAttribute('width')) ?? '', /^\d+$/);
    assert.equal(await image.getAttribute('height'), '20');
    assert.match((await image.getAttribute('src')) ?? '', /^https:\/\/img\.shields\.io\//);
    assert.equal(await page.locator(`a[data-badge="${badge.id}"]`).getByText(badge.text).isVisible(), false, `${badge.id}: text steps aside`);
  }
  await context.close();
});

test('without JavaScript the Versions page already carries the badge texts and the release links', async () => {
  // The HTML is minified, so attribute values may come without quotes.
  const html = await (await fetch(`${BASE_URL}/docs/versions`)).text();
  for (const badge of BADGES) {
    const anchor = html.match(new RegExp(`<a\\b[^>]*\\bdata-badge="?${badge.id}"?(?=[\\s>])[^>]*>([\\s\\S]*?)</a>`));
    assert.ok(anchor, `${badge.id} link in the HTML`);
    assert.ok(anchor[1].includes(badge.text.replace(/&/g, '&amp;')), `${badge.id} text in the HTML`);
  }
  const gitTag = versions.gitTag.replace(/\./g, '\\.');
  assert.match(html, new RegExp(`href="?https://github.com/hyodotdev/openiap/releases/tag/${gitTag}"?[ >]`));
  assert.match(html, /href="?https:\/\/github.com\/hyodotdev\/openiap\/releases"?[ >][^>]*>View all releases</);
});

test('the Versions page links the latest schema tag and all releases', async () => {
  const {page, context} = await openPage('/docs/versions');
  const tag = page.getByTestId('latest-schema-tag').getByRole('link');
  assert.equal(await tag.innerText(), versions.gitTag);
  assert.equal(await tag.getAttribute('href'), `https://github.com/hyodotdev/openiap/releases/tag/${versions.gitTag}`);
  const all = page.getByRole('link', {name: 'View all releases'});
  assert.equal(await all.getAttribute('href'), 'https://github.com/hyodotdev/openiap/releases');
  await context.close();
});

/** What a page prints for a package version: the file's, or, for a release whose file has none, that it is not recorded. */
const shownVersion = (file, key) => file[key] ?? 'not recorded for this release';

test("each docs version's Versions page shows the package versions of its own versions file", async () => {
  for (const [route, file] of [
    ['/docs/versions', versions],
    ['/docs/next/versions', nextVersions],
  ]) {
    const {page, context} = await openPage(route);
    const rows = await page.locator('article table tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.cells].map((cell) => cell.innerText.trim())));
    assert.deepEqual(
      rows.map((cells) => [cells[0], cells.at(-1)]),
      [
        ['openiap-gql', shownVersion(file, 'gql')],
        ['openiap-google', shownVersion(file, 'google')],
        ['openiap-apple', shownVersion(file, 'apple')],
        ['kmp-iap', shownVersion(file, 'kmp')],
      ],
      route,
    );
    // The module versions at the release tag show only where the file records them, each from that file.
    const atTag = page.getByTestId('packages-at-tag');
    if (file.atTag) {
      const expected = Object.entries(file.atTag).map(([key, value]) => `${key === 'kmp' ? 'kmp-iap' : `openiap-${key}`} ${value}`);
      assert.equal(await atTag.innerText(), expected.join(' · '), route);
    } else {
      assert.equal(await atTag.count(), 0, route);
    }
    await context.close();
  }
});

test('every outbound link on these pages opens in a new tab with rel="noopener noreferrer"', async () => {
  for (const route of Object.keys(SECTIONS)) {
    const {page, context} = await openPage(route);
    const links = await page.evaluate(() =>
      [...document.querySelectorAll('a[href]')]
        .filter((a) => /^https?:/.test(a.getAttribute('href')) && new URL(a.href).origin !== location.origin)
        .map((a) => ({href: a.href, target: a.getAttribute('target'), rel: (a.getAttribute('rel') ?? '').split(/\s+/)})),
    );
    for (const link of links) {
      assert.equal(link.target, '_blank', `${route}: ${link.href} target`);
      assert.ok(link.rel.includes('noopener') && link.rel.includes('noreferrer'), `${route}: ${link.href} rel=${link.rel.join(' ')}`);
    }
    await context.close();
  }
});

test('the announcements are listed newest first, each with its date', async () => {
  const {page, context} = await openPage('/docs/announcements');
  const items = await page.locator('[data-announcement]').evaluateAll((elements) =>
    elements.map((element) => ({
      title: element
        .querySelector('h2')
        .textContent.replace(/\u200b/g, '')
        .trim(),
      iso: element.querySelector('time').getAttribute('datetime'),
      shown: element.querySelector('time').textContent.trim(),
      visible: element.getClientRects().length > 0,
    })),
  );
  assert.deepEqual(
    items.map(({title, iso, shown}) => [title, iso, shown]),
    [
      ['Meta Horizon OS support', '2025-10', 'October 2025'],
      ['GraphQL schema v1.0.0', '2025-09', 'September 2025'],
      ['Official Apple and Google modules', '2025-09', 'September 2025'],
      ['OpenIAP is backed by Meta', '2025-08-15', '15 August 2025'],
    ],
  );
  assert.ok(items.every((item) => item.visible));
  const horizon = await page.locator('[data-announcement="horizon-os"]').innerText();
  assert.match(horizon, /openiap-google 1\.3\.2 or later/);
  await context.close();
});

test('the Notes page lists the same announcements under Recent Updates, and its versions come from the versions file', async () => {
  const {page, context} = await openPage('/docs/updates');
  const recent = await page.locator('[data-announcement] time').evaluateAll((times) => times.map((time) => time.getAttribute('datetime')));
  assert.deepEqual(recent, ['2025-10', '2025-09', '2025-09', '2025-08-15']);
  await drawEverything(page);
  const text = await page.locator('main').innerText();
  for (const key of ['gql', 'google', 'apple', 'kmp']) assert.ok(text.includes(shownVersion(versions, key)), `${key} ${versions[key]}`);
  assert.match(text, /openiap-gql 1\.0\.10/);
  await context.close();
});

test('the setup guides show the constants of the specification', async () => {
  const checks = {
    '/docs/android-setup': [
      /\$25/,
      /24–48 hours/,
      /2–24 hours/,
      /Android 6\.0 \(API level 23\)/,
      /6\.0\.1/,
      new RegExp(`openiap-google:${versions.google.replace(/\./g, '\\.')}`),
    ],
    '/docs/ios-setup': [/Xcode 16\.4/, /1024 × 1024 px/, /17\.5/, /18\.4/],
    '/docs/horizon-setup': [/Quest 2, Quest 3, Quest Pro/, /openiap-google 1\.3\.2 or later/],
    '/docs/external-purchase': [/at most 1,000 ASCII characters/, /European Union, South Korea/, /within 24 hours/],
    // The Play Billing Library minimums of the alternative billing modes, on the last release that has the modes.
    '/docs/2.4.4/external-purchase': [/7\.0 or later/, /6\.2 or later/],
  };
  for (const [route, patterns] of Object.entries(checks)) {
    const {page, context} = await openPage(route);
    // Open every accordion item so that its text counts.
    await page.evaluate(() => document.querySelectorAll('main details').forEach((details) => (details.open = true)));
    await drawEverything(page);
    const text = await page.locator('main').innerText();
    for (const pattern of patterns) assert.match(text, pattern, route);
    await context.close();
  }
});

test('Common Issues open and close like an accordion', async () => {
  const {page, context} = await openPage('/docs/ios-setup');
  const item = page.locator('main details').filter({hasText: 'fetchProducts returns an empty list'});
  const body = item.getByText('agreements and banking information are complete', {exact: false});
  assert.equal(await body.isVisible(), false);
  await item.locator('summary').click();
  await body.waitFor({state: 'visible'});
  await item.locator('summary').click();
  await body.waitFor({state: 'hidden'});
  await context.close();
});

test('the Tutorials page lists its four sections with working links and dated news', async () => {
  const {page, context} = await openPage('/tutorials');
  const section = (name) => page.locator('section').filter({has: page.getByRole('heading', {level: 2, name})});

  const news = await section('News')
    .locator('li')
    .evaluateAll((items) => items.map((item) => ({href: item.querySelector('a').href, date: item.querySelector('time')?.getAttribute('datetime')})));
  assert.deepEqual(news, [
    {href: 'https://developer.android.com/google/play/billing/release-notes#8-0-0', date: '2025-06-30'},
    {href: 'https://www.youtube.com/watch?v=LtWMxxL4nsw', date: '2025-06-10'},
  ]);
  assert.match(await section('News').innerText(), /30 June 2025[\s\S]*10 June 2025/);

  const hrefs = async (name) =>
    section(name)
      .locator('li a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
  assert.deepEqual(await hrefs('Getting Started'), ['https://developer.apple.com/storekit/', 'https://developer.android.com/google/play/billing']);
  assert.deepEqual(await hrefs('Verify Receipt'), [
    'https://developer.apple.com/documentation/appstoreserverapi/simplifying-your-implementation-by-using-the-app-store-server-library',
    'https://developer.android.com/google/play/billing/integrate#verifying-purchase',
  ]);
  assert.deepEqual(await hrefs('Setups'), ['/docs/ios-setup', '/docs/android-setup']);

  await section('Setups')
    .getByRole('link', {name: /Android Setup/})
    .click();
  await page.waitForURL('**/docs/android-setup');
  await context.close();
});

test('on Tutorials, link items shift right and buttons lift on hover', async () => {
  const {page, context} = await openPage('/tutorials');
  const translation = (locator) =>
    locator.evaluate((element) => {
      const matrix = new DOMMatrixReadOnly(getComputedStyle(element).transform);
      return {x: matrix.m41, y: matrix.m42};
    });

  // The move is a transition: wait until it has ended, then read where the element came to rest.
  const hoverAndSettle = async (locator) => {
    await locator.evaluate((element) => {
      element.transformEnded = new Promise((resolve) => element.addEventListener('transitionend', (event) => event.propertyName === 'transform' && resolve()));
    });
    await locator.hover();
    await locator.evaluate((element) => element.transformEnded);
    return translation(locator);
  };

  const item = page.getByRole('link', {name: /iOS Setup/});
  assert.deepEqual(await translation(item), {x: 0, y: 0});
  const shifted = await hoverAndSettle(item);
  assert.ok(shifted.x > 0 && shifted.y === 0, `item moved by ${JSON.stringify(shifted)}`);

  const button = page.getByRole('link', {name: 'Find your library'});
  assert.deepEqual(await translation(button), {x: 0, y: 0});
  const lifted = await hoverAndSettle(button);
  assert.ok(lifted.y < 0 && lifted.x === 0, `button moved by ${JSON.stringify(lifted)}`);
  await context.close();
});

test('the Tutorials page and the Versions page read well on a phone', async () => {
  for (const route of ['/tutorials', '/docs/versions', '/docs/subscription-upgrade-downgrade']) {
    const {page, context} = await openPage(route, {viewport: {width: 390, height: 844}});
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    assert.ok(overflow <= 0, `${route} scrolls sideways by ${overflow}px`);
    await context.close();
  }
});
