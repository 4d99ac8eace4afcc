/**
 * Static islands (plugins/static-islands, src/components/StaticIsland): a table's data goes to a data file instead of
 * the page's JavaScript; the server renders it, a first visit keeps that HTML, a page reached by a link loads it.
 */
import React from 'react';
import {existsSync, mkdtempSync, readdirSync, readFileSync, statSync, utimesSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {renderToString} from 'react-dom/server';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {PageIslands, ISLANDS_IDENTIFIER, VIEWS_KEY, islandDataDir} from '@site/plugins/static-islands/pageData';
import {islandRules} from '@site/plugins/static-islands';
import {writeIslands} from '@site/plugins/static-islands/remark';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';
import {islandData, islandElement, loadedIslandData} from '@site/src/components/StaticIsland/islandData';
import {IslandShell, withStaticIsland} from '@site/src/components/StaticIsland';
import {registerIslandView} from '@site/src/components/StaticIsland/views';
import {SERVER_HTML_ATTRIBUTE, textDigest, useServerHtml} from '@site/src/components/StaticIsland/serverHtml';
import {pushed} from '@site/tests/unit/support/docusaurus/router';
import {hydrate} from '@site/tests/unit/support/hydrate';
import staticIslandLoader from '@site/plugins/static-islands/loader.js';

const loader = staticIslandLoader as (this: unknown, source: string) => string;

const emitted = new Map<string, string>();

function runLoader(source: string, mode: string, resourcePath = '/site/.docusaurus/static-islands/iabc.json', resourceQuery = '?island'): string {
  return loader.call(
    {getOptions: () => ({mode, viewsKey: VIEWS_KEY}), resourcePath, resourceQuery, emitFile: (name: string, content: string) => emitted.set(name, content)},
    source,
  );
}

describe('the data file loader', () => {
  const source = JSON.stringify({'iabc-0': {of: 'Product'}, 'iabc-1': {of: 'Purchase'}});

  it('gives the server bundle the data itself, registered by island key', () => {
    const code = runLoader(source, 'data');
    const start = 'export default registerIslandData(JSON.parse(';
    expect(code).toContain(`import {registerIslandData} from '@site/src/components/StaticIsland/islandData';\n${start}`);
    const json = code.slice(code.indexOf(start) + start.length, code.lastIndexOf('))'));
    expect(JSON.parse(JSON.parse(json))).toEqual(JSON.parse(source));
  });

  it('gives the browser a module that fetches the data, an asset named by its content, only when the page lacks an island', () => {
    emitted.clear();
    const code = runLoader(source, 'browser');
    const [[name, content]] = [...emitted];
    expect(name).toMatch(/^assets\/islands\/iabc\.[0-9a-f]{8}\.json$/);
    expect(JSON.parse(content)).toEqual(JSON.parse(source));
    expect(code).toContain(`export default await islandData(["iabc-0"], __webpack_public_path__ + "${name}", () => Promise.all([]))`);
    expect(code).not.toContain('Product');
    // Other data, another name: a cached old copy is never taken for the new one.
    runLoader(JSON.stringify({'iabc-0': {of: 'Subscription'}}), 'browser');
    expect(new Set(emitted.keys()).size).toBe(2);
  });

  it('imports the views a data file lists: with the data on the server, only with a fetch in the browser', () => {
    const withViews = JSON.stringify({'iabc-0': {of: 'Product'}, [VIEWS_KEY]: ['TypeTable=@site/src/components/TypeTable/view']});
    const server = runLoader(withViews, 'data');
    expect(server).toContain(`import * as view0 from "@site/src/components/TypeTable/view";\nregisterIslandView("TypeTable", view0["default"]);`);
    expect(server).not.toContain(VIEWS_KEY);
    emitted.clear();
    const browser = runLoader(withViews, 'browser');
    expect(browser).not.toMatch(/^import .*"@site\/src\/components\/TypeTable\/view"/m);
    expect(browser).toContain(
      `islandData(["iabc-0"], __webpack_public_path__ + "${[...emitted.keys()][0]}", () => Promise.all([import(/* webpackChunkName: "island-view-TypeTable-view" */ "@site/src/components/TypeTable/view").then((module) => registerIslandView("TypeTable", module["default"]))]))`,
    );
    expect(JSON.parse([...emitted.values()][0])).toEqual({'iabc-0': {of: 'Product'}});
  });

  it('gives a page only the islands its import names, of a file that many pages share, under keys of its own', () => {
    emitted.clear();
    const code = runLoader(source, 'browser', undefined, '?island=iabc-1&as=p1-');
    // The page gets its prefix with the data, to find the islands by the names it knows.
    expect(code).toContain('export default {prefix: "p1-", islands: await islandData(["p1-iabc-1"]');
    expect(runLoader(source, 'data', undefined, '?island=iabc-1&as=p1-')).toContain('export default {prefix: "p1-", islands: registerIslandData(');
    expect(JSON.parse([...emitted.values()][0])).toEqual({'p1-iabc-1': {of: 'Purchase'}});
    expect(runLoader(source, 'data', undefined, '?island=iabc-1')).not.toContain('Product');
    expect(() => runLoader(source, 'data', undefined, '?island=iabc-1,iabc-9')).toThrow(/iabc\.json: no static-island data for iabc-9/);
  });

  it('registers a component that a data file lists by name, as it loads: on the server with the data, in the browser on a fetch', () => {
    const withComponent = JSON.stringify({'iabc-0': {content: {}}, [VIEWS_KEY]: ['DocText=@site/src/components/DocText#Inline']});
    const server = runLoader(withComponent, 'data');
    expect(server).toContain(`import * as view0 from "@site/src/components/DocText";\nregisterIslandView("DocText", view0["Inline"]);`);
    const browser = runLoader(withComponent, 'browser');
    expect(browser).toContain(
      `import(/* webpackChunkName: "island-view-DocText" */ "@site/src/components/DocText").then((module) => registerIslandView("DocText", module["Inline"]))`,
    );
    expect(runLoader(source, 'data')).not.toContain('registerIslandView');
  });

  it('stops the build naming the file when the data is not an object of islands', () => {
    expect(() => runLoader(JSON.stringify({[VIEWS_KEY]: {TypeTable: 1}}), 'data')).toThrow(/iabc\.json: "@views" must be a list of views, each Name=module/);
    expect(() => runLoader(JSON.stringify({[VIEWS_KEY]: ['@site/src/components/TypeTable/view']}), 'data')).toThrow(
      /must be a list of views, each Name=module/,
    );
    expect(() => runLoader('{"iabc-0": ', 'data')).toThrow(/iabc\.json: static-island data is not valid JSON/);
    expect(() => runLoader('[1]', 'data')).toThrow(/iabc\.json: static-island data must be an object/);
  });

  it('is wired to the page import in each bundle: data on the server, the fetching module in the browser', () => {
    const [server] = islandRules(true);
    const [browser] = islandRules(false);
    expect(server.use[0].options.mode).toBe('data');
    expect(browser.use[0].options.mode).toBe('browser');
    expect(browser.resourceQuery.test('?island')).toBe(true);
    expect(browser.resourceQuery.test('?island=syncIOS&as=g1a2b3c-')).toBe(true);
    expect(browser.resourceQuery.test('?islands')).toBe(false);
  });
});

describe('a page’s island data file', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'islands-'));

  it('keys each island by page, writes the props once and imports them under one name', () => {
    const types = new PageIslands(siteDir, path.join(siteDir, 'docs', 'types.mdx'));
    const apis = new PageIslands(siteDir, path.join(siteDir, 'docs', 'apis.mdx'));
    const keyOf = (attributes: unknown[]) => (attributes[0] as {value: string}).value;
    const firstAttributes = types.add({of: 'Product'});
    const first = keyOf(firstAttributes);
    const second = keyOf(types.add({of: 'Purchase'}));
    const other = keyOf(apis.add({of: 'Product'}));
    expect(firstAttributes[0]).toEqual({type: 'mdxJsxAttribute', name: 'island', value: expect.stringMatching(/^i[0-9a-f]{8}-0$/)});
    expect(firstAttributes[1]).toMatchObject({name: 'islands', value: {value: ISLANDS_IDENTIFIER}});
    expect(second).toMatch(/-1$/);
    expect(other).not.toBe(first);
    const importNode = types.write() as unknown as {value: string};
    expect(importNode.value).toBe(`import ${ISLANDS_IDENTIFIER} from '${types.written}?island';`);
    expect(JSON.parse(readFileSync(types.written!, 'utf8'))).toEqual({[first]: {of: 'Product'}, [second]: {of: 'Purchase'}});
  });

  it('goes to a folder of its own in a build without a speed mechanism, so that the full build keeps its files', () => {
    const pageFile = path.join(siteDir, 'docs', 'types.mdx');
    const full = new PageIslands(siteDir, pageFile, islandDataDir(siteDir, 'production', []));
    const without = new PageIslands(siteDir, pageFile, islandDataDir(siteDir, 'production', ['prose-runs']));
    full.add({of: 'Product', run: 'kept as HTML'});
    full.write();
    without.add({of: 'Product'});
    without.write();
    expect(path.dirname(without.written!)).not.toBe(path.dirname(full.written!));
    expect(existsSync(full.written!)).toBe(true);
  });

  it('goes to a folder of its bundler mode, so that a dev server does not rewrite the files of a cached build', () => {
    const pageFile = path.join(siteDir, 'docs', 'types.mdx');
    const build = new PageIslands(siteDir, pageFile, islandDataDir(siteDir, 'production'));
    const dev = new PageIslands(siteDir, pageFile, islandDataDir(siteDir, 'development'));
    build.add({of: 'Product', run: 'kept as HTML'});
    build.write();
    dev.add({of: 'Product'});
    dev.write();
    expect(path.dirname(dev.written!)).not.toBe(path.dirname(build.written!));
    expect(JSON.parse(readFileSync(build.written!, 'utf8'))).toEqual({
      [`${path.basename(build.written!).split('.')[0]}-0`]: {of: 'Product', run: 'kept as HTML'},
    });
    const previous = process.env.NODE_ENV;
    try {
      process.env.NODE_ENV = 'production';
      expect(islandDataDir(siteDir)).toBe(islandDataDir(siteDir, 'production'));
      process.env.NODE_ENV = 'development';
      expect(islandDataDir(siteDir)).toBe(islandDataDir(siteDir, 'development'));
    } finally {
      process.env.NODE_ENV = previous;
    }
  });

  it('names the file after its content, so that no cache can hold a page’s older data under the same name', () => {
    const dir = path.join(siteDir, 'content-named');
    const page = new PageIslands(siteDir, path.join(siteDir, 'docs', 'events.mdx'), dir);
    page.add({of: 'PurchaseError'});
    page.write();
    const first = page.written!;
    const longAgo = new Date('2025-01-01T00:00:00Z');
    utimesSync(first, longAgo, longAgo);
    const again = new PageIslands(siteDir, path.join(siteDir, 'docs', 'events.mdx'), dir);
    again.add({of: 'PurchaseError'});
    again.write();
    // The same data: the same file, untouched, so a dev server does not rebuild for nothing.
    expect(again.written).toBe(first);
    expect(statSync(first).mtime).toEqual(longAgo);
    const edited = new PageIslands(siteDir, path.join(siteDir, 'docs', 'events.mdx'), dir);
    edited.add({of: 'PurchaseErrorCode'});
    edited.write();
    expect(edited.written).not.toBe(first);
    // The page's older file goes; another page's stays.
    const other = new PageIslands(siteDir, path.join(siteDir, 'docs', 'errors.mdx'), dir);
    other.add({of: 'ErrorCode'});
    other.write();
    expect(readdirSync(dir).sort()).toEqual([path.basename(edited.written!), path.basename(other.written!)].sort());
  });

  it('is imported once by the page, the second pass’s import replacing the first', () => {
    const page = new PageIslands(siteDir, path.join(siteDir, 'docs', 'apis.mdx'), path.join(siteDir, 'passes'));
    const tree = {type: 'root', children: [{type: 'paragraph'}]} as MdxNode;
    page.add({of: 'Product'});
    writeIslands(tree, page);
    page.addData({tokens: 'code'});
    writeIslands(tree, page);
    const imports = (tree.children ?? []).filter((node) => node.type === 'mdxjsEsm').map((node) => (node as {value?: string}).value);
    expect(imports).toEqual([`import ${ISLANDS_IDENTIFIER} from '${page.written}?island';`]);
    expect(JSON.parse(readFileSync(page.written!, 'utf8'))).toHaveProperty(`${path.basename(page.written!).split('.')[0]}-1`, {tokens: 'code'});
  });
});

