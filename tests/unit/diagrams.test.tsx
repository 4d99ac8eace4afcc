/**
 * The diagrams drawn ahead of time: the hash that names each SVG, the manifest lookup and its error, the text
 * alternative, the component, the chart finder of the render script, and that every chart of the docs has its two
 * SVGs on disk (a doc edited without `npm run diagrams` fails here before it fails the build).
 */
import React from 'react';
import {execFileSync} from 'node:child_process';
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import {render, screen} from '@testing-library/react';
import Diagram, {MIN_SCALE} from '@site/src/components/Diagram';
import {
  chartTitle,
  describeChart,
  DIAGRAM_RENDERER,
  DIAGRAM_THEMES,
  diagramHash,
  hash53,
  lookupDiagram,
  normalizeChart,
  type DiagramManifest,
} from '@site/plugins/diagrams/diagrams';
import {ChartSyntaxError, chartsInText, findCharts} from '@site/plugins/diagrams/charts';
import remarkDiagrams, {diagramProps} from '@site/plugins/diagrams/remark';
import manifestJson from '@site/src/data/diagrams.json';

const siteDir = path.resolve(__dirname, '../..');
const manifest = manifestJson as DiagramManifest;
const FLOW = 'flowchart TD\n    A[Start] --> B{Ready?}\n    B -- yes --> C["go()"]\n    B -->|no| A';

describe('diagram hash', () => {
  it('is a stable 14-digit hex name: the same input always gives the same file name', () => {
    // cyrb53's published values (seed 0), in hex.
    expect(parseInt(hash53('a'), 16)).toBe(7929297801672961);
    expect(parseInt(hash53('revenge'), 16)).toBe(4051478007546757);
    expect(parseInt(hash53('revenue'), 16)).toBe(8309097637345594);
    expect(hash53('')).toBe('0bdcb81aee8d83');
    expect(hash53('flowchart TD\nA --> B')).toBe('1003912c9b1e44');
    expect(hash53('flowchart TD\nA --> C')).not.toBe(hash53('flowchart TD\nA --> B'));
    expect(hash53('héllo ✓')).toMatch(/^[0-9a-f]{14}$/);
  });

  it('tells the colour variants apart and changes with the chart', () => {
    expect(diagramHash(FLOW, 'light')).not.toBe(diagramHash(FLOW, 'dark'));
    expect(diagramHash(`${FLOW}\n    C --> D`, 'light')).not.toBe(diagramHash(FLOW, 'light'));
  });

  it('ignores line endings, surrounding blank lines and indentation, which MDX changes in an attribute', () => {
    const dedented = FLOW.split('\n')
      .map((line) => line.replace(/^ {2}/, ''))
      .join('\r\n');
    expect(diagramHash(`\n\n${dedented}\n  `, 'dark')).toBe(diagramHash(FLOW, 'dark'));
    expect(normalizeChart('  a\r\n    b  \n')).toBe('a\nb');
  });

  it('names the Mermaid release that is installed, pinned in package.json', () => {
    const installed = JSON.parse(readFileSync(path.join(siteDir, 'node_modules/mermaid/package.json'), 'utf8')).version;
    const pkg = JSON.parse(readFileSync(path.join(siteDir, 'package.json'), 'utf8'));
    expect(DIAGRAM_RENDERER).toMatch(new RegExp(`^mermaid@${installed.replace(/\./g, '\\.')}\\+r\\d+$`));
    expect(pkg.devDependencies.mermaid).toBe(installed);
    expect(pkg.dependencies.mermaid).toBeUndefined();
    expect(pkg.dependencies['@docusaurus/theme-mermaid']).toBeUndefined();
  });
});

