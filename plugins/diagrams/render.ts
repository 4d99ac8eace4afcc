/**
 * `npx docusaurus openiap:diagrams [--force] [--verbose]` (`npm run diagrams`, registered by ./index.ts): draws every
 * `<Diagram chart={`...`} />` of docs/ and versioned_docs/ ahead of time, so that the site ships pictures and no Mermaid.
 *
 * Each chart is drawn twice, light and dark (the Mermaid settings of mermaidConfig()), by the `mermaid` package of
 * node_modules inside Debian's Chromium, offline: the page is served from memory and every other request is refused.
 * Each drawing is written to static/diagrams/<hash>.svg with its size, where <hash> is diagramHash(chart, theme), and
 * listed in src/data/diagrams.json, which the docs' remark plugin (./remark.ts) reads. SVGs no longer used are removed; an SVG
 * already there is kept unless --force. A drawing whose text has less than 4.5:1 contrast with what is under it, or
 * whose labels are HTML instead of SVG text, stops the script.
 */
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
// The one place that knows how to start Debian's Chromium here (flags for the closed network, no GPU, root).
import {launchBrowser} from './chromium.mjs';
import {findCharts, MANIFEST_FILE} from './charts';
import {chartTitle, DIAGRAM_RENDERER, DIAGRAM_THEMES, diagramHash, mermaidConfig, type DiagramManifest, type DiagramTheme} from './diagrams';

export const SVG_DIR = 'static/diagrams';

/** The page backgrounds of src/css/custom.css, under which the SVGs are shown. */
const PAGE_BACKGROUND: Record<DiagramTheme, string> = {light: '#fefefe', dark: '#09090b'};
const MIN_CONTRAST = 4.5;

/** The render page's own, made-up origin: its two files are answered from memory. */
const ORIGIN = 'http://diagrams.render.invalid';

interface Job {
  hash: string;
  theme: DiagramTheme;
  chart: string;
  where: string[];
}

interface Drawing {
  svg: string;
  width: number;
  height: number;
  contrast: {text: string; colour: string; background: string; letters: number; ratio: number}[];
}

function installedMermaid(siteDir: string): string {
  return JSON.parse(readFileSync(require.resolve('mermaid/package.json', {paths: [siteDir]}), 'utf8')).version;
}

function jobsOf(siteDir: string): Job[] {
  const jobs = new Map<string, Job>();
  for (const {file, line, chart} of findCharts(siteDir)) {
    for (const theme of DIAGRAM_THEMES) {
      const hash = diagramHash(chart, theme);
      const job = jobs.get(hash) ?? {hash, theme, chart: chart.replace(/\r\n?/g, '\n').trim(), where: []};
      if (job.chart !== chart.replace(/\r\n?/g, '\n').trim()) {
        throw new Error(
          `the charts of ${job.where[0]} and ${file}:${line} differ only in the indentation of their lines, which does not count: make them the same or tell them apart otherwise.`,
        );
      }
      job.where.push(`${file}:${line}`);
      jobs.set(hash, job);
    }
  }
  return [...jobs.values()];
}

/** Runs in the render page: draws one chart and measures it. */
async function drawInPage({hash, chart, config, background}: {hash: string; chart: string; config: Record<string, unknown>; background: string}) {
  type Mermaid = {initialize(config: unknown): void; render(id: string, text: string): Promise<{svg: string}>};
  const mermaid = (window as unknown as {mermaid: Mermaid}).mermaid;
  mermaid.initialize({...config, startOnLoad: false, securityLevel: 'strict', deterministicIds: true, deterministicIDSeed: hash});
  const {svg: markup} = await mermaid.render(`diagram-${hash}`, chart);
  const holder = document.getElementById('holder')!;
  holder.innerHTML = markup;
  const svg = holder.querySelector('svg')!;
  const [, , boxWidth, boxHeight] = svg
    .getAttribute('viewBox')!
    .split(/[\s,]+/)
    .map(Number);
  const width = Math.ceil(boxWidth);
  const height = Math.ceil(boxHeight);
  svg.setAttribute('width', String(width));
  svg.setAttribute('height', String(height));
  svg.removeAttribute('style');
  // An <img> loads nothing from outside: an @import of the SVG's style would only be a dead request.
  svg.querySelectorAll('style').forEach((style) => (style.textContent = style.textContent!.replace(/@import[^;]*;/g, '')));
  type Check = (svg: SVGSVGElement, background: string) => Promise<Drawing['contrast']>;
  const contrast = await (window as unknown as {diagramTextContrast: Check}).diagramTextContrast(svg, background);
  return {svg: new XMLSerializer().serializeToString(svg), width, height, contrast};
}

