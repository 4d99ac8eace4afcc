/**
 * Prose runs: a page's plain Markdown grouped into runs that the browser keeps as the server's HTML on a first visit
 * (plugins/static-islands/proseRuns.ts, src/components/ProseRun).
 */
import React from 'react';
import {render} from '@testing-library/react';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkProseRuns, {PROSE_RUN_COMPONENT} from '@site/plugins/static-islands/proseRuns';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';
import ProseRun from '@site/src/components/ProseRun';

/** False while React hydrates the server's HTML, true for every render after (Docusaurus's useIsBrowser). */
let mockIsBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}), {virtual: true});

const SITE = '/site';

async function runs(markdown: string, page = `${SITE}/docs/page.mdx`): Promise<MdxNode> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm);
  const tree = processor.parse(markdown) as unknown as MdxNode;
  remarkProseRuns({siteDir: SITE})(tree, {path: page});
  return tree;
}

/** The page's top level in short: a run lists the types of what it holds. */
function outline(tree: MdxNode): unknown[] {
  return (tree.children ?? []).map((node) =>
    node.name === PROSE_RUN_COMPONENT ? {run: (node.children ?? []).map((child) => child.name ?? child.type)} : (node.name ?? node.type),
  );
}

const runIds = (tree: MdxNode): string[] =>
  (tree.children ?? []).filter((node) => node.name === PROSE_RUN_COMPONENT).map((node) => node.attributes?.[0]?.value as string);

describe('grouping a page into prose runs', () => {
  it('groups headings, paragraphs, lists, tables and plain components, and ends a run at a code block or another component', async () => {
    const tree = await runs(
      [
        '## Products',
        'A product is what a store sells, see [the types](/docs/types).',
        '- one\n- two',
        '| a | b |\n|---|---|\n| 1 | 2 |',
        '<TypeTable of="Product" />',
        '```ts\nconst a = 1;\n```',
        'Then the <Version of="apple" /> module and <kbd>Ctrl</kbd>.',
        '### After',
        '<PlatformTabs>\n\nInside tabs.\n\n</PlatformTabs>',
        'Last words, **strong** and `code`.',
      ].join('\n\n'),
    );
    expect(outline(tree)).toEqual([
      'mdxjsEsm',
      {run: ['heading', 'paragraph', 'list', 'table', 'TypeTable']},
      'code',
      {run: ['paragraph', 'heading']},
      'PlatformTabs',
      {run: ['paragraph']},
    ]);
    // The tabs' own content is theirs: only the page's top level is grouped.
    const tabs = tree.children?.find((node) => node.name === 'PlatformTabs');
    expect(tabs?.children?.map((node) => node.type)).toEqual(['paragraph']);
  });

  it('imports the component once, at the top of the page', async () => {
    const tree = await runs('First paragraph with `code` and *stress*.\n\n<Accordion />\n\nSecond one with `code` and *more*.');
    const imports = tree.children?.filter((node) => node.type === 'mdxjsEsm') ?? [];
    expect(imports.map((node) => node.value)).toEqual([`import ${PROSE_RUN_COMPONENT} from '@site/src/components/ProseRun';`]);
    expect(tree.children?.[0]).toBe(imports[0]);
  });

  it('leaves a run out when it would cost as much as the element keeping it, and a page with none untouched', async () => {
    const tree = await runs('Hi.\n\n<Accordion />');
    expect(outline(tree)).toEqual(['paragraph', 'Accordion']);
    const lone = await runs('<TypeTable of="Product" />');
    expect(outline(lone)).toEqual(['mdxjsEsm', {run: ['TypeTable']}]);
  });

  it('ends a run at inline code that runs (an expression) or at a component written inside a paragraph', async () => {
    const tree = await runs('A sum: {1 + 1}, and more words in *this* run.\n\nA <Badge>live</Badge> one, with words enough.');
    expect(outline(tree)).toEqual(['paragraph', 'paragraph']);
  });

  it('gives runs keys unique within the page and across pages', async () => {
    const text = 'One paragraph with `code` and *stress*.\n\n<Accordion />\n\nAnother paragraph with `code` and *more*.';
    const a = runIds(await runs(text, `${SITE}/docs/a.mdx`));
    const b = runIds(await runs(text, `${SITE}/versioned_docs/version-1.3.17/a.mdx`));
    expect(new Set(a).size).toBe(2);
    expect(a.some((key) => b.includes(key))).toBe(false);
    expect(runIds(await runs(text, `${SITE}/docs/a.mdx`))).toEqual(a);
  });
});

describe('<ProseRun>', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    mockIsBrowser = false;
  });

  it("renders its Markdown when re-created after hydration, not the old HTML still on the page (the dev server's hot reload)", () => {
    const old = document.createElement('div');
    old.innerHTML = '<div data-server-html="p1-3" data-prose-run=""><p>Old words</p></div>';
    document.body.append(old);
    mockIsBrowser = true;
    const {container} = render(
      <ProseRun id="p1-3">
        <p>Edited words</p>
      </ProseRun>,
    );
    expect(container.textContent).toBe('Edited words');
  });

  it("keeps the server's HTML when the run is in the document, without rendering its Markdown", () => {
    // What the server wrote, with a word the Markdown below does not have: kept HTML is not rendered again.
    const server = document.createElement('div');
    server.innerHTML = '<div data-server-html="p1-0" data-prose-run=""><h2 id="x">Server words</h2><p>kept</p></div>';
    document.body.append(server);
    let rendered = 0;
    function Counted() {
      rendered += 1;
      return <p>Browser words</p>;
    }
    const {container} = render(
      <ProseRun id="p1-0">
        <Counted />
      </ProseRun>,
    );
    expect(container.textContent).toBe('Server wordskept');
    expect(rendered).toBe(0);
  });

  it('renders its Markdown when the run is not in the document (a page reached by a link, or the dev server)', () => {
    const {container} = render(
      <ProseRun id="p1-1">
        <p>Browser words</p>
      </ProseRun>,
    );
    expect(container.innerHTML).toBe('<div data-server-html="p1-1" data-prose-run=""><p>Browser words</p></div>');
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
      server.innerHTML = '<div data-server-html="p1-2" data-prose-run=""><table id="wide"></table><p>and</p><table id="narrow"></table></div>';
      document.body.append(server);
      const widths: Record<string, number> = {wide: 900, narrow: 200};
      for (const table of Array.from(server.querySelectorAll('table'))) {
        Object.defineProperties(table, {scrollWidth: {value: widths[table.id]}, clientWidth: {value: 300}});
      }
      // Hydrated as in the browser: the server's elements are the ones kept.
      render(<ProseRun id="p1-2" />, {container: server, hydrate: true});
      expect(observed.map(({table}) => table.id)).toEqual(['wide', 'narrow']);
      observed.forEach(({callback}) => callback());
      expect(document.getElementById('wide')?.getAttribute('tabindex')).toBe('0');
      expect(document.getElementById('narrow')?.hasAttribute('tabindex')).toBe(false);
    } finally {
      delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver;
    }
  });
});
