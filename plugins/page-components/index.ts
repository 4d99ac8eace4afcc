/**
 * The site's components that docs pages use, each declared once with everything the build needs to know about it.
 * The plugins read these declarations and keep no list of their own:
 * - plugins/mdx-imports imports a component into each page that uses it (`from`, `named`; a light entry's module);
 * - plugins/markdown-export writes it into the page's `.md` copy (`markdown`) and says where its declarations are in
 *   the other languages (`languageChoice`);
 * - plugins/static-islands lets it join a prose run or groups the runs inside it (`prose`), moves its filled props to
 *   the page's data file behind a light entry (`light`) or to a file loaded when the reader first asks (`onDemand`);
 * - plugins/bundle-split puts the files that the theme renders on every docs page into the docs pages' chunk
 *   (`docsChunk`, and THEME_PARTS for the site's components that no page writes but the theme renders).
 * The props filled from the spec model come from a handler of plugins/spec-model/remark.ts named after the component.
 *
 * A new component is its folder in src/components plus one entry here; ./check.ts, run at the start of every build,
 * stops it naming the component on a declaration that leaves a part out or points to nothing.
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

export interface PageComponent {
  /** The module a page imports it from, its own folder `@site/src/components/<Name>` unless given. */
  from?: string;
  /** The named export it is; otherwise the module's default export. */
  named?: string;
  /** Its Markdown form in the pages' `.md` copies. */
  markdown: Renderer;
  prose: ProseRole;
  onDemand?: OnDemandData;
  /**
   * A render-once component with a light entry: once its filled props are in the page's data file, the element
   * becomes `<Name>Island` (the default export of `<from>/island`), and the view that draws it from the data, the
   * default export of `<from>/view`, loads only with the data, registered under the component's name
   * (plugins/static-islands).
   */
  light?: true;
  /** It shows types or signatures that a reader can switch to another language. */
  languageChoice?: true;
  /**
   * Whether it belongs in the chunk every docs page loads at start-up: `true` for its whole folder or the names of
   * some of its files. Only what the theme renders on every docs page belongs there; anything else would weigh on
   * every page.
   */
  docsChunk?: true | readonly string[];
}

const component = (name: string) => `@site/src/components/${name}`;

/** A declaration with what its conventions imply spelt out. */
export function resolved(name: string, {from = component(name), light, ...rest}: Partial<PageComponent> = PAGE_COMPONENTS[name]) {
  return {...rest, from, light: light ? {element: `${name}Island`, from: `${from}/island`, view: `${from}/view`} : null};
}

export const PAGE_COMPONENTS: Readonly<Record<string, PageComponent>> = {
  Accordion: {markdown: markdown.unwrap, prose: 'separate'},
  AccordionItem: {from: component('Accordion'), named: 'AccordionItem', markdown: markdown.accordionItem, prose: 'container'},
  Announcements: {markdown: markdown.announcements, prose: 'plain'},
  Diagram: {markdown: markdown.diagram, prose: 'separate'},
  ErrorCodeTable: {markdown: markdown.errorCodeTable, prose: 'plain'},
  // Its codes and mappings answer a reader's question, which most readers of the page never ask.
  ErrorDecoder: {markdown: markdown.errorDecoder, prose: 'separate', onDemand: {props: ['codes', 'mappings'], loader: 'loadData'}},
  NativeErrorMapping: {markdown: markdown.nativeErrorMapping, prose: 'plain'},
  Operation: {
    markdown: markdown.operation,
    // Its example has a copy button.
    prose: 'separate',
    light: true,
    languageChoice: true,
  },
  // The simulated store's rules are needed only when a plan change is simulated.
  PlanChangeSimulator: {markdown: markdown.planChangeSimulator, prose: 'separate', onDemand: {props: ['sandboxConstants'], loader: 'loadConstants'}},
  PlatformBadge: {markdown: markdown.platformBadge, prose: 'plain'},
  PlatformMatrix: {markdown: markdown.platformMatrix, prose: 'separate'},
  PlatformTabs: {markdown: markdown.unwrap, prose: 'separate'},
  // The "Removed from this page" entries that plugins/migrations adds where an older release had an anchor.
  RemovedEntries: {markdown: markdown.removedEntries, prose: 'plain'},
  ReplacementModeTable: {markdown: markdown.replacementModeTable, prose: 'plain'},
  // The live examples' provider: its rules load when the first example runs; the live code blocks, which the theme's
  // code block renders on every docs page, read its context.
  SandboxProvider: {markdown: markdown.unwrap, prose: 'container', onDemand: {props: ['sandboxConstants'], loader: 'loadConstants'}, docsChunk: ['context.ts']},
  SchemaReleases: {markdown: markdown.schemaReleases, prose: 'plain'},
  SpecConst: {markdown: markdown.specConst, prose: 'plain'},
  // What a type table or operation becomes on the page that indexes its kind (plugins/spec-model/indexEntries.ts).
  SymbolEntry: {markdown: markdown.symbolEntry, prose: 'plain'},
  // The theme's own tab item, which PlatformTabs holds.
  TabItem: {from: '@theme/TabItem', markdown: markdown.tabItem, prose: 'container'},
  TypeBundleDownload: {markdown: markdown.typeBundleDownload, prose: 'separate'},
  TypeTable: {
    markdown: markdown.typeTable,
    // Its language control is a field the reader uses.
    prose: 'separate',
    light: true,
    languageChoice: true,
  },
  Version: {markdown: markdown.version, prose: 'plain'},
  VersionBadges: {markdown: markdown.versionBadges, prose: 'separate'},
  VersionedCode: {markdown: markdown.versionedCode, prose: 'separate'},
};

