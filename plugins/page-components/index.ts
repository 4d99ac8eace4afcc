/**
 * The site's components that docs pages use, each declared once with everything the build needs to know about it.
 * The plugins read these declarations and keep no list of their own:
 * - plugins/mdx-imports imports a component into each page that uses it (`from`, `named`; a light entry's `from`);
 * - plugins/markdown-export writes it into the page's `.md` copy (`markdown`);
 * - plugins/static-islands lets it join a prose run or groups the runs inside it (`prose`), moves its filled props to
 *   the page's data file behind a light entry (`light`) or to a file loaded when the reader first asks (`onDemand`);
 * - plugins/bundle-split puts the files that the theme renders on every docs page into the docs pages' chunk
 *   (`docsChunk`, and THEME_PARTS for the site's components that no page writes but the theme renders).
 *
 * A new component is its folder in src/components plus one entry here; tests/unit/page-components.test.ts fails,
 * naming it, on an element a page uses without a declaration and on a declaration that leaves a question open.
 */
import * as markdown from '../markdown-export/forms';
import type {Renderer} from '../markdown-export/forms';

/**
 * How the component takes part in a prose run (plugins/static-islands/proseRuns.ts), the page's plain Markdown kept
 * as the server rendered it:
 * - `plain`: it renders plain HTML with no handler and nothing a reader interacts with, once rendered, so a run may
 *   hold it. A browser test fails on a button, field or focusable element inside a run.
 * - `container`: it renders all its content into the server's HTML whatever the reader's choice (every tab's panel,
 *   a closed accordion item), so the runs inside it are grouped as the page's top level is. A component that renders
 *   only its open content must not be one: a run it did not render would have neither HTML nor data.
 * - `separate`: anything else; a run ends at it.
 */
export type ProseRole = 'plain' | 'container' | 'separate';

/** Data that serves only the reader's questions: it goes to a file of its own, which the component loads when asked. */
export interface OnDemandData {
  /** The props (filled by the spec-model plugin) that move to the file. */
  props: readonly string[];
  /** The prop that receives the function loading the file. */
  loader: string;
}

/**
 * A render-once component's light entry: once its filled props are in the page's data file, the element becomes the
 * light one, and the view that draws it from the data loads only with the data (plugins/static-islands).
 */
export interface LightEntry {
  element: string;
  from: string;
  view: string;
}

export interface PageComponent {
  /** The module a page imports it from; `named` for a named export, otherwise the default export. */
  from: string;
  named?: string;
  /** Its Markdown form in the pages' `.md` copies. */
  markdown: Renderer;
  prose: ProseRole;
  onDemand: OnDemandData | null;
  light: LightEntry | null;
  /**
   * Whether it belongs in the chunk every docs page loads at start-up: `true` for its whole folder, the names of some
   * of its files, or `false` to load with the pages that use it. Only what the theme renders on every docs page
   * belongs there; anything else would weigh on every page.
   */
  docsChunk: boolean | readonly string[];
}

const component = (name: string) => `@site/src/components/${name}`;