describe('the browser’s island data', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('fetches nothing when the HTML holds every island of the page, and fetches when one is missing', async () => {
    document.body.innerHTML = '<div data-island="ix-0"></div><div data-island="ix-1"></div>';
    const fetchMock = jest.fn(async () => ({ok: true, status: 200, json: async () => ({'ix-0': {}, 'ix-1': {of: 'Product'}})}));
    global.fetch = fetchMock as never;
    await expect(islandData(['ix-0', 'ix-1'], '/assets/islands/ix.json')).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
    await expect(islandData(['ix-0', 'ix-1', 'ix-2'], '/assets/islands/ix.json')).resolves.toEqual({'ix-0': {}, 'ix-1': {of: 'Product'}});
    expect(fetchMock).toHaveBeenCalledWith('/assets/islands/ix.json');
    // What it fetched is there for the elements that look their data up by key.
    expect(loadedIslandData('ix-1')).toEqual({of: 'Product'});
  });

  it('loads the views only with a fetch: a first visit, whose HTML has the islands, loads neither', async () => {
    document.body.innerHTML = '<div data-island="iv-0"></div>';
    global.fetch = jest.fn(async () => ({ok: true, status: 200, json: async () => ({'iv-0': {}, 'iv-1': {}})})) as never;
    const loadViews = jest.fn(async () => undefined);
    await expect(islandData(['iv-0'], '/assets/islands/iv.json', loadViews)).resolves.toBeNull();
    expect(loadViews).not.toHaveBeenCalled();
    await expect(islandData(['iv-0', 'iv-1'], '/assets/islands/iv.json', loadViews)).resolves.toEqual({'iv-0': {}, 'iv-1': {}});
    expect(loadViews).toHaveBeenCalledTimes(1);
  });

  it('finds a prose run by its server-HTML mark as well as an island, one attribute per lookup', async () => {
    document.body.innerHTML = '<div data-island="iz-0"></div><div data-server-html="iz-1"></div>';
    global.fetch = jest.fn() as never;
    const lookup = jest.spyOn(document, 'querySelector');
    await expect(islandData(['iz-0', 'iz-1'], '/assets/islands/iz.json')).resolves.toBeNull();
    expect(global.fetch).not.toHaveBeenCalled();
    expect(islandElement('iz-1')).toBe(document.querySelector('[data-server-html="iz-1"]'));
    expect(islandElement('iz-2')).toBeNull();
    // A selector list makes the browser match every element of a long page against each selector: 20 times slower.
    expect(lookup.mock.calls.map(([selector]) => selector).filter((selector) => selector.includes(','))).toEqual([]);
    lookup.mockRestore();
  });

  it('says which file failed when the data cannot be fetched', async () => {
    global.fetch = jest.fn(async () => ({ok: false, status: 404})) as never;
    await expect(islandData(['iy-0'], '/assets/islands/iy.json')).rejects.toThrow('(/assets/islands/iy.json) could not be loaded: HTTP 404');
  });
});

