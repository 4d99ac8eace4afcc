/** Each page's own bundles listed in its HTML (plugins/route-scripts). */
import {mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import routeScriptsPlugin from '@site/plugins/route-scripts';
import {builtPageFile} from '@site/plugins/html-template/builtPage';
import {chunkNamesOf, parseRoutes, routeScripts, withRouteScripts, type ClientManifest} from '@site/plugins/route-scripts/routeChunks';

// The shape Docusaurus generates: exact pages first, then the docs layout with its version and doc routes.
const ROUTES_JS = `import React from 'react';
import ComponentCreator from '@docusaurus/ComponentCreator';

export default [
  {
    path: '/docs',
    component: ComponentCreator('/docs', 'f64'),
    exact: true
  },
  {
    path: '/docs',
    component: ComponentCreator('/docs', '8b1'),
    routes: [
      {
        path: '/docs/next',
        component: ComponentCreator('/docs/next', '0d0'),
        routes: [
          {path: '/docs/next/types', component: ComponentCreator('/docs/next/types', 'a1'), exact: true}
        ]
      },
      {
        path: '/docs',
        component: ComponentCreator('/docs', '022'),
        routes: [
          {path: '/docs/types', component: ComponentCreator('/docs/types', '036'), exact: true}
        ]
      }
    ]
  },
  {
    path: '/',
    component: ComponentCreator('/', 'e5f'),
    exact: true
  },
  {
    path: '*',
    component: ComponentCreator('*'),
  },
];
`;

const CHUNK_NAMES = {
  '/docs-f64': {__comp: 'redirect', config: 'siteConfig'},
  '/docs-8b1': {__comp: 'docsRoot', __context: {plugin: 'docsPlugin'}},
  '/docs/next-0d0': {__comp: 'versionRoot', __props: 'nextSidebar'},
  '/docs-022': {__comp: 'versionRoot', __props: 'currentSidebar'},
  '/docs/types-036': {__comp: 'docItem', content: 'typesPage'},
  '/docs/next/types-a1': {__comp: 'docItem', content: 'nextTypesPage'},
  '/-e5f': {__comp: 'home'},
};

const js = (file: string) => ({js: [{file}]});
const MANIFEST: ClientManifest = {
  origins: {
    docsRoot: ['theme', 'c1'],
    docsPlugin: ['c2'],
    versionRoot: ['theme', 'c3'],
    currentSidebar: ['c4'],
    nextSidebar: ['c5'],
    docItem: ['theme', 'css-only', 'c6'],
    typesPage: ['theme', 'c7'],
    nextTypesPage: ['theme', 'c8'],
    home: ['c9'],
    redirect: ['c10'],
  },
  assets: {
    theme: js('assets/js/docs-theme.1.js'),
    'css-only': {js: null},
    c1: js('assets/js/root.js'),
    c2: js('assets/js/plugin.js'),
    c3: js('assets/js/version.js'),
    c4: js('assets/js/sidebar-current.js'),
    c5: js('assets/js/sidebar-next.js'),
    c6: js('assets/js/doc-item.js'),
    c7: js('assets/js/types.js'),
    c8: js('assets/js/next-types.js'),
    c9: js('assets/js/home.js'),
    c10: js('assets/js/redirect.js'),
  },
};

describe('route chunks', () => {
  const routes = parseRoutes(ROUTES_JS, '.docusaurus/routes.js');

  it("reads the route tree with each route's key", () => {
    expect(routes.map((route) => route.component)).toEqual(['/docs-f64', '/docs-8b1', '/-e5f', '*-undefined']);
    expect(routes[1].routes![1].routes![0]).toEqual({path: '/docs/types', component: '/docs/types-036', exact: true});
  });

  it('collects every chunk name of a route, nested ones included', () => {
    expect(chunkNamesOf(CHUNK_NAMES['/docs-8b1'])).toEqual(['docsRoot', 'docsPlugin']);
    expect(chunkNamesOf(undefined)).toEqual([]);
  });

  it('lists the files of the matched routes only, each once, shared chunks first as the manifest has them', () => {
    expect(routeScripts('/docs/types', routes, CHUNK_NAMES, MANIFEST)).toEqual([
      'assets/js/docs-theme.1.js',
      'assets/js/root.js',
      'assets/js/plugin.js',
      'assets/js/version.js',
      'assets/js/sidebar-current.js',
      'assets/js/doc-item.js',
      'assets/js/types.js',
    ]);
    // The other version's sidebar and page, and the exact /docs route, are not part of this page.
    expect(routeScripts('/docs/next/types', routes, CHUNK_NAMES, MANIFEST)).toEqual([
      'assets/js/docs-theme.1.js',
      'assets/js/root.js',
      'assets/js/plugin.js',
      'assets/js/version.js',
      'assets/js/sidebar-next.js',
      'assets/js/doc-item.js',
      'assets/js/next-types.js',
    ]);
    expect(routeScripts('/', routes, CHUNK_NAMES, MANIFEST)).toEqual(['assets/js/home.js']);
    expect(routeScripts('/docs', routes, CHUNK_NAMES, MANIFEST)).toEqual(['assets/js/redirect.js']);
    // The catch-all has no chunks of its own in routesChunkNames.json.
    expect(routeScripts('/missing', routes, CHUNK_NAMES, MANIFEST)).toEqual([]);
  });

  it('names the file when the route table cannot be read', () => {
    expect(() => parseRoutes('export default [ { path: ', '/site/.docusaurus/routes.js')).toThrow(/^\/site\/\.docusaurus\/routes\.js: cannot be read as the route table/);
    expect(() => parseRoutes('export default {}', '/site/.docusaurus/routes.js')).toThrow('/site/.docusaurus/routes.js: does not export a list of routes');
  });
});

describe('the bundle list in a page', () => {
  const page = (list: string) => `<body><div id=__docusaurus></div><script id=bundle-loader>!function(e){e.forEach(load)}(${list})</script></body>`;
  const entry = '["/assets/js/react-dom.1.js","/assets/js/runtime~main.2.js","/assets/js/main.3.js"]';

  it("inserts the route's files before the main bundle, which starts the site and so runs last", () => {
    const html = withRouteScripts(page(entry), ['/assets/js/docs-theme.1.js', '/assets/js/types.js'], 'build/docs/types.html');
    expect(html).toBe(page('["/assets/js/react-dom.1.js","/assets/js/runtime~main.2.js","/assets/js/docs-theme.1.js","/assets/js/types.js","/assets/js/main.3.js"]'));
  });

  it('works on the template as written, with quoted attributes, and lists a file only once', () => {
    const html = `<script id="bundle-loader">(function (urls) {})(${entry});</script>`;
    expect(withRouteScripts(html, ['/assets/js/main.3.js', '/assets/js/a.js'], 'x.html')).toBe(
      `<script id="bundle-loader">(function (urls) {})(["/assets/js/react-dom.1.js","/assets/js/runtime~main.2.js","/assets/js/a.js","/assets/js/main.3.js"]);</script>`,
    );
    expect(withRouteScripts(html, [], 'x.html')).toBe(html);
  });

  it('stops the build naming the page when it has no bundle loader', () => {
    expect(() => withRouteScripts('<body><script>1</script></body>', ['/a.js'], 'build/docs/types.html')).toThrow(
      'build/docs/types.html: has no bundle loader (<script id="bundle-loader">, plugins/html-template)',
    );
  });
});

describe('the HTML file of a site path (plugins/html-template/builtPage)', () => {
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'route-scripts-'));
  mkdirSync(path.join(outDir, 'docs', 'guides'), {recursive: true});
  for (const file of ['index.html', 'docs/types.html', 'docs/guides/index.html']) writeFileSync(path.join(outDir, file), '');

  it('finds the page whichever way it was written, and nothing for a route without a page', () => {
    expect(builtPageFile(outDir, '/', '/')).toBe(path.join(outDir, 'index.html'));
    expect(builtPageFile(outDir, '/docs/types', '/')).toBe(path.join(outDir, 'docs/types.html'));
    expect(builtPageFile(outDir, '/docs/guides/', '/')).toBe(path.join(outDir, 'docs/guides/index.html'));
    expect(builtPageFile(outDir, '/site/docs/types', '/site/')).toBe(path.join(outDir, 'docs/types.html'));
    expect(builtPageFile(outDir, '/docs/missing', '/')).toBeUndefined();
  });
});

