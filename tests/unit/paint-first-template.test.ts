/**
 * The paint-first page template (plugins/paint-first-template): the page's text comes first and its bundles are requested only after
 * the first paint, in order.
 */
import * as eta from 'eta';
import paintFirstTemplatePlugin, {BUNDLE_LOADER_ID, LOADER_DEFINITION, LOADER_GLOBAL, ssrTemplate} from '@site/plugins/paint-first-template';

function render(): string {
  const compiled = eta.compile(ssrTemplate, {rmWhitespace: true});
  return compiled(
    {
      htmlAttributes: 'lang="en" dir="ltr"',
      bodyAttributes: 'class="page"',
      metaAttributes: ['<title>Types</title>'],
      headTags: '<style data-code-tokens>.x{}</style>',
      preBodyTags: '<script>/* theme */</script>',
      postBodyTags: '',
      appHtml: '<main><p>Every OpenIAP library passes the same data.</p></main>',
      baseUrl: '/',
      scripts: ['assets/js/runtime~main.1.js', 'assets/js/main.2.js'],
      stylesheets: ['assets/css/styles.3.css'],
      version: '3.10.2',
    },
    eta.defaultConfig,
  ) as string;
}

describe('the paint-first page template', () => {
  const html = render();

  it('keeps what Docusaurus puts in a page: attributes, head tags, styles and the rendered app', () => {
    expect(html).toMatch(/^<!DOCTYPE html>\s*<html lang="en" dir="ltr">/);
    expect(html).toContain('<title>Types</title>');
    expect(html).toContain('<style data-code-tokens>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/css/styles.3.css" />');
    expect(html).toContain('<body class="page">');
    expect(html).toContain('<div id="__docusaurus"><main><p>Every OpenIAP library passes the same data.</p></main></div>');
  });

  it('has no script tag for the bundles, only the loader after the page content', () => {
    expect(html).not.toMatch(/<script[^>]*src=/);
    const loader = html.lastIndexOf(`<script id="${BUNDLE_LOADER_ID}">`);
    expect(loader).toBeGreaterThan(html.indexOf('id="__docusaurus"'));
    expect(html.slice(loader)).toContain(`${LOADER_GLOBAL}(["/assets/js/runtime~main.1.js","/assets/js/main.2.js"]);</script>`);
  });

  it('holds the first frame until the page is parsed: the head expects the loader, the last element of the body', () => {
    const expectLink = html.indexOf(`<link rel="expect" href="#${BUNDLE_LOADER_ID}" blocking="render">`);
    expect(expectLink).toBeGreaterThan(html.indexOf('<head>'));
    expect(expectLink).toBeLessThan(html.indexOf('<link rel="stylesheet"'));
    const afterLoader = html.slice(html.indexOf(`id="${BUNDLE_LOADER_ID}"`));
    expect(afterLoader.replace(/^[^]*?<\/script>/, '').trim()).toBe('</body>\n</html>');
    expect(html.match(new RegExp(`id="${BUNDLE_LOADER_ID}"`, 'g'))).toHaveLength(1);
  });

  it('only calls the loader, which the plugin defines in the page, so the loader is not in the site config the browser gets', () => {
    expect(ssrTemplate).not.toContain('PerformanceObserver');
    const tags = paintFirstTemplatePlugin().injectHtmlTags!({content: undefined}) as {postBodyTags: {tagName: string; innerHTML: string}[]};
    expect(tags.postBodyTags).toEqual([{tagName: 'script', innerHTML: LOADER_DEFINITION}]);
  });
});

describe('the first-paint loader', () => {
  const urls = ['/assets/js/runtime~main.1.js', '/assets/js/main.2.js'];
  let observers: {callback: (list: {getEntriesByName: (name: string) => unknown[]}, observer: {disconnect: () => void}) => void; disconnected: boolean}[];

  /** A stand-in for the browser's paint timing: `paint(name)` delivers one paint entry to the observers. */
  class FakePerformanceObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    private readonly entry: (typeof observers)[number];
    constructor(callback: (typeof observers)[number]['callback']) {
      this.entry = {callback, disconnected: false};
      observers.push(this.entry);
    }
    observe(options: {type: string; buffered: boolean}) {
      expect(options).toEqual({type: 'paint', buffered: true});
    }
    disconnect() {
      this.entry.disconnected = true;
    }
  }

  const paint = (name: string) =>
    observers
      .filter((observer) => !observer.disconnected)
      .forEach((observer) =>
        observer.callback({getEntriesByName: (wanted) => (wanted === name ? [{name}] : [])}, {disconnect: () => (observer.disconnected = true)}),
      );

  beforeEach(() => {
    jest.useFakeTimers();
    observers = [];
    FakePerformanceObserver.supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    document.body.innerHTML = '';
    (window as unknown as {PerformanceObserver: unknown}).PerformanceObserver = FakePerformanceObserver;
  });
  afterEach(() => jest.useRealTimers());

  // What a page runs: the plugin's definition, then the template's call.
  const run = () => new Function(`${LOADER_DEFINITION}\nwindow.${LOADER_GLOBAL}(${JSON.stringify(urls)});`)();
  const scripts = () => Array.from(document.body.querySelectorAll('script')).map((script) => ({src: script.getAttribute('src'), async: script.async}));

  it('requests nothing before the first contentful paint, then every bundle once, in order', () => {
    run();
    expect(scripts()).toEqual([]);
    paint('first-paint');
    expect(scripts()).toEqual([]);
    paint('first-contentful-paint');
    expect(scripts()).toEqual(urls.map((src) => ({src, async: false})));
    jest.runAllTimers();
    paint('first-contentful-paint');
    expect(scripts()).toHaveLength(2);
  });

  it('still loads the bundles when no content is ever painted', () => {
    run();
    jest.advanceTimersByTime(2999);
    expect(scripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(scripts().map((script) => script.src)).toEqual(urls);
  });

  it('starts at once in a tab opened in the background, and in a browser without paint timing', () => {
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    run();
    expect(scripts().map((script) => script.src)).toEqual(urls);
    visibility.mockRestore();
    document.body.innerHTML = '';
    FakePerformanceObserver.supportedEntryTypes = ['mark'];
    run();
    expect(scripts().map((script) => script.src)).toEqual(urls);
    expect(observers).toEqual([]);
  });
});
