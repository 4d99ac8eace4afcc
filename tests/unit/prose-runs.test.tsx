/**
 * Prose runs: a page's plain Markdown grouped into runs that the browser keeps as the server's HTML on a first visit
 * (plugins/static-islands/proseRuns.ts, src/components/ProseRun), with their content in the page's island data.
 */
import React from 'react';
import {mkdtempSync, readFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {render} from '@testing-library/react';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type {Root} from 'hast';
import remarkProseRuns, {PROSE_RUN_COMPONENT, PROSE_RUN_VIEW_MODULE} from '@site/plugins/static-islands/proseRuns';
import {VIEWS_KEY} from '@site/plugins/static-islands/pageData';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';
import {RUN_DATA_EXPRESSION} from '@site/shared/proseRunContent';
import ProseRun from '@site/src/components/ProseRun';
// Registers the view that draws a run from its data, as the page's island data module does when it loads.
import RunView from '@site/src/components/ProseRun/view';
import {registerIslandView} from '@site/src/components/StaticIsland/views';

/** False while React hydrates the server's HTML, true for every render after (Docusaurus's useIsBrowser). */
let mockIsBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}), {virtual: true});

const SITE = '/site';
// The island data of these made-up pages goes to a temporary folder, never over the build's own files.
const islandsDir = mkdtempSync(path.join(os.tmpdir(), 'prose-runs-'));

/** The imports a page of the site has for the components used below, one node each, as plugins/mdx-imports writes them. */
const IMPORTS = ['TypeTable', 'ErrorCodeTable', 'Version', 'PlatformTabs', 'Accordion', 'Badge', 'SpecConst', 'SandboxProvider', 'Unknown']
  .map((name) => `import ${name} from '@site/src/components/${name}';`)
  .join('\n\n');

type Processor = ReturnType<typeof unified>;

async function runs(
  markdown: string,
  page = `${SITE}/docs/page.mdx`,
  extend: (processor: Processor) => Processor = (processor) => processor,
  prepare: (tree: MdxNode) => void = () => undefined,
): Promise<MdxNode> {
  const processor = extend(unified().use(remarkParse).use(remarkMdx).use(remarkGfm) as unknown as Processor);
  const tree = processor.parse(`${IMPORTS}\n\n${markdown}`) as unknown as MdxNode;
  prepare(tree);
  remarkProseRuns({siteDir: SITE, islandsDir})(tree, {path: page});
  return tree;
}

const isRun = (node: MdxNode) => node.name === PROSE_RUN_COMPONENT;
const attribute = (node: MdxNode, name: string) => node.attributes?.find((entry) => entry.name === name);