describe('the plugin after a build', () => {
  function site(manifest: string) {
    const root = mkdtempSync(path.join(os.tmpdir(), 'route-scripts-site-'));
    const generatedFilesDir = path.join(root, '.docusaurus');
    const outDir = path.join(root, 'build');
    mkdirSync(generatedFilesDir);
    mkdirSync(path.join(outDir, 'docs'), {recursive: true});
    writeFileSync(path.join(generatedFilesDir, 'routes.js'), ROUTES_JS);
    writeFileSync(path.join(generatedFilesDir, 'routesChunkNames.json'), JSON.stringify(CHUNK_NAMES));
    writeFileSync(path.join(generatedFilesDir, 'client-manifest.json'), manifest);
    const page = '<script id=bundle-loader>load(["/assets/js/runtime~main.2.js","/assets/js/main.3.js"])</script>';
    writeFileSync(path.join(outDir, 'index.html'), page);
    writeFileSync(path.join(outDir, 'docs', 'types.html'), page);
    const postBuild = (routeScriptsPlugin().postBuild as unknown as (props: object) => Promise<void>).bind(null);
    return {outDir, generatedFilesDir, run: () => postBuild({outDir, generatedFilesDir, baseUrl: '/', routesPaths: ['/', '/docs/types', '/docs/next/types', '/docs/types']})};
  }

  it("writes each page's route files into its bundle list, and leaves pages it has no route for", async () => {
    const {outDir, run} = site(JSON.stringify(MANIFEST));
    await run();
    expect(readFileSync(path.join(outDir, 'index.html'), 'utf8')).toBe('<script id=bundle-loader>load(["/assets/js/runtime~main.2.js","/assets/js/home.js","/assets/js/main.3.js"])</script>');
    expect(readFileSync(path.join(outDir, 'docs', 'types.html'), 'utf8')).toContain('"/assets/js/sidebar-current.js","/assets/js/doc-item.js","/assets/js/types.js","/assets/js/main.3.js"]');
  });

  it('stops the build naming a malformed manifest', async () => {
    const {generatedFilesDir, run} = site('{"origins": ');
    await expect(run()).rejects.toThrow(`${path.join(generatedFilesDir, 'client-manifest.json')}: `);
  });
});