describe('manifest lookup', () => {
  const light = {file: 'diagrams/a.svg', width: 300, height: 200};
  const dark = {file: 'diagrams/b.svg', width: 300, height: 200};
  const both: DiagramManifest = {[diagramHash(FLOW, 'light')]: light, [diagramHash(FLOW, 'dark')]: dark};

  it('finds the light and the dark SVG of a chart', () => {
    expect(lookupDiagram(FLOW, both)).toEqual({light, dark});
  });

  it("stops with the chart's first lines and the command to run when an SVG is missing", () => {
    const onlyLight = {[diagramHash(FLOW, 'light')]: light};
    expect(() => lookupDiagram(FLOW, onlyLight)).toThrow('No rendered dark SVG for the diagram "flowchart TD / A[Start] --> B{Ready?}"');
    expect(() => lookupDiagram(FLOW, {})).toThrow(/light and dark SVG.*Run `npm run diagrams`/);
    expect(chartTitle('\n%% a comment\nsequenceDiagram\n  autonumber\n')).toBe('sequenceDiagram / autonumber');
  });
});

describe('text alternative', () => {
  it('lists the participants and numbered messages of a sequence diagram, with its branches', () => {
    const text = describeChart(`
sequenceDiagram
    autonumber
    participant App
    participant Lib as OpenIAP library
    App->>Lib: initConnection()
    alt ready
        Lib-->>App: true
    else failed
        Lib-->>App: error
    end`);
    expect(text).toBe(
      'Sequence diagram between App and OpenIAP library. 1. App to OpenIAP library: initConnection(). If ready: ' +
        '2. OpenIAP library replies to App: true. Otherwise, if failed: 3. OpenIAP library replies to App: error. End of the branch.',
    );
  });

  it('lists the transitions of a state diagram', () => {
    expect(describeChart('stateDiagram-v2\n  [*] --> Idle\n  Idle --> Busy: start()\n  Busy --> [*]: done')).toBe(
      'State diagram. Starts in Idle. From Idle to Busy on start(). Busy ends on done.',
    );
  });

  it('lists the steps of a flowchart by their labels, with the labels of the branches', () => {
    expect(describeChart(FLOW)).toBe('Flowchart. Start, then Ready? Ready? If yes, go(). Ready? If no, Start.');
  });

  it('names the kind of other diagrams', () => {
    expect(describeChart('pie title Pets\n "Dogs" : 3')).toBe('A diagram (pie).');
  });
});

describe('<Diagram>', () => {
  const [first] = findCharts(siteDir);

  it('shows the two SVGs of a docs chart as lazy images with their size and a text alternative', () => {
    const {container} = render(<Diagram {...diagramProps(first.chart, manifest)} />);
    const figure = container.querySelector('figure')!;
    const images = Array.from(figure.querySelectorAll('img'));
    expect(images.map((image) => image.dataset.variant)).toEqual(['light', 'dark']);
    images.forEach((image, index) => {
      const entry = manifest[diagramHash(first.chart, DIAGRAM_THEMES[index])];
      expect(image).toHaveAttribute('src', `/${entry.file}`);
      expect(image).toHaveAttribute('width', String(entry.width));
      expect(image).toHaveAttribute('height', String(entry.height));
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image).toHaveAttribute('alt', describeChart(first.chart));
      expect(image.style.minWidth).toBe(`${Math.round(entry.width * MIN_SCALE)}px`);
      expect(image.className).toContain(DIAGRAM_THEMES[index]);
    });
    expect(figure.querySelector('figcaption')).toBeNull();
  });

  it("takes an alt text and a caption of the page's own", () => {
    render(<Diagram {...diagramProps(first.chart, manifest, 'The purchase flow')} caption="Figure 1" />);
    expect(screen.getAllByAltText('The purchase flow')).toHaveLength(2);
    expect(screen.getByText('Figure 1').tagName).toBe('FIGCAPTION');
  });

  it('says where it works when it gets no images', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Diagram />)).toThrow('works in docs MDX, where plugins/diagrams/remark.ts draws them');
  });
});