describe('withStaticIsland', () => {
  const renders = jest.fn();
  function Table({name, href}: {name: string; href: string}) {
    renders(name);
    return (
      <table>
        <tbody>
          <tr>
            <td>
              <a href={href}>{name}</a>
            </td>
          </tr>
        </tbody>
      </table>
    );
  }
  const IslandTable = withStaticIsland(Table);
  const islands = {'it-0': {name: 'ProductIOS', href: '/docs/types/product-ios'}};

  beforeEach(() => {
    renders.mockClear();
    pushed.length = 0;
  });

  it('renders a component given its own props as it is', () => {
    render(<IslandTable name="Purchase" href="/docs/types/purchase" />);
    expect(screen.getByRole('link', {name: 'Purchase'})).toBeInTheDocument();
    expect(document.querySelector('[data-island]')).toBeNull();
  });

  it('renders from the page data where the HTML has no island yet (a page reached by a link)', () => {
    const {unmount} = render(<IslandTable island="it-0" islands={islands} />);
    expect(document.querySelector('[data-island="it-0"]')).toContainElement(screen.getByRole('link', {name: 'ProductIOS'}));
    expect(renders).toHaveBeenCalledWith('ProductIOS');
    unmount();
  });

  it('hydrates the server’s HTML without its data, follows its links inside the app, and comes back without data', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<IslandTable island="it-0" islands={islands} />);
    document.body.appendChild(container);
    renders.mockClear();
    const errors: unknown[] = [];
    const root = await hydrate(container, <IslandTable island="it-0" islands={null} />, errors);
    expect(errors).toEqual([]);
    expect(renders).not.toHaveBeenCalled();
    const link = screen.getByRole('link', {name: 'ProductIOS'});
    fireEvent.click(link);
    expect(pushed).toEqual(['/docs/types/product-ios']);
    // A modified click is the browser's (a new tab): not followed, and stopped here only because jsdom cannot navigate.
    const stopNavigation = (event: Event) => event.preventDefault();
    document.addEventListener('click', stopNavigation);
    fireEvent.click(link, {ctrlKey: true});
    document.removeEventListener('click', stopNavigation);
    expect(pushed).toHaveLength(1);
    await act(async () => root.unmount());

    // Back on the page: the island shows what it showed when it left, still without data.
    render(<IslandTable island="it-0" islands={null} />);
    expect(screen.getByRole('link', {name: 'ProductIOS'})).toHaveAttribute('href', '/docs/types/product-ios');
    expect(renders).not.toHaveBeenCalled();
  });

  it('keeps its HTML when a parent remounts it right after hydration, as the theme’s tabs do', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<IslandTable key="server" island="it-0" islands={islands} />);
    document.body.appendChild(container);
    renders.mockClear();
    const errors: unknown[] = [];
    const root = await hydrate(container, <IslandTable key="server" island="it-0" islands={null} />, errors);
    await act(async () => root.render(<IslandTable key="browser" island="it-0" islands={null} />));
    expect(errors).toEqual([]);
    expect(container.querySelectorAll('[data-island="it-0"]')).toHaveLength(1);
    expect(screen.getByRole('link', {name: 'ProductIOS'})).toBeInTheDocument();
    expect(renders).not.toHaveBeenCalled();
    await act(async () => root.unmount());
  });

  it('hydrates without copying the server’s HTML: React keeps the very elements the server drew', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<IslandTable island="it-0" islands={islands} />);
    document.body.appendChild(container);
    const island = container.querySelector('[data-island="it-0"]')!;
    const serverLink = screen.getByRole('link', {name: 'ProductIOS'});
    const innerHtml = jest.spyOn(Element.prototype, 'innerHTML', 'get');
    const errors: unknown[] = [];
    const root = await hydrate(container, <IslandTable island="it-0" islands={null} />, errors);
    // Copying half a megabyte of markup out of the document is what the long task after load must not do.
    expect(innerHtml.mock.contexts).not.toContain(island);
    innerHtml.mockRestore();
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-island="it-0"]')).toBe(island);
    expect(screen.getByRole('link', {name: 'ProductIOS'})).toBe(serverLink);
    // Later renders leave it as it is.
    await act(async () => root.render(<IslandTable island="it-0" islands={null} />));
    expect(screen.getByRole('link', {name: 'ProductIOS'})).toBe(serverLink);
    await act(async () => root.unmount());
    container.remove();
  });

  it('keeps its content when React renders the page again because another part failed to hydrate', async () => {
    const Page = ({text}: {text: string}) => (
      <main>
        <p>{text}</p>
        <IslandTable island="it-0" islands={null} />
      </main>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <main>
        <p>Drawn by the server</p>
        <IslandTable island="it-0" islands={islands} />
      </main>,
    );
    document.body.appendChild(container);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const errors: unknown[] = [];
    const root = await hydrate(container, <Page text="Drawn in the browser" />, errors);
    // React could not hydrate the paragraph, so it built the whole page anew: the island's element is a new one.
    expect(errors).not.toEqual([]);
    expect(container).toHaveTextContent('Drawn in the browser');
    expect(container.querySelectorAll('[data-island="it-0"]')).toHaveLength(1);
    expect(screen.getByRole('link', {name: 'ProductIOS'})).toHaveAttribute('href', '/docs/types/product-ios');
    await act(async () => root.unmount());
    container.remove();
  });

  it('says what is wrong when an island has neither HTML nor data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<IslandTable island="it-9" islands={null} />)).toThrow(/Static island it-9 has neither HTML nor data/);
  });
});