export const PAGE_COMPONENTS: Readonly<Record<string, PageComponent>> = {
  Accordion: {from: component('Accordion'), markdown: markdown.unwrap, prose: 'separate', onDemand: null, light: null, docsChunk: false},
  AccordionItem: {
    from: component('Accordion'),
    named: 'AccordionItem',
    markdown: markdown.accordionItem,
    prose: 'container',
    onDemand: null,
    light: null,
    docsChunk: false,
  },
  // A link target in the generated reference's table rows (plugins/typedoc-reference); the Markdown has no ids.
  Anchor: {from: component('Anchor'), markdown: markdown.nothing, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  Announcements: {from: component('Announcements'), markdown: markdown.announcements, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  Diagram: {from: component('Diagram'), markdown: markdown.diagram, prose: 'separate', onDemand: null, light: null, docsChunk: false},
  ErrorCodeTable: {from: component('ErrorCodeTable'), markdown: markdown.errorCodeTable, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  // Its codes and mappings answer a reader's question, which most readers of the page never ask.
  ErrorDecoder: {
    from: component('ErrorDecoder'),
    markdown: markdown.errorDecoder,
    prose: 'separate',
    onDemand: {props: ['codes', 'mappings'], loader: 'loadData'},
    light: null,
    docsChunk: false,
  },
  NativeErrorMapping: {
    from: component('NativeErrorMapping'),
    markdown: markdown.nativeErrorMapping,
    prose: 'plain',
    onDemand: null,
    light: null,
    docsChunk: false,
  },
  Operation: {
    from: component('Operation'),
    markdown: markdown.operation,
    // Its example has a copy button.
    prose: 'separate',
    onDemand: null,
    light: {element: 'OperationIsland', from: component('Operation/island'), view: component('Operation/details')},
    docsChunk: false,
  },
  // The simulated store's rules are needed only when a plan change is simulated.
  PlanChangeSimulator: {
    from: component('PlanChangeSimulator'),
    markdown: markdown.planChangeSimulator,
    prose: 'separate',
    onDemand: {props: ['sandboxConstants'], loader: 'loadConstants'},
    light: null,
    docsChunk: false,
  },
  PlatformBadge: {from: component('PlatformBadge'), markdown: markdown.platformBadge, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  PlatformMatrix: {from: component('PlatformMatrix'), markdown: markdown.platformMatrix, prose: 'separate', onDemand: null, light: null, docsChunk: false},
  PlatformTabs: {from: component('PlatformTabs'), markdown: markdown.unwrap, prose: 'separate', onDemand: null, light: null, docsChunk: false},
  // The "Removed from this page" entries that plugins/migrations adds where an older release had an anchor.
  RemovedEntries: {from: component('RemovedEntries'), markdown: markdown.removedEntries, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  ReplacementModeTable: {
    from: component('ReplacementModeTable'),
    markdown: markdown.replacementModeTable,
    prose: 'plain',
    onDemand: null,
    light: null,
    docsChunk: false,
  },
  // The live examples' provider: its rules load when the first example runs; the live code blocks, which the theme's
  // code block renders on every docs page, read its context.
  SandboxProvider: {
    from: component('SandboxProvider'),
    markdown: markdown.unwrap,
    prose: 'container',
    onDemand: {props: ['sandboxConstants'], loader: 'loadConstants'},
    light: null,
    docsChunk: ['context.ts'],
  },
  SchemaReleases: {from: component('SchemaReleases'), markdown: markdown.schemaReleases, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  SpecConst: {from: component('SpecConst'), markdown: markdown.specConst, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  // The theme's own tab item, which PlatformTabs holds.
  TabItem: {from: '@theme/TabItem', markdown: markdown.tabItem, prose: 'container', onDemand: null, light: null, docsChunk: false},
  TypeBundleDownload: {
    from: component('TypeBundleDownload'),
    markdown: markdown.typeBundleDownload,
    prose: 'separate',
    onDemand: null,
    light: null,
    docsChunk: false,
  },
  TypeTable: {
    from: component('TypeTable'),
    markdown: markdown.typeTable,
    // Its language control is a field the reader uses.
    prose: 'separate',
    onDemand: null,
    light: {element: 'TypeTableIsland', from: component('TypeTable/island'), view: component('TypeTable/view')},
    docsChunk: false,
  },
  Version: {from: component('Version'), markdown: markdown.version, prose: 'plain', onDemand: null, light: null, docsChunk: false},
  VersionBadges: {from: component('VersionBadges'), markdown: markdown.versionBadges, prose: 'separate', onDemand: null, light: null, docsChunk: false},
  VersionedCode: {from: component('VersionedCode'), markdown: markdown.versionedCode, prose: 'separate', onDemand: null, light: null, docsChunk: false},
};

/**
 * Elements pages write that a remark plugin replaces by declared components before any plugin above reads the page:
 * they reach neither the browser nor the Markdown copies.
 */
export const EXPANDED_ELEMENTS: Readonly<Record<string, {into: readonly string[]; by: string}>> = {
  Operations: {into: ['Operation'], by: 'plugins/spec-model'},
};

/**
 * The site's components that no page writes but the theme renders on every docs page (src/theme): the menu and copy
 * buttons of a doc, the code blocks with their copy button, the prose's links, the tables' wrapper, the box of the
 * wide-screen sidebar and contents, what keeps a static island's server HTML, and the page for an unknown address
 * (which the docs' root renders for a path it has no page for). They join the docs pages' chunk like a page
 * component's `docsChunk`: left alone, they would make one more chunk that every docs page requests at start-up.
 * The Markdown copy itself still loads on the button's press.
 */
export const THEME_PARTS: Readonly<Record<string, true | readonly string[]>> = {
  CopyButton: true,
  CopyPageButton: ['index.tsx', 'styles.module.css'],
  DesktopOnly: true,
  DocsMenuButton: true,
  HighlightedCode: true,
  NotFoundView: true,
  ScrollableTable: true,
  SpecLink: true,
  StaticIsland: ['serverHtml.ts', 'islandData.ts'],
};

/** Every element name a page may hold once the plugins above have run: the components and their light entries. */
export function importableElements(): Record<string, {from: string; named?: string}> {
  return Object.fromEntries(
    Object.entries(PAGE_COMPONENTS).flatMap(([name, {from, named, light}]) => [
      [name, named ? {from, named} : {from}],
      ...(light ? [[light.element, {from: light.from}]] : []),
    ]),
  );
}

/** The element names, light entries included, whose declaration has the given prose role. */
export function elementsWithProseRole(role: ProseRole): Set<string> {
  return new Set(
    Object.entries(PAGE_COMPONENTS)
      .filter(([, declaration]) => declaration.prose === role)
      .flatMap(([name, {light}]) => (light ? [name, light.element] : [name])),
  );
}

/** The folder of src/components a component comes from, or undefined for one of the theme's (`@theme/...`). */
export function componentFolder(from: string): string | undefined {
  return /^@site\/src\/components\/([^/]+)/.exec(from)?.[1];
}

/** What joins the docs pages' chunk: per folder of src/components, `true` for all of it or the names of its files. */
export function docsChunkFiles(): Record<string, true | readonly string[]> {
  const files: Record<string, true | readonly string[]> = {...THEME_PARTS};
  for (const [name, {from, docsChunk}] of Object.entries(PAGE_COMPONENTS)) {
    const folder = componentFolder(from);
    if (docsChunk === false) continue;
    if (!folder) throw new Error(`${name}: docsChunk is for the site's own components; ${from} is not one of src/components.`);
    files[folder] = docsChunk === true || files[folder] === true ? true : [...((files[folder] as readonly string[] | undefined) ?? []), ...docsChunk];
  }
  return files;
}
