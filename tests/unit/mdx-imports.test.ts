/** The remark plugin that imports the site's components into the MDX pages that use them, and only those. */
import remarkMdxImports, {usedElementNames} from '@site/plugins/mdx-imports/remark';

type Node = {type: string; name?: string; value?: string; children?: Node[]; data?: {estree?: {body: unknown[]}}};

const element = (name: string, children: Node[] = []): Node => ({type: 'mdxJsxFlowElement', name, children});

function run(children: Node[]): Node[] {
  const tree: Node = {type: 'root', children};
  remarkMdxImports()(tree as never);
  return tree.children!;
}

const importsOf = (nodes: Node[]) => nodes.filter((node) => node.type === 'mdxjsEsm').map((node) => node.value);

describe('remark mdx-imports plugin', () => {
  it('imports each used component once, nested ones included, and nothing the page does not use', () => {
    const nodes = run([element('Accordion', [element('AccordionItem', [element('TypeTable')])]), element('TypeTable'), {type: 'paragraph'}]);
    expect(importsOf(nodes)).toEqual([
      "import Accordion from '@site/src/components/Accordion';",
      "import {AccordionItem} from '@site/src/components/Accordion';",
      "import TypeTable from '@site/src/components/TypeTable';",
    ]);
    expect(nodes.slice(3).map((node) => node.type)).toEqual(['mdxJsxFlowElement', 'mdxJsxFlowElement', 'paragraph']);
  });

  it('gives MDX a real import declaration to compile', () => {
    const [node] = run([element('Operation')]);
    expect(node.data?.estree?.body).toEqual([
      expect.objectContaining({
        type: 'ImportDeclaration',
        source: expect.objectContaining({value: '@site/src/components/Operation'}),
        specifiers: [expect.objectContaining({type: 'ImportDefaultSpecifier', local: expect.objectContaining({type: 'Identifier', name: 'Operation'})})],
      }),
    ]);
  });

  it('leaves alone a component the page imports or defines itself, and unknown elements', () => {
    const ownImport: Node = {
      type: 'mdxjsEsm',
      value: "import Version from './MyVersion';",
      data: {estree: {body: [{type: 'ImportDeclaration', specifiers: [{local: {name: 'Version'}}]}]}},
    };
    const ownExport: Node = {
      type: 'mdxjsEsm',
      value: 'export const SpecConst = () => null;',
      data: {estree: {body: [{type: 'ExportNamedDeclaration', declaration: {declarations: [{id: {name: 'SpecConst'}}]}}]}},
    };
    const nodes = run([ownImport, ownExport, element('Version'), element('SpecConst'), element('Mystery'), element('details')]);
    expect(importsOf(nodes)).toEqual([ownImport.value, ownExport.value]);
  });

  it('finds element names in document order', () => {
    expect(usedElementNames({type: 'root', children: [element('B', [element('A')]), element('B')]} as never)).toEqual(['B', 'A']);
  });
});