describe('useServerHtml', () => {
  const renderedLines = jest.fn();
  function Code({lines}: {lines: string[]}) {
    const id = `code-${textDigest(lines.join('\n'))}`;
    const html = useServerHtml(id);
    if (html === undefined) renderedLines(lines.length);
    return (
      <code {...{[SERVER_HTML_ATTRIBUTE]: id}} dangerouslySetInnerHTML={html === undefined ? undefined : {__html: html}}>
        {html === undefined
          ? lines.map((line) => (
              <span key={line} className="token-line">
                {line}
              </span>
            ))
          : undefined}
      </code>
    );
  }

  it('keeps the server’s children while hydrating, without rendering them, and renders them in the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Code lines={['const a = 1;', 'const b = 2;']} />);
    document.body.appendChild(container);
    const serverLines = Array.from(container.querySelectorAll('.token-line'));
    renderedLines.mockClear();
    const errors: unknown[] = [];
    const root = await hydrate(container, <Code lines={['const a = 1;', 'const b = 2;']} />, errors);
    expect(errors).toEqual([]);
    expect(renderedLines).not.toHaveBeenCalled();
    // The very same elements: React neither replaced nor re-created them.
    expect(Array.from(container.querySelectorAll('.token-line'))).toEqual(serverLines);
    await act(async () => root.unmount());
    container.remove();

    // A block rendered in the browser with no server HTML on the page (a page reached by a link): its lines are rendered.
    render(<Code lines={['let c;']} />);
    expect(renderedLines).toHaveBeenCalledWith(1);
    expect(document.querySelector('.token-line')).toHaveTextContent('let c;');
  });
});