describe('the diagrams remark plugin', () => {
  type Node = {type: string; name?: string; attributes?: {type: string; name: string; value?: unknown}[]; children?: Node[]};
  /** A `<Diagram chart={`...`} />` element as MDX parses it. */
  const diagram = (chart: string, extra: Node['attributes'] = []): Node => ({
    type: 'mdxJsxFlowElement',
    name: 'Diagram',
    attributes: [
      {
        type: 'mdxJsxAttribute',
        name: 'chart',
        value: {
          type: 'mdxJsxAttributeValueExpression',
          data: {estree: {body: [{expression: {type: 'TemplateLiteral', expressions: [], quasis: [{value: {cooked: chart}}]}}]}},
        },
      },
      ...extra,
    ],
    children: [],
  });
  const run = (node: Node) => {
    remarkDiagrams({siteDir})({type: 'root', children: [{type: 'blockquote', children: [node]}]} as never, {path: path.join(siteDir, 'docs/lifecycle.mdx')});
    return node;
  };
  const value = (node: Node, name: string) => {
    const attribute = node.attributes!.find((entry) => entry.name === name)!;
    return typeof attribute.value === 'string' ? attribute.value : JSON.parse((attribute.value as {value: string}).value);
  };

  it("replaces the chart by its SVGs and a text alternative, so no chart reaches the page's JavaScript", () => {
    const node = run(diagram(first(), [{type: 'mdxJsxAttribute', name: 'caption', value: 'Figure 1'}]));
    expect(node.attributes!.map((entry) => entry.name)).toEqual(['caption', 'images', 'alt']);
    expect(value(node, 'images')).toEqual(lookupDiagram(first(), manifest));
    expect(value(node, 'alt')).toBe(describeChart(first()));
  });

  it("keeps the page's own alt text", () => {
    expect(value(run(diagram(first(), [{type: 'mdxJsxAttribute', name: 'alt', value: 'Purchase flow'}])), 'alt')).toBe('Purchase flow');
  });

  it('stops the build naming the page when a chart has no SVGs or is not written out', () => {
    expect(() => run(diagram('flowchart LR\n  New --> Chart'))).toThrow(
      'docs/lifecycle.mdx: No rendered light and dark SVG for the diagram "flowchart LR / New --> Chart". Run `npm run diagrams`',
    );
    const computed = diagram('x');
    computed.attributes![0].value = {type: 'mdxJsxAttributeValueExpression', data: {estree: {body: [{expression: {type: 'Identifier'}}]}}};
    expect(() => run(computed)).toThrow(/docs\/lifecycle\.mdx: <Diagram> needs chart=\{`\.\.\.`\}/);
  });

  function first(): string {
    return findCharts(siteDir)[0].chart;
  }
});