async function render(siteDir: string, jobs: Job[]): Promise<Map<string, Drawing>> {
  const mermaidFile = require.resolve('mermaid/dist/mermaid.min.js', {paths: [siteDir]});
  const browser = await launchBrowser();
  const refused: string[] = [];
  const drawings = new Map<string, Drawing>();
  try {
    const context = await browser.newContext({viewport: {width: 1600, height: 1200}});
    await context.route('**/*', (route) => {
      const url = route.request().url();
      if (url === `${ORIGIN}/`) {
        return route.fulfill({contentType: 'text/html', body: '<!doctype html><meta charset="utf-8"><body><div id="holder"></div>'});
      }
      if (url === `${ORIGIN}/mermaid.min.js`) return route.fulfill({contentType: 'text/javascript', path: mermaidFile});
      refused.push(url);
      return route.abort('blockedbyclient');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${ORIGIN}/`);
    await page.addScriptTag({url: `${ORIGIN}/mermaid.min.js`});
    await page.addScriptTag({path: path.join(__dirname, 'contrast-check.js')});
    for (const job of jobs) {
      try {
        const drawing = await page.evaluate(drawInPage, {
          hash: job.hash,
          chart: job.chart,
          config: mermaidConfig(job.theme),
          background: PAGE_BACKGROUND[job.theme],
        });
        drawings.set(job.hash, drawing);
      } catch (error) {
        throw new Error(`Mermaid could not draw "${chartTitle(job.chart)}" (${job.where.join(', ')}): ${(error as Error).message}`);
      }
    }
    if (errors.length > 0) throw new Error(`the render page failed: ${errors.join('; ')}`);
  } finally {
    await browser.close();
  }
  if (refused.length > 0) console.warn(`[diagrams] refused ${refused.length} request(s) the render page made: ${refused.join(', ')}`);
  return drawings;
}

/** The reasons a drawing cannot be shipped, if any. */
function problemsOf(job: Job, drawing: Drawing): string[] {
  const problems: string[] = [];
  if (/<foreignObject\b/.test(drawing.svg)) problems.push('its labels are HTML (<foreignObject>), not SVG text');
  if (!(drawing.width > 0 && drawing.height > 0)) problems.push(`its size is ${drawing.width}×${drawing.height}`);
  if (drawing.contrast.length === 0) problems.push('it has no text');
  for (const text of drawing.contrast) {
    if (text.ratio < MIN_CONTRAST) problems.push(`"${text.text}" is ${text.colour} on ${text.background}: ${text.ratio}:1 < ${MIN_CONTRAST}:1`);
  }
  return problems.map((problem) => `${job.theme} "${chartTitle(job.chart)}" (${job.where[0]}): ${problem}`);
}

function readManifest(file: string): DiagramManifest {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
}

export interface DrawOptions {
  /** Draw every diagram again, not only those without an SVG. */
  force?: boolean;
  /** Print the contrast of every text of each drawing. */
  verbose?: boolean;
}

/** Draws the diagrams of the site in `siteDir`; throws with the reason a diagram cannot be shipped. */
export async function drawDiagrams(siteDir: string, {force = false, verbose = false}: DrawOptions = {}): Promise<void> {
  const [, version] = DIAGRAM_RENDERER.match(/^mermaid@([^+]+)/) ?? [];
  const installed = installedMermaid(siteDir);
  if (version !== installed) {
    throw new Error(
      `DIAGRAM_RENDERER in plugins/diagrams/diagrams.ts names mermaid ${version}, but ${installed} is installed: update it, then run npm run diagrams again.`,
    );
  }
  const svgDir = path.join(siteDir, SVG_DIR);
  const manifestFile = path.join(siteDir, MANIFEST_FILE);
  const previous = readManifest(manifestFile);
  const jobs = jobsOf(siteDir);
  const todo = jobs.filter((job) => force || !previous[job.hash] || !existsSync(path.join(siteDir, 'static', previous[job.hash].file)));

  const drawings = todo.length > 0 ? await render(siteDir, todo) : new Map<string, Drawing>();
  const problems = todo.flatMap((job) => problemsOf(job, drawings.get(job.hash)!));
  if (problems.length > 0) throw new Error(`these diagrams cannot be shipped:\n  ${problems.join('\n  ')}`);

  mkdirSync(svgDir, {recursive: true});
  const manifest: DiagramManifest = {};
  for (const job of [...jobs].sort((a, b) => a.hash.localeCompare(b.hash))) {
    const drawing = drawings.get(job.hash);
    if (drawing) {
      const file = `diagrams/${job.hash}.svg`;
      writeFileSync(path.join(siteDir, 'static', file), `${drawing.svg}\n`);
      manifest[job.hash] = {file, width: drawing.width, height: drawing.height};
    } else {
      manifest[job.hash] = previous[job.hash];
    }
  }
  const removed = readdirSync(svgDir).filter((name) => name.endsWith('.svg') && !manifest[name.slice(0, -'.svg'.length)]);
  for (const name of removed) rmSync(path.join(svgDir, name));
  writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);

  const charts = new Set(jobs.map((job) => job.chart)).size;
  console.log(`[diagrams] ${charts} chart(s), ${jobs.length} SVG(s): ${drawings.size} drawn, ${jobs.length - drawings.size} kept, ${removed.length} removed.`);
  for (const job of todo) {
    const drawing = drawings.get(job.hash)!;
    const lowest = Math.min(...drawing.contrast.map((text) => text.ratio));
    console.log(`  ${job.hash}.svg  ${job.theme.padEnd(5)} ${drawing.width}×${drawing.height}  lowest text contrast ${lowest}:1  ${chartTitle(job.chart)}`);
    if (verbose) {
      for (const text of drawing.contrast) console.log(`      ${text.ratio}:1  ${text.colour} on ${text.background} (${text.letters} px)  ${text.text}`);
    }
  }
}
