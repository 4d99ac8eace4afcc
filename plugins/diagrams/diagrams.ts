/**
 * The pure half of the diagrams, shared by the docs' remark plugin (./remark.ts) and the drawing command (./render.ts):
 * how a chart is named, which Mermaid settings draw each colour variant, and how a chart is put into words for readers
 * who cannot see the picture. No Node and no Mermaid in here. The component takes only the images' shape, from
 * shared/diagramImages.ts.
 */
import type {DiagramManifest, DiagramVariants} from '../../shared/diagramImages';

export type {DiagramImage, DiagramManifest, DiagramVariants} from '../../shared/diagramImages';

/**
 * The renderer: the Mermaid release that draws the SVGs plus a revision of the render script. Part of every hash, so
 * changing it re-renders every diagram. The render script refuses to run when the installed Mermaid differs.
 */
export const DIAGRAM_RENDERER = 'mermaid@11.17.2+r1';

export type DiagramTheme = 'light' | 'dark';
export const DIAGRAM_THEMES: readonly DiagramTheme[] = ['light', 'dark'];

/** The font of the site's body text; the SVG names it too, so the labels read like the page around them. */
export const DIAGRAM_FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Ubuntu, Cantarell, 'Noto Sans', sans-serif";

/**
 * The Mermaid configuration of each variant (part of the hash: a change re-renders the diagrams).
 *
 * - Labels are SVG <text> (htmlLabels off): an SVG shown through <img> draws them reliably, which HTML in a
 *   <foreignObject> is not. Long labels wrap at spaces only below `wrappingWidth`, so API names stay whole.
 * - Light is Mermaid's 'neutral' theme. Dark is its 'dark' theme, whose edge labels (#ccc on #585858) get a darker
 *   box for 4.5:1 contrast.
 */
export function mermaidConfig(theme: DiagramTheme): Record<string, unknown> {
  return {
    theme: theme === 'dark' ? 'dark' : 'neutral',
    themeVariables: theme === 'dark' ? {fontFamily: DIAGRAM_FONT, edgeLabelBackground: '#27272a'} : {fontFamily: DIAGRAM_FONT},
    fontFamily: DIAGRAM_FONT,
    htmlLabels: false,
    flowchart: {htmlLabels: false, wrappingWidth: 400},
    sequence: {actorFontFamily: DIAGRAM_FONT, messageFontFamily: DIAGRAM_FONT, noteFontFamily: DIAGRAM_FONT},
  };
}

/**
 * The chart as hashed: without line endings, blank lines around it and the indentation of its lines. MDX removes part
 * of the indentation of the lines of an attribute's template literal (up to two spaces in the docs' layout), so the
 * component and the render script, which reads the Markdown source, would otherwise see different charts. The render
 * script refuses two charts that differ only in indentation.
 */
