/**
 * The components pages use are declared once (plugins/page-components): every element a docs page of any version
 * uses has a declaration, and every declaration answers each question the build asks of it.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {parseMdx} from '@site/plugins/mdx-tree/parse';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';
import {allDeclarationProblems, declarationProblems, undeclaredElements} from '@site/plugins/page-components/check';
import {PAGE_COMPONENTS} from '@site/plugins/page-components';

const root = path.resolve(__dirname, '../..');

/** The pages of a folder: Docusaurus reads both .md and .mdx files as MDX. */
function pagesOf(dir: string): string[] {
  return readdirSync(path.join(root, dir), {withFileTypes: true, recursive: true})
    .filter((entry) => entry.isFile() && /\.mdx?$/.test(entry.name))
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

const undeclaredIn = (source: string) => undeclaredElements(parseMdx(source) as unknown as MdxNode);

describe('page components', () => {
  it('declares every component that a page of docs/ or versioned_docs/ uses', () => {
    const pages = [...pagesOf('docs'), ...pagesOf('versioned_docs')];
    expect(pages.length).toBeGreaterThan(50);
    const undeclared = pages.flatMap((page) =>
      undeclaredIn(readFileSync(path.join(root, page), 'utf8')).map((name) => `${page}: <${name}> has no declaration in plugins/page-components`),
    );
    expect(undeclared).toEqual([]);
  });

  it('has complete declarations that point to real modules, exports and files', () => {
    expect(allDeclarationProblems(root)).toEqual([]);
  });

  it('finds an undeclared component anywhere in a page, and nothing in code, HTML or an expanded element', () => {
    const page = [
      "import Local from './Local';",
      '',
      '<PlatformTabs>',
      '  <TabItem value="ios">',
      '    Text with <Gizmo /> inside.',
      '  </TabItem>',
      '</PlatformTabs>',
      '',
      '<Operations group="ios" />',
      '',
      '<details><summary>More</summary><Widget /></details>',
      '',
      '```tsx',
      '<NotAnElement />',
      '```',
      '',
      '<Gizmo />',
    ].join('\n');
    expect(undeclaredIn(page)).toEqual(['Gizmo', 'Widget']);
  });

  it('names the component of an incomplete or wrong declaration', () => {
    const {markdown} = PAGE_COMPONENTS.Version;
    expect(declarationProblems(root, 'Gadget', {from: '@site/src/components/Version', markdown})).toEqual([
      "Gadget: prose must say whether it renders plain HTML ('plain'), is a container ('container') or neither ('separate')",
      'Gadget: onDemand must say which data it loads when asked, or be null',
      'Gadget: light must name its light entry and view, or be null',
      "Gadget: docsChunk must say whether it belongs in the docs pages' shared chunk",
    ]);
    expect(
      declarationProblems(root, 'Gadget', {
        from: '@site/src/components/Gadget',
        prose: 'plain',
        onDemand: {props: [], loader: 'loadData'},
        light: {element: 'TypeTable', from: '@site/src/components/TypeTable/island', view: '@site/src/components/TypeTable/nowhere'},
        docsChunk: ['gone.ts'],
      }),
    ).toEqual([
      'Gadget: from names @site/src/components/Gadget, which is no file of the site',
      "Gadget: no markdown form for the pages' .md copies (plugins/markdown-export/forms.ts)",
      'Gadget: onDemand names no props to move',
      "Gadget: light's element TypeTable is a component of its own",
      "Gadget: light's view names @site/src/components/TypeTable/nowhere, which is no file of the site",
      'Gadget: docsChunk names src/components/Gadget, which is no folder',
    ]);
    expect(declarationProblems(root, 'Gadget', {...PAGE_COMPONENTS.AccordionItem, named: 'AccordionHeader'})).toEqual([
      'Gadget: from names @site/src/components/Accordion, which has no export AccordionHeader',
    ]);
    expect(declarationProblems(root, 'Gadget', {...PAGE_COMPONENTS.ErrorDecoder, onDemand: {props: ['codes'], loader: 'loadRules'}})).toEqual([
      "Gadget: onDemand's loader loadRules is no prop it reads",
    ]);
  });
});