/** The page's island data, read from the data file the page imports. */
function islandData(tree: MdxNode): Record<string, {content: Root}> & {[VIEWS_KEY]?: string[]} {
  const file = tree.children?.map((node) => /from '(.*)\?island';$/.exec(String(node.value ?? ''))?.[1]).find(Boolean);
  return file ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

type HastNode = {type: string; tagName?: string; name?: string; value?: string; children?: HastNode[]; attributes?: {name: string; value: unknown}[]};

/** The page's top level in short, without its imports: a run lists the elements its content holds. */
function outline(tree: MdxNode): unknown[] {
  const data = islandData(tree);
  return (tree.children ?? [])
    .filter((node) => node.type !== 'mdxjsEsm')
    .map((node) => {
      if (!isRun(node)) return node.name ?? node.type;
      const content = data[attribute(node, 'island')?.value as string].content as unknown as HastNode;
      return {run: (content.children ?? []).filter((child) => child.type !== 'text').map((child) => child.tagName ?? child.name)};
    });
}

describe('grouping a page into prose runs', () => {
  it('groups headings, paragraphs, lists, tables and plain components, and ends a run at a code block or another component', async () => {
    const tree = await runs(
      [
        '## Products',
        'A product is what a store sells, see [the types](/docs/types).',
        '- one\n- two',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        '<ErrorCodeTable />',
        '```ts\nconst a = 1;\n```',
        'Then the <Version of="apple" /> module and <kbd>Ctrl</kbd>.',
        '### After',
        '<PlatformTabs>\n\nInside tabs.\n\n</PlatformTabs>',
        'Last words, **strong** and `code`.',
      ].join('\n\n'),
    );
    expect(outline(tree)).toEqual([{run: ['h2', 'p', 'ul', 'table', 'ErrorCodeTable']}, 'code', {run: ['p', 'h3']}, 'PlatformTabs', {run: ['p']}]);
    // Content written straight into the tabs, outside a tab item, is not a container's: it stays as written.
    const tabs = tree.children?.find((node) => node.name === 'PlatformTabs');
    expect(tabs?.children?.map((node) => node.type)).toEqual(['paragraph']);
  });

  it("groups the content of tab items, accordion items, admonitions and the live examples' provider as the top level", async () => {
    const words = 'Words **enough** for a run, with `code`.';
    const tree = await runs(
      [
        `<PlatformTabs>\n<TabItem value="ios">\n\n${words}\n\n\`\`\`ts\nconst a = 1;\n\`\`\`\n\n${words}\n\n</TabItem>\n</PlatformTabs>`,
        `<Accordion>\n<AccordionItem title="One">\n\n${words}\n\n</AccordionItem>\n</Accordion>`,
        `<SandboxProvider>\n\n${words}\n\n</SandboxProvider>`,
        `:::note\n\n${words}\n\n:::`,
        `<Unknown>\n\n${words}\n\n</Unknown>`,
      ].join('\n\n'),
      undefined,
      (processor) => processor.use(remarkDirective),
      // As Docusaurus's admonitions plugin leaves an admonition: a directive that renders as one.
      (tree) => tree.children?.filter((node) => node.type === 'containerDirective').forEach((node) => (node.data = {hName: 'admonition'})),
    );
    const data = islandData(tree);
    const inside = (node: MdxNode | undefined): unknown[] =>
      (node?.children ?? []).map((child) =>
        isRun(child)
          ? {run: (data[attribute(child, 'island')?.value as string].content as unknown as HastNode).children?.map((block) => block.tagName)}
          : (child.name ?? child.type),
      );
    const top = (name: string) => tree.children?.find((node) => node.name === name || node.type === name);
    expect(inside(top('PlatformTabs')?.children?.[0])).toEqual([{run: ['p']}, 'code', {run: ['p']}]);
    expect(inside(top('Accordion')?.children?.[0])).toEqual([{run: ['p']}]);
    expect(inside(top('SandboxProvider'))).toEqual([{run: ['p']}]);
    expect(inside(top('containerDirective'))).toEqual([{run: ['p']}]);
    // A component that may not render its content, or renders it its own way, keeps it as written.
    expect(inside(top('Unknown'))).toEqual(['paragraph']);
  });

  it("keeps a run's content and components out of the page: the element holds its island key, the data file the components", async () => {
    const tree = await runs('Links may hold <SpecConst name="maxUrlLength" value={1000} /> characters, **at most**.\n\n<ErrorCodeTable />');
    const [run] = (tree.children ?? []).filter(isRun);
    expect(run.children).toEqual([]);
    expect(run.attributes?.map((entry) => entry.name)).toEqual(['island', 'islands']);
    // The components load with the data, registered by name; the page no longer imports them.
    expect(islandData(tree)[VIEWS_KEY]).toEqual(
      expect.arrayContaining(['ErrorCodeTable=@site/src/components/ErrorCodeTable', 'SpecConst=@site/src/components/SpecConst']),
    );
    const imports = tree.children?.filter((node) => node.type === 'mdxjsEsm').map((node) => String(node.value)) ?? [];
    expect(imports.some((value) => /import (ErrorCodeTable|SpecConst) /.test(value))).toBe(false);
    const content = islandData(tree)[attribute(run, 'island')?.value as string].content as unknown as HastNode;
    const constant = content.children?.[0].children?.find((child) => child.name === 'SpecConst');
    // Props written as data are kept as that data, not as the syntax tree of their code.
    expect(constant?.attributes).toEqual([
      {type: 'mdxJsxAttribute', name: 'name', value: 'maxUrlLength'},
      {
        type: 'mdxJsxAttribute',
        name: 'value',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          value: '',
          data: {estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression: {type: RUN_DATA_EXPRESSION, value: 1000}}]}},
        },
      },
    ]);
    expect(JSON.stringify(content)).not.toMatch(/"position"/);
    expect(islandData(tree)[VIEWS_KEY]).toContain(`${PROSE_RUN_COMPONENT}=${PROSE_RUN_VIEW_MODULE}`);
  });

  it('imports the component once, at the top of the page, with the island data', async () => {
    const tree = await runs('First paragraph with `code` and *stress*.\n\n<Accordion />\n\nSecond one with `code` and *more*.');
    const imports = tree.children?.filter((node) => node.type === 'mdxjsEsm').map((node) => String(node.value)) ?? [];
    expect(imports.filter((value) => value === `import ${PROSE_RUN_COMPONENT} from '@site/src/components/ProseRun';`)).toHaveLength(1);
    expect(imports.filter((value) => value.endsWith("?island';"))).toHaveLength(1);
    expect(outline(tree)).toEqual([{run: ['p']}, 'Accordion', {run: ['p']}]);
  });

  it('leaves a run out when it would cost as much as the element keeping it, and a page with none untouched', async () => {
    const tree = await runs('Hi.\n\n<Accordion />');
    expect(outline(tree)).toEqual(['paragraph', 'Accordion']);
    expect(islandData(tree)).toEqual({});
    const lone = await runs('<ErrorCodeTable />');
    expect(outline(lone)).toEqual([{run: ['ErrorCodeTable']}]);
    // A type table has a control the reader uses (its language): never part of a run.
    expect(outline(await runs('Words **enough** for a run, with `code`.\n\n<TypeTable of="Product" />'))).toEqual([{run: ['p']}, 'TypeTable']);
  });

  it('ends a run at an expression, a component inside a paragraph, a component the page does not import, or props that are not data', async () => {
    const tree = await runs(
      [
        'A sum: {1 + 1}, and more words in *this* run.',
        'A <Badge>live</Badge> one, with words enough.',
        '<Unknown of="x" />',
        '<ErrorCodeTable of={productName} />',
        '<ErrorCodeTable {...props} />',
      ].join('\n\n'),
    );
    expect(outline(tree)).toEqual(['paragraph', 'paragraph', 'Unknown', 'ErrorCodeTable', 'ErrorCodeTable']);
  });

  it('ends a run at a reference link, whose definition may be anywhere in the page', async () => {
    const tree = await runs('See [the types][types], with words enough for a run.\n\n[types]: /docs/types');
    expect(outline(tree)).toEqual(['paragraph', 'definition']);
  });

  it('gives runs keys unique within the page and across pages', async () => {
    const text = 'One paragraph with `code` and *stress*.\n\n<Accordion />\n\nAnother paragraph with `code` and *more*.';
    const keys = async (page: string) => ((await runs(text, page)).children ?? []).filter(isRun).map((node) => attribute(node, 'island')?.value as string);
    const a = await keys(`${SITE}/docs/a.mdx`);
    const b = await keys(`${SITE}/versioned_docs/version-1.3.17/a.mdx`);
    expect(new Set(a).size).toBe(2);
    expect(a.some((key) => b.includes(key))).toBe(false);
    expect(await keys(`${SITE}/docs/a.mdx`)).toEqual(a);
  });
});