/**
 * Elements pages write that a remark plugin replaces by declared components before any plugin above reads the page:
 * they reach neither the browser nor the Markdown copies.
 */
export const EXPANDED_ELEMENTS: Readonly<Record<string, {into: readonly string[]; by: string}>> = {
  Operations: {into: ['Operation', 'SymbolEntry'], by: 'plugins/spec-model'},
};

/**
 * The site's components that no page writes but the theme renders on every docs page (src/theme): the menu and copy
 * buttons of a doc, the code blocks with their copy button, the prose's links, the tables' wrapper, the box of the
 * wide-screen sidebar and contents, what keeps a static island's server HTML, the page for an unknown address
 * (which the docs' root renders for a path it has no page for), and what a symbol page tells the sidebar, version
 * menu and banner. They join the docs pages' chunk like a page
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
  PageInVersions: true,
  ScrollableTable: true,
  SidebarCurrentPath: true,
  SpecLink: true,
  StaticIsland: ['serverHtml.ts', 'islandData.ts'],
};

const RESOLVED = Object.keys(PAGE_COMPONENTS).map((name) => [name, resolved(name)] as const);

/** Every element name a page may hold once the plugins above have run: the components and their light entries. */
export function importableElements(): Record<string, {from: string; named?: string}> {
  return Object.fromEntries(
    RESOLVED.flatMap(([name, {from, named, light}]) => [[name, named ? {from, named} : {from}], ...(light ? [[light.element, {from: light.from}]] : [])]),
  );
}

/** The element names, light entries included, whose declaration has the given prose role. */
export function elementsWithProseRole(role: ProseRole): Set<string> {
  return new Set(RESOLVED.filter(([, {prose}]) => prose === role).flatMap(([name, {light}]) => (light ? [name, light.element] : [name])));
}

/** The folder of src/components a component comes from, or undefined for one of the theme's (`@theme/...`). */
export function componentFolder(from: string): string | undefined {
  return /^@site\/src\/components\/([^/]+)/.exec(from)?.[1];
}

/** What joins the docs pages' chunk: per folder of src/components, `true` for all of it or the names of its files. */
export function docsChunkFiles(): Record<string, true | readonly string[]> {
  const files: Record<string, true | readonly string[]> = {...THEME_PARTS};
  for (const [name, {from, docsChunk}] of RESOLVED) {
    const folder = componentFolder(from);
    if (!docsChunk) continue;
    if (!folder) throw new Error(`${name}: docsChunk is for the site's own components; ${from} is not one of src/components.`);
    files[folder] = docsChunk === true || files[folder] === true ? true : [...((files[folder] as readonly string[] | undefined) ?? []), ...docsChunk];
  }
  return files;
}
