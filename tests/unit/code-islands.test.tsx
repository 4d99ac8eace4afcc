/**
 * Code blocks as static islands (plugins/static-islands, src/components/HighlightedCode): a fenced block's build-time
 * tokens leave the page's JavaScript for its island data file; the server colours the block from that data, a first
 * visit keeps the server's lines, a page reached by a link colours it once the data is loaded, and a block keeps its
 * lines for the way back to a page whose data never loaded.
 */
import React from 'react';
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {renderToString} from 'react-dom/server';
import {hydrate} from '@site/tests/unit/support/hydrate';
import {act, render} from '@testing-library/react';
import remarkCodeHighlight from '@site/plugins/code-highlight/remark';
import remarkStaticIslands, {LIGHT_ENTRIES, remarkStaticIslandCode} from '@site/plugins/static-islands/remark';
import {ISLANDS_IDENTIFIER, VIEWS_KEY} from '@site/plugins/static-islands/pageData';
import HighlightedCode from '@site/src/components/HighlightedCode';
import {registerIslandData} from '@site/src/components/StaticIsland/islandData';
import {encodeTokens} from '@site/plugins/code-highlight/tokenize';

jest.mock('@docusaurus/theme-common', () => ({ThemeClassNames: {common: {codeBlock: 'theme-code-block'}}}));

type Node = {type: string; lang?: string; value?: string; name?: string; attributes?: unknown[]; data?: Record<string, unknown>; children?: Node[]};

describe('the code pass of the static-islands remark plugin', () => {
  const siteDir = mkdtempSync(path.join(os.tmpdir(), 'code-islands-'));
  const islandsDir = path.join(siteDir, 'islands');

  function compile(children: Node[]) {
    const tree: Node = {type: 'root', children};
    const file = {path: path.join(siteDir, 'docs', 'page.mdx'), data: {}};
    // The order of the site's config: islands of the filled components, highlighting, then the code's islands.
    remarkStaticIslands({siteDir, islandsDir})(tree as never, file as never);
    remarkCodeHighlight()(tree as never);
    remarkStaticIslandCode({siteDir, islandsDir})(tree as never, file as never);
    return tree;
  }

  it('moves a fenced block’s tokens to the page’s data file and leaves the block their key', () => {
    const code = 'const a = 1;';
    const tree = compile([
      {type: 'code', lang: 'ts', value: code},
      {type: 'code', value: 'plain text'},
    ]);
    const [importNode, block, plain] = tree.children!;
    expect(importNode.type).toBe('mdxjsEsm');
    expect(importNode.value).toMatch(new RegExp(`^import ${ISLANDS_IDENTIFIER} from '.*\\.json\\?island';$`));
    const properties = block.data!.hProperties as Record<string, unknown>;
    expect(properties.tokens).toBeUndefined();
    expect(properties.island).toMatch(/^i[0-9a-f]{8}-0$/);
    const file = importNode.value!.slice(importNode.value!.indexOf("'") + 1, importNode.value!.lastIndexOf('?'));
    // Its text too: the page's JavaScript keeps neither, and the browser copies the lines from the page.
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({[properties.island as string]: {tokens: encodeTokens(code, 'ts'), code}});
    expect(block.value).toBe('');
    // A block without tokens (no language) has nothing to move.
    expect(plain.data).toBeUndefined();
    expect(plain.value).toBe('plain text');
  });

  it('leaves a live example its text, which its editor runs', () => {
    const [importNode, live] = compile([{type: 'code', lang: 'jsx', meta: 'live', value: '<p>Hi</p>'} as Node]).children!;
    const file = importNode.value!.slice(importNode.value!.indexOf("'") + 1, importNode.value!.lastIndexOf('?'));
    expect(live.value).toBe('<p>Hi</p>');
    expect(Object.values(JSON.parse(readFileSync(file, 'utf8')))).toEqual([{tokens: encodeTokens('<p>Hi</p>', 'jsx')}]);
  });

  it('moves the tokens of a component’s code that names a prop for the key (an operation’s example), and no others', () => {
    const example = 'await initConnection();';
    const marked = (islandProp?: string) => ({
      type: 'mdxJsxFlowElement',
      name: 'Operation',
      attributes: [{type: 'mdxJsxAttribute', name: 'of', value: 'initConnection'}],
      data: {codeToHighlight: {code: example, language: 'ts', tokensProp: 'exampleTokens', ...(islandProp ? {islandProp} : {})}},
    });
    const tree = compile([marked('exampleIsland'), marked()]);
    const [importNode, moved, kept] = tree.children!;
    const names = (node: Node) => (node.attributes as {name: string; value: unknown}[]).map((attribute) => attribute.name);
    expect(names(moved)).toEqual(['of', 'exampleIsland']);
    expect(names(kept)).toEqual(['of', 'exampleTokens']);
    const key = (moved.attributes as {name: string; value: string}[])[1].value;
    const file = importNode.value!.slice(importNode.value!.indexOf("'") + 1, importNode.value!.lastIndexOf('?'));
    expect(JSON.parse(readFileSync(file, 'utf8'))[key]).toEqual({tokens: encodeTokens(example, 'ts')});
  });

  it('moves the code itself with its tokens when the component names the prop that holds it', () => {
    const example = 'await endConnection();';
    const tree = compile([
      {
        type: 'mdxJsxFlowElement',
        name: 'Operation',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'of', value: 'endConnection'},
          {type: 'mdxJsxAttribute', name: 'example', value: example},
        ],
        data: {codeToHighlight: {code: example, language: 'ts', tokensProp: 'exampleTokens', islandProp: 'exampleIsland', codeProp: 'example'}},
      },
    ]);
    const [importNode, moved] = tree.children!;
    expect((moved.attributes as {name: string}[]).map((attribute) => attribute.name)).toEqual(['of', 'exampleIsland']);
    const key = (moved.attributes as {name: string; value: string}[])[1].value;
    const file = importNode.value!.slice(importNode.value!.indexOf("'") + 1, importNode.value!.lastIndexOf('?'));
    expect(JSON.parse(readFileSync(file, 'utf8'))[key]).toEqual({tokens: encodeTokens(example, 'ts'), code: example});
  });

  it('shares one data file and one import with the islands of the first pass', () => {
    const filled = {
      type: 'mdxJsxFlowElement',
      name: 'TypeTable',
      attributes: [{type: 'mdxJsxAttribute', name: 'rows', value: 'x'}],
      data: {specModelFilledProps: ['rows']},
    };
    const tree = compile([filled, {type: 'code', lang: 'ts', value: 'let b;'}]);
    const imports = tree.children!.filter((child) => child.type === 'mdxjsEsm');
    expect(imports).toHaveLength(1);
    const file = imports[0].value!.slice(imports[0].value!.indexOf("'") + 1, imports[0].value!.lastIndexOf('?'));
    const {[VIEWS_KEY]: views, ...data} = JSON.parse(readFileSync(file, 'utf8'));
    expect(Object.values(data)).toEqual([{rows: 'x'}, {tokens: encodeTokens('let b;', 'ts'), code: 'let b;'}]);
    // The table became its light entry, which names its view, and the file lists the view's module under that name.
    const light = tree.children!.find((child) => child.type === 'mdxJsxFlowElement');
    expect(light?.name).toBe(LIGHT_ENTRIES.TypeTable.element);
    expect(light?.attributes).toContainEqual({type: 'mdxJsxAttribute', name: 'view', value: 'TypeTable'});
    expect(views).toEqual([`TypeTable=${LIGHT_ENTRIES.TypeTable.view}`]);
  });
});

