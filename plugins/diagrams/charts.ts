/**
 * Finds the charts of the docs: every `<Diagram chart={`...`} />` in the Markdown and MDX files of docs/ and
 * versioned_docs/. Used by the render script and by the unit test that checks each chart has its SVGs.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';

/** The list of drawn SVGs (hash -> file and size), relative to the site directory: written by render.ts. */
export const MANIFEST_FILE = 'src/data/diagrams.json';

/** Where the docs live, relative to the site directory. */
export const DOCS_DIRS = ['docs', 'versioned_docs'];

export interface ChartSource {
  /** The file, relative to the site directory. */
  file: string;
  /** 1-based line of the `<Diagram`. */
  line: number;
  /** The chart, as the page hands it to the component (the template literal's value). */
  chart: string;
}

export class ChartSyntaxError extends Error {}

/**
 * The value of a template literal's body. Charts are plain text: `${` (a substitution) is refused because the
 * rendered chart could not know its value; the escapes \\, \`, \$ are understood.
 */
export function templateValue(raw: string, where: string): string {
  if (/(^|[^\\])\$\{/.test(raw)) throw new ChartSyntaxError(`${where}: a diagram chart cannot contain \${...}; write the text out.`);
  return raw.replace(/\\([\\`$])/g, '$1');
}

/** The charts of one Markdown/MDX text. A `<Diagram` whose chart is not a template literal is an error. */
export function chartsInText(text: string, file: string): ChartSource[] {
  const charts: ChartSource[] = [];
  const opening = /<Diagram\b/g;
  let match: RegExpExecArray | null;
  while ((match = opening.exec(text))) {
    const line = text.slice(0, match.index).split('\n').length;
    const rest = text.slice(match.index);
    const literal = rest.match(/^<Diagram\b[^>]*?\bchart=\{\s*`((?:[^`\\]|\\[\s\S])*)`\s*\}/);
    if (!literal) {
      throw new ChartSyntaxError(`${file}:${line}: write the chart of <Diagram> as chart={\`...\`}, so that it can be rendered ahead of time.`);
    }
    charts.push({file, line, chart: templateValue(literal[1], `${file}:${line}`)});
  }
  return charts;
}

function markdownFiles(dir: string): string[] {
  let entries;
  try {
    entries = readdirSync(dir, {withFileTypes: true});
  } catch {
    return [];
  }
  return entries
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : markdownFiles(full);
      return /\.mdx?$/.test(entry.name) ? [full] : [];
    });
}

/** Every chart of docs/ and versioned_docs/ under `siteDir`, in file order. */
export function findCharts(siteDir: string): ChartSource[] {
  return DOCS_DIRS.flatMap((dir) =>
    markdownFiles(path.join(siteDir, dir)).flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return text.includes('<Diagram') ? chartsInText(text, path.relative(siteDir, file)) : [];
    }),
  );
}
