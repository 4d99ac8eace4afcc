/**
 * A remark plugin for the docs: it turns `<Diagram chart={`...`} />` into the diagram's two SVGs, at build time.
 *
 * The chart is only needed to find the SVGs drawn ahead of time (src/data/diagrams.json) and to put the diagram into
 * words for its text alternative. Doing both here keeps the chart, the manifest of every diagram and the describing
 * code out of the page's JavaScript: the component gets `images` and `alt`. A chart without its SVGs stops the build,
 * naming the page and the command to run.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {visit} from 'unist-util-visit';
import {dataAttribute} from '../mdx-tree/estree';
import {isJsxElement, pageFileOf, type MdxAttribute as Attribute, type MdxFile, type MdxNode as Node} from '../mdx-tree/nodes';
import {describeChart, lookupDiagram, type DiagramManifest, type DiagramVariants} from './diagrams';
import {MANIFEST_FILE} from './charts';

export interface RemarkDiagramsOptions {
  siteDir: string;
}

/** What <Diagram> shows for a chart: its two SVGs and a text alternative (the page's own, or made from the chart). */
export function diagramProps(chart: string, manifest: DiagramManifest, alt?: string): {images: DiagramVariants; alt: string} {
  return {images: lookupDiagram(chart, manifest), alt: alt ?? describeChart(chart)};
}

/** The chart as the page wrote it: a template literal without substitutions, or a plain string. */
function chartOf(attribute: Attribute | undefined, where: string): string {
  if (typeof attribute?.value === 'string') return attribute.value;
  const expression = (
    attribute?.value as {data?: {estree?: {body?: {expression?: {type: string; quasis?: {value: {cooked: string}}[]; expressions?: unknown[]}}[]}}} | undefined
  )?.data?.estree?.body?.[0]?.expression;
  if (expression?.type !== 'TemplateLiteral' || expression.expressions?.length !== 0) {
    throw new Error(`${where}: <Diagram> needs chart={\`...\`}, a chart written out in a template literal.`);
  }
  return expression.quasis![0].value.cooked;
}

export default function remarkDiagrams({siteDir}: RemarkDiagramsOptions) {
  return (tree: Node, file: MdxFile): void => {
    const where = path.relative(siteDir, pageFileOf(file) || 'a page');
    let manifest: DiagramManifest | undefined;
    visit(tree, (node) => {
      if (isJsxElement(node) && node.name === 'Diagram') {
        manifest ??= JSON.parse(readFileSync(path.join(siteDir, MANIFEST_FILE), 'utf8')) as DiagramManifest;
        const attributes = node.attributes ?? [];
        const chart = chartOf(
          attributes.find((entry) => entry.name === 'chart'),
          where,
        );
        const alt = attributes.find((entry) => entry.name === 'alt');
        if (alt && typeof alt.value !== 'string') throw new Error(`${where}: <Diagram alt> must be plain text.`);
        let props: ReturnType<typeof diagramProps>;
        try {
          props = diagramProps(chart, manifest, alt?.value as string | undefined);
        } catch (error) {
          throw new Error(`${where}: ${(error as Error).message}`);
        }
        node.attributes = [
          ...attributes.filter((entry) => entry.name !== 'chart' && entry.name !== 'alt'),
          dataAttribute('images', props.images),
          {type: 'mdxJsxAttribute', name: 'alt', value: props.alt},
        ];
      }
    });
  };
}