describe('chart finder', () => {
  it('reads the charts of <Diagram chart={`...`} /> with their line', () => {
    const text = 'import Diagram from "x";\n\nText\n\n<Diagram\n  chart={`\nflowchart TD\n  A -->|\\`b\\`| B\n`}\n/>\n\n<Diagram chart={`pie`} />\n';
    expect(chartsInText(text, 'docs/x.mdx')).toEqual([
      {file: 'docs/x.mdx', line: 5, chart: '\nflowchart TD\n  A -->|`b`| B\n'},
      {file: 'docs/x.mdx', line: 12, chart: 'pie'},
    ]);
  });

  it('refuses a chart that cannot be drawn ahead of time', () => {
    expect(() => chartsInText('<Diagram chart={source} />', 'docs/x.mdx')).toThrow(ChartSyntaxError);
    expect(() => chartsInText('<Diagram chart={`flowchart TD\n  A --> ${b}`} />', 'docs/x.mdx')).toThrow(/docs\/x.mdx:1: .*\$\{/);
  });
});

describe('the rendered diagrams of the docs', () => {
  const charts = findCharts(siteDir);
  const svgDir = path.join(siteDir, 'static/diagrams');

  it('cover the diagram pages of every docs version', () => {
    const releases = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
    const folders = ['docs', ...releases.map((release) => `versioned_docs/version-${release}`)];
    const pages = ['external-purchase.mdx', 'guides/alternative-billing.mdx', 'lifecycle.mdx'];
    // The validation guide, written for 3.2.1, is in Next and that release only.
    const since321 = ['docs', 'versioned_docs/version-3.2.1'].map((folder) => `${folder}/validating-purchases.mdx`);
    const files = [...new Set(charts.map((chart) => chart.file))].sort();
    expect(files).toEqual([...folders.flatMap((folder) => pages.map((page) => `${folder}/${page}`)), ...since321].sort());
    // Six charts per docs version (four on the lifecycle page, one each on the external purchase and billing guides),
    // and the validation guide's round trip.
    expect(charts).toHaveLength(6 * folders.length + since321.length);
  });

  it.each(charts.map((chart) => [`${chart.file}:${chart.line}`, chart] as const))(
    '%s has a light and a dark SVG on disk, of the size the manifest gives (else: npm run diagrams)',
    (_where, {chart}) => {
      for (const theme of DIAGRAM_THEMES) {
        const entry = manifest[diagramHash(chart, theme)];
        expect(entry).toBeDefined();
        const file = path.join(siteDir, 'static', entry.file);
        expect(existsSync(file)).toBe(true);
        const svg = readFileSync(file, 'utf8');
        const root = svg.match(/^<svg\b[^>]*>/)![0];
        expect(root).toContain(`width="${entry.width}"`);
        expect(root).toContain(`height="${entry.height}"`);
        expect(root).toMatch(/viewBox="[-\d.]+ [-\d.]+ [\d.]+ [\d.]+"/);
        expect(root).toContain('xmlns="http://www.w3.org/2000/svg"');
        // Labels are SVG text, in the site's font with a generic fallback, and nothing is fetched from elsewhere.
        expect(svg).not.toContain('<foreignObject');
        expect(svg).toMatch(/<text\b/);
        expect(svg).toContain("'Noto Sans',sans-serif");
        expect(svg).not.toMatch(/@import|https?:\/\/(?!www\.w3\.org\/)/);
      }
    },
  );

  it('leave no SVG and no manifest entry that no chart uses', () => {
    const used = new Set(charts.flatMap(({chart}) => DIAGRAM_THEMES.map((theme) => diagramHash(chart, theme))));
    expect(Object.keys(manifest).sort()).toEqual([...used].sort());
    expect(readdirSync(svgDir).sort()).toEqual([...used].map((hash) => `${hash}.svg`).sort());
  });

  it('are named by the chart MDX hands the component, as the build will see it', () => {
    // MDX (ESM only, so in a child process) parses each diagram page the way the build does; its chart values hash
    // to the same names as the charts the render script reads from the source.
    const script = `
      import {readFileSync} from 'node:fs';
      import {createProcessor} from '@mdx-js/mdx';
      const processor = createProcessor({format: 'mdx'});
      const out = {};
      for (const file of JSON.parse(process.argv[1])) {
        const find = (node) => [node.name === 'Diagram' ? [node] : [], ...(node.children ?? []).map(find)].flat(Infinity);
        out[file] = find(processor.parse(readFileSync(file, 'utf8'))).map((element) => {
          const chart = element.attributes.find((attribute) => attribute.name === 'chart');
          return chart.value.data.estree.body[0].expression.quasis[0].value.cooked;
        });
      }
      console.log(JSON.stringify(out));`;
    const files = [...new Set(charts.map((chart) => chart.file))];
    const compiled: Record<string, string[]> = JSON.parse(
      execFileSync(process.execPath, ['--input-type=module', '-e', script, JSON.stringify(files)], {cwd: siteDir, encoding: 'utf8'}),
    );
    for (const file of files) {
      const fromSource = charts.filter((chart) => chart.file === file).map((chart) => diagramHash(chart.chart, 'light'));
      expect(compiled[file].map((chart) => diagramHash(chart, 'light'))).toEqual(fromSource);
    }
    // The point of normalizing: MDX did change the indentation.
    expect(compiled['docs/lifecycle.mdx'][0]).not.toBe(charts.find((chart) => chart.file === 'docs/lifecycle.mdx')!.chart);
  });
});