describe('a code block whose tokens are in an island', () => {
  const code = 'const answer = 42;';
  const tokens = encodeTokens(code, 'ts')!;
  const keywordOf = (root: ParentNode) => root.querySelector('.token.keyword');

  it('is coloured by the server, keeps those lines when hydrated without the data, and keeps them for the way back', async () => {
    registerIslandData({'iserver-0': {tokens}});
    const container = document.createElement('div');
    container.innerHTML = renderToString(<HighlightedCode code={code} language="ts" island="iserver-0" />);
    expect(keywordOf(container)).toHaveTextContent('const');
    expect(container.querySelector('[data-island="iserver-0"]')).not.toBeNull();
    document.body.appendChild(container);

    // The browser of a first visit has not loaded the data: a key it never registered keeps the server's lines.
    const firstVisit = container.innerHTML.replaceAll('iserver-0', 'ifirst-0');
    container.innerHTML = firstVisit;
    const serverKeyword = keywordOf(container);
    const errors: unknown[] = [];
    const root = await hydrate(container, <HighlightedCode code={code} language="ts" island="ifirst-0" />, errors);
    expect(errors).toEqual([]);
    expect(keywordOf(container)).toBe(serverKeyword);
    await act(async () => root.unmount());
    container.remove();

    // Back on the page later (no server HTML in the document, still no data): the lines it left with.
    const {container: back} = render(<HighlightedCode code={code} language="ts" island="ifirst-0" />);
    expect(keywordOf(back)).toHaveTextContent('const');
  });

  it('without its code, keeps the server’s lines and line count on a first visit and copies those lines', async () => {
    const lines = 'const a = 1;\n\nconst b = 2;';
    registerIslandData({'icode-0': {tokens: encodeTokens(lines, 'ts'), code: lines}});
    const container = document.createElement('div');
    // The server has the page's data, so it draws the code from the island.
    container.innerHTML = renderToString(<HighlightedCode language="ts" island="icode-0" />).replaceAll('icode-0', 'icodefirst-0');
    document.body.appendChild(container);
    const style = container.querySelector('pre')!.getAttribute('style');
    expect(style).toContain('--openiap-code-lines:3');
    const errors: unknown[] = [];
    const root = await hydrate(container, <HighlightedCode language="ts" island="icodefirst-0" />, errors);
    expect(errors).toEqual([]);
    expect(container.querySelector('pre')!.getAttribute('style')).toBe(style);
    const writeText = jest.fn(async () => undefined);
    Object.assign(navigator, {clipboard: {writeText}});
    await act(async () => container.querySelector<HTMLButtonElement>('button[title="Copy code to clipboard"]')!.click());
    expect(writeText).toHaveBeenCalledWith(lines);
    await act(async () => root.unmount());
    container.remove();
  });

  it('without its code, draws it from the page’s data on a page reached by a link, and says so when it has neither', () => {
    const lines = 'await endConnection();';
    registerIslandData({'icodelink-0': {tokens: encodeTokens(lines, 'ts'), code: lines}});
    const {container} = render(<HighlightedCode language="ts" island="icodelink-0" />);
    expect(container.querySelector('code')).toHaveTextContent(lines);
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<HighlightedCode language="ts" island="icodenone-0" />)).toThrow(/neither HTML nor code/);
  });

  it('is coloured from the page’s data on a page reached by a link, and shown plain if the data has no tokens', () => {
    registerIslandData({'ilink-0': {tokens}});
    const {container} = render(<HighlightedCode code={code} language="ts" island="ilink-0" />);
    expect(keywordOf(container)).toHaveTextContent('const');
    const {container: missing} = render(<HighlightedCode code={code} language="ts" island="inone-0" />);
    expect(keywordOf(missing)).toBeNull();
    expect(missing).toHaveTextContent(code);
  });
});