export function normalizeChart(chart: string): string {
  return chart
    .replace(/\r\n?/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .trim();
}

/**
 * cyrb53: a small, fast 53-bit string hash (public domain, by bryc). Not cryptographic; it only names files, and the
 * same input gives the same 14 hex digits in Node and in every browser.
 */
export function hash53(text: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** The name of one variant's SVG: a hash of the renderer, the variant's Mermaid settings and the chart. */
export function diagramHash(chart: string, theme: DiagramTheme): string {
  return hash53(`${DIAGRAM_RENDERER}\n${JSON.stringify(mermaidConfig(theme))}\n${normalizeChart(chart)}`);
}

/** The first non-empty line of a chart, to name it in messages. */
export function chartTitle(chart: string): string {
  const lines = normalizeChart(chart).split('\n');
  const first = lines.find((line) => line.trim() !== '' && !line.trim().startsWith('%%')) ?? '';
  const second = lines[lines.indexOf(first) + 1]?.trim();
  return second ? `${first.trim()} / ${second}` : first.trim();
}

/**
 * The light and dark SVG of a chart. Throws when one is missing: the remark plugin calls it while the build compiles
 * the page, so a doc edited without `npm run diagrams` stops the build with this message.
 */
export function lookupDiagram(chart: string, manifest: DiagramManifest): DiagramVariants {
  const missing = DIAGRAM_THEMES.filter((theme) => !manifest[diagramHash(chart, theme)]);
  if (missing.length > 0) {
    throw new Error(
      `No rendered ${missing.join(' and ')} SVG for the diagram "${chartTitle(chart)}". ` +
        'Run `npm run diagrams` to render the diagrams of docs/ and versioned_docs/, and commit static/diagrams and src/data/diagrams.json.',
    );
  }
  return {light: manifest[diagramHash(chart, 'light')], dark: manifest[diagramHash(chart, 'dark')]};
}

// ---------------------------------------------------------------------------------------------------------------
// Text alternative

/** A Mermaid label as plain text: quotes, <br> and markdown emphasis gone, entity codes decoded. */
function labelText(label: string): string {
  return label
    .trim()
    .replace(/^"(.*)"$/s, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/#quot;/g, '"')
    .replace(/#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/[*_`]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Joins names as "A, B and C". */
function listOf(names: string[]): string {
  return names.length <= 1 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

function sentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

function describeSequence(lines: string[]): string {
  const names = new Map<string, string>();
  const order: string[] = [];
  const participant = (id: string): string => {
    if (!names.has(id)) {
      names.set(id, id);
      order.push(id);
    }
    return names.get(id)!;
  };
  const steps: string[] = [];
  let numbered = false;
  let step = 0;
  for (const line of lines) {
    let match: RegExpMatchArray | null;
    if (/^autonumber\b/.test(line)) numbered = true;
    else if ((match = line.match(/^(?:participant|actor)\s+(.+?)(?:\s+as\s+(.+))?$/))) {
      participant(match[1]);
      names.set(match[1], labelText(match[2] ?? match[1]));
    } else if ((match = line.match(/^(alt|opt|loop|par|critical|break|rect)\b\s*(.*)$/))) {
      const what = labelText(match[2]);
      steps.push(match[1] === 'loop' ? `Repeat${what ? ` ${what}` : ''}:` : `If ${what || 'needed'}:`);
    } else if ((match = line.match(/^(else|and)\b\s*(.*)$/))) {
      const what = labelText(match[2]);
      steps.push(match[1] === 'else' ? `Otherwise${what ? `, if ${what}` : ''}:` : `At the same time${what ? `, ${what}` : ''}:`);
    } else if (/^end$/.test(line)) {
      steps.push('End of the branch.');
    } else if ((match = line.match(/^([^-<>:+\s][^-<>:]*?)\s*(-{1,2}>>|-{1,2}>|-{1,2}x|-{1,2}\))\s*[+-]?\s*([^:]+?)\s*:\s*(.*)$/))) {
      const from = participant(match[1].trim());
      const to = participant(match[3].trim());
      step += 1;
      const reply = match[2].startsWith('--') ? ' replies' : '';
      steps.push(`${numbered ? `${step}. ` : ''}${from}${reply} to ${to}: ${sentence(labelText(match[4]))}`);
    }
  }
  const who = listOf(order.map((id) => names.get(id)!));
  return [`Sequence diagram between ${who}.`, ...steps].join(' ');
}

function describeState(lines: string[]): string {
  const transitions: string[] = [];
  for (const line of lines) {
    const match = line.match(/^(\[\*\]|[\w.-]+)\s*-->\s*(\[\*\]|[\w.-]+)\s*(?::\s*(.*))?$/);
    if (!match) continue;
    const [, from, to] = match;
    const on = match[3] ? ` on ${labelText(match[3])}` : '';
    if (from === '[*]' && to === '[*]') continue;
    if (from === '[*]') transitions.push(sentence(`Starts in ${to}${on}`));
    else if (to === '[*]') transitions.push(sentence(`${from} ends${on}`));
    else transitions.push(sentence(`From ${from} to ${to}${on}`));
  }
  return ['State diagram.', ...transitions].join(' ');
}

function describeFlowchart(lines: string[]): string {
  const labels = new Map<string, string>();
  // A node: an id and, the first time, its label in [...], (...), {...}, ([...]), [[...]], ((...)), >...] or {{...}}.
  const node = /([A-Za-z0-9_]+)\s*(\[\[[^\]]*\]\]|\(\[[^\]]*\]\)|\(\([^)]*\)\)|\{\{[^}]*\}\}|\[[^\]]*\]|\([^)]*\)|\{[^}]*\}|>[^\]]*\])?/y;
  const edge = /\s*(?:--(?![->])\s*([^>]+?)\s*-->|-->|---|-\.->|==>|-\.-|===)\s*(?:\|([^|]*)\|)?\s*/y;
  const name = (id: string, shape?: string) => {
    if (shape) {
      const width = /^(\[\[|\(\[|\(\(|\{\{)/.test(shape) ? 2 : 1;
      labels.set(id, labelText(shape.slice(width, -width)));
    }
    return id;
  };
  const links: string[] = [];
  for (const line of lines) {
    node.lastIndex = 0;
    let match = node.exec(line);
    if (!match) continue;
    let from = name(match[1], match[2]);
    let position = node.lastIndex;
    for (;;) {
      edge.lastIndex = position;
      const arrow = edge.exec(line);
      if (!arrow) break;
      node.lastIndex = edge.lastIndex;
      match = node.exec(line);
      if (!match) break;
      const to = name(match[1], match[2]);
      links.push(JSON.stringify([from, to, labelText(arrow[1] ?? arrow[2] ?? '')]));
      from = to;
      position = node.lastIndex;
    }
  }
  const text = (id: string) => labels.get(id) ?? id;
  const steps = links.map((link) => {
    const [from, to, label] = JSON.parse(link) as [string, string, string];
    if (!label) return sentence(`${text(from)}, then ${text(to)}`);
    return sentence(/[?!.]$/.test(text(from)) ? `${text(from)} If ${label}, ${text(to)}` : `${text(from)}: if ${label}, ${text(to)}`);
  });
  return ['Flowchart.', ...steps].join(' ');
}

/**
 * A text alternative for a chart: the participants and messages of a sequence diagram, the transitions of a state
 * diagram, the steps of a flowchart. Other kinds get their kind's name; give those an `alt` of their own.
 */
export function describeChart(chart: string): string {
  const lines = normalizeChart(chart)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('%%'));
  const kind = lines.shift() ?? '';
  if (/^sequenceDiagram\b/.test(kind)) return describeSequence(lines);
  if (/^stateDiagram(-v2)?\b/.test(kind)) return describeState(lines);
  if (/^(flowchart|graph)\b/.test(kind)) return describeFlowchart(lines);
  return `A diagram (${kind.split(/\s/)[0] || 'unknown kind'}).`;
}