describe('useServerHtml after hydration', () => {
  function KeyedCode({text}: {text: string}) {
    const id = `code-${textDigest(text)}`;
    const html = useServerHtml(id);
    return (
      <code {...{[SERVER_HTML_ATTRIBUTE]: id}} dangerouslySetInnerHTML={html === undefined ? undefined : {__html: html}}>
        {html === undefined ? <span className="token-line">{text}</span> : undefined}
      </code>
    );
  }

  it('finds its HTML again when re-mounted in the browser, and only HTML of the same content', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<KeyedCode key="server" text="const a = 1;" />);
    document.body.appendChild(container);
    const root = await hydrate(container, <KeyedCode key="server" text="const a = 1;" />);
    // A re-mount (what the theme's tabs do after hydration) finds the element of the same content still in place.
    container.querySelector('.token-line')!.setAttribute('data-marked', 'yes');
    await act(async () => root.render(<KeyedCode key="browser" text="const a = 1;" />));
    expect(container.querySelector('.token-line')).toHaveAttribute('data-marked', 'yes');
    // Other content has another key: rendered from its own text.
    await act(async () => root.render(<KeyedCode key="other" text="let b;" />));
    expect(container.querySelector('.token-line')).toHaveTextContent('let b;');
    expect(container.querySelector('.token-line')).not.toHaveAttribute('data-marked');
    await act(async () => root.unmount());
    container.remove();
  });

  it('digests differ for different texts and agree for the same', () => {
    expect(textDigest('a')).toBe(textDigest('a'));
    expect(textDigest('const a = 1;')).not.toBe(textDigest('const a = 2;'));
  });
});

describe('IslandShell', () => {
  function Row({name}: {name: string}) {
    return <p>{name}</p>;
  }

  it('draws an island from its data with the view registered under the name it is given', () => {
    registerIslandView('ShellTestRow', Row);
    render(<IslandShell island="is-0" islands={{'is-0': {name: 'ProductAndroid'}}} view="ShellTestRow" />);
    expect(document.querySelector('[data-island="is-0"]')).toHaveTextContent('ProductAndroid');
  });

  it('keeps the server’s HTML without the view, and says so when it must draw one that never loaded', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<div data-island="is-1"><p>Kept</p></div>';
    document.body.appendChild(container);
    const root = await hydrate(container, <IslandShell island="is-1" islands={null} view="ShellTestMissing" />);
    expect(container).toHaveTextContent('Kept');
    await act(async () => root.unmount());
    container.remove();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<IslandShell island="is-2" islands={{'is-2': {name: 'x'}}} view="ShellTestMissing" />)).toThrow(
      'The static-island view "ShellTestMissing" is not loaded',
    );
  });
});