/** A run's content as the build keeps it, for a paragraph of the given text. */
const paragraph = (text: string): {content: Root} => ({
  content: {type: 'root', children: [{type: 'element', tagName: 'p', properties: {}, children: [{type: 'text', value: text}]}]},
});

describe('<ProseRun>', () => {
  // As the page's island data module registers it when it loads.
  beforeAll(() => registerIslandView(PROSE_RUN_COMPONENT, RunView));
  afterEach(() => {
    document.body.innerHTML = '';
    mockIsBrowser = false;
  });

  it("draws its data when re-created after hydration, not the old HTML still on the page (the dev server's hot reload)", () => {
    const old = document.createElement('div');
    old.innerHTML = '<div data-server-html="i1-3" data-prose-run=""><p>Old words</p></div>';
    document.body.append(old);
    mockIsBrowser = true;
    const {container} = render(<ProseRun island="i1-3" islands={{'i1-3': paragraph('Edited words')}} />);
    expect(container.textContent).toBe('Edited words');
  });

  it("keeps the server's HTML when the run is in the document, with no data loaded", () => {
    const server = document.createElement('div');
    server.innerHTML = '<div data-server-html="i1-0" data-prose-run=""><h2 id="x">Server words</h2><p>kept</p></div>';
    document.body.append(server);
    const {container} = render(<ProseRun island="i1-0" islands={null} />);
    expect(container.textContent).toBe('Server wordskept');
  });

  it("draws its data when the run is not in the document (a page reached by a link), as the page's own Markdown", () => {
    const {container} = render(<ProseRun island="i1-1" islands={{'i1-1': paragraph('Browser words')}} />);
    expect(container.innerHTML).toBe('<div data-server-html="i1-1" data-prose-run=""><p>Browser words</p></div>');
  });

  it("draws the components a run holds with their props, the islands in it with the page's data", () => {
    function Shown({label, items, islands}: {label: string; items: number[]; islands?: unknown}) {
      return <em data-islands={islands ? Object.keys(islands as object).join() : 'none'}>{`${label}: ${items.join('+')}`}</em>;
    }
    const data = (value: unknown) => ({
      type: 'mdxJsxAttributeValueExpression',
      value: '',
      data: {estree: {type: 'Program', body: [{type: 'ExpressionStatement', expression: value}]}},
    });
    const content = {
      type: 'root',
      children: [
        {
          type: 'mdxJsxFlowElement',
          name: 'Shown',
          attributes: [
            {type: 'mdxJsxAttribute', name: 'label', value: 'sum'},
            {type: 'mdxJsxAttribute', name: 'items', value: data({type: RUN_DATA_EXPRESSION, value: [1, 2]})},
            {type: 'mdxJsxAttribute', name: 'islands', value: data({type: 'Identifier', name: '__islands'})},
          ],
          children: [],
        },
      ],
    } as unknown as Root;
    const islands = {'i1-4': {content}};
    registerIslandView('Shown', Shown);
    const {container} = render(<ProseRun island="i1-4" islands={islands} />);
    expect(container.innerHTML).toBe('<div data-server-html="i1-4" data-prose-run=""><em data-islands="i1-4">sum: 1+2</em></div>');
  });

  it('stops with a clear message when it has neither HTML nor data', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ProseRun island="i1-5" islands={null} />)).toThrow(
      "Prose run i1-5 has neither HTML nor data: was the page's island data file removed?",
    );
    jest.restoreAllMocks();
  });

  it('lets a kept table wider than its box take focus, so that the keyboard can scroll it, and a table that fits not', () => {
    const observed: {table: Element; callback: () => void}[] = [];
    (globalThis as {ResizeObserver?: unknown}).ResizeObserver = class {
      constructor(private readonly callback: () => void) {}
      observe(table: Element) {
        observed.push({table, callback: this.callback});
      }
      disconnect() {}
    };
    try {
      const server = document.createElement('div');
      server.innerHTML = '<div data-server-html="i1-2" data-prose-run=""><table id="wide"></table><p>and</p><table id="narrow"></table></div>';
      document.body.append(server);
      const widths: Record<string, number> = {wide: 900, narrow: 200};
      for (const table of Array.from(server.querySelectorAll('table'))) {
        Object.defineProperties(table, {scrollWidth: {value: widths[table.id]}, clientWidth: {value: 300}});
      }
      // Hydrated as in the browser: the server's elements are the ones kept.
      render(<ProseRun island="i1-2" islands={null} />, {container: server, hydrate: true});
      expect(observed.map(({table}) => table.id)).toEqual(['wide', 'narrow']);
      observed.forEach(({callback}) => callback());
      expect(document.getElementById('wide')?.getAttribute('tabindex')).toBe('0');
      expect(document.getElementById('narrow')?.hasAttribute('tabindex')).toBe(false);
    } finally {
      delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver;
    }
  });
});
