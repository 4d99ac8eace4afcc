/**
 * The components pages use are declared once (plugins/page-components): every element a docs page of any version
 * uses has a declaration, and every declaration answers each question the build asks of it.
 */
import {mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync} from 'node:fs';
import os from 'node:os';
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
    // Its module is its own folder unless it says otherwise.
    expect(declarationProblems(root, 'Gadget', {markdown, prose: 'plain'})).toEqual([
      'Gadget: from names @site/src/components/Gadget, which is no file of the site',
    ]);
    expect(declarationProblems(root, 'Gadget', {from: '@site/src/components/Version'})).toEqual([
      "Gadget: no markdown form for the pages' .md copies (plugins/markdown-export/forms.ts)",
      "Gadget: prose must say whether it renders plain HTML ('plain'), is a container ('container') or neither ('separate')",
    ]);
    expect(
      declarationProblems(root, 'Gadget', {
        from: '@site/src/components/Version',
        markdown,
        prose: 'plain',
        onDemand: {props: [], loader: 'loadData'},
        docsChunk: ['gone.ts'],
      }),
    ).toEqual([
      'Gadget: its on-demand data needs props filled from the spec model, and plugins/spec-model/remark.ts has no handler for it',
      'Gadget: onDemand names no props to move',
      "Gadget: onDemand's loader loadData is no prop it reads",
      'Gadget: docsChunk names src/components/Version/gone.ts, which is no file',
    ]);
    expect(declarationProblems(root, 'Gadget', {...PAGE_COMPONENTS.AccordionItem, named: 'AccordionHeader'})).toEqual([
      'Gadget: from names @site/src/components/Accordion, which has no export AccordionHeader',
    ]);
    expect(declarationProblems(root, 'ErrorDecoder', {...PAGE_COMPONENTS.ErrorDecoder, onDemand: {props: ['codes'], loader: 'loadRules'}})).toEqual([
      "ErrorDecoder: onDemand's loader loadRules is no prop it reads",
    ]);
  });

  it('names a light component that misses its island, its view or the handler that fills it', () => {
    // A light entry and its view follow from the component's folder: <folder>/island and <folder>/view.
    const siteDir = mkdtempSync(path.join(os.tmpdir(), 'components-'));
    mkdirSync(path.join(siteDir, 'src/components/TypeTable'), {recursive: true});
    writeFileSync(path.join(siteDir, 'src/components/TypeTable/index.tsx'), 'export default function TypeTable() {}\n');
    expect(declarationProblems(siteDir, 'TypeTable', PAGE_COMPONENTS.TypeTable)).toEqual([
      'TypeTable: its light entry names @site/src/components/TypeTable/island, which is no file of the site',
      'TypeTable: its light view names @site/src/components/TypeTable/view, which is no file of the site',
    ]);
    writeFileSync(path.join(siteDir, 'src/components/TypeTable/island.tsx'), 'export default function TypeTableIsland() {}\n');
    writeFileSync(path.join(siteDir, 'src/components/TypeTable/view.tsx'), 'export const TypeTable = () => null;\n');
    expect(declarationProblems(siteDir, 'TypeTable', PAGE_COMPONENTS.TypeTable)).toEqual([
      'TypeTable: its light view names @site/src/components/TypeTable/view, which has no default export',
    ]);
    // Its filled props come from the spec model: a light component the model does not fill has none to move.
    expect(declarationProblems(root, 'Gadget', {...PAGE_COMPONENTS.TypeTable, from: '@site/src/components/TypeTable'})).toEqual([
      'Gadget: its light entry needs props filled from the spec model, and plugins/spec-model/remark.ts has no handler for it',
    ]);
  });
});
