/**
 * The generated reference (docusaurus-plugin-typedoc + typedoc-plugin-markdown): one page per spec module, and the
 * TypeDoc plugin that gives every declaration on such a page a stable anchor of its own.
 *
 * One page per module keeps the reference to ten routes a version instead of one per declaration: every route costs
 * every page of the site some bytes (the route registry and chunk map of the main bundle, the version's sidebar).
 *
 * On a module page, typedoc-plugin-markdown numbers the anchors of members that share a name (`#property-price`,
 * `#property-price-1`... in the order it meets them), so a link to a member would move whenever a declaration is
 * added above it. The plugin here replaces every anchor with the declaration's qualified name (paths.ts
 * `referenceAnchor`: `#ProductIOS`, `#ProductIOS-displayName`, `#CommonOperations-initConnection`), before any page
 * is rendered, so headings (`useCustomAnchors`), table rows and cross-links all carry it.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {Application, Reflection} from 'typedoc';
import {listSpecFiles, moduleTitle} from '../spec-model/specFiles';
import {referenceAnchor} from '../spec-model/paths';

export {moduleTitle};

/** The router's maps from a reflection to its anchor and to its URL (`products.md#ProductIOS`). */
interface AnchoredRouter {
  anchors: Map<Reflection, string>;
  fullUrls: Map<Reflection, string>;
}

/**
 * The names from a page's model down to `target`: `['ProductIOS', 'displayName']` on the page of `products`. Call
 * signatures (named like their method) and anonymous type literals (`__type`) are not part of it. Undefined when
 * the target is on no page.
 */
export function qualifiedName(target: Reflection, pageModels: ReadonlySet<unknown>): {page: Reflection; names: string[]} | undefined {
  const names: string[] = [];
  for (let reflection: Reflection | undefined = target; reflection; reflection = reflection.parent) {
    if (pageModels.has(reflection)) return {page: reflection, names};
    if (!reflection.isSignature() && !reflection.name.startsWith('__')) names.unshift(reflection.name);
  }
  return undefined;
}

function isAncestor(ancestor: Reflection, reflection: Reflection): boolean {
  for (let parent = reflection.parent; parent; parent = parent.parent) if (parent === ancestor) return true;
  return false;
}

/**
 * The anchors typedoc-plugin-markdown puts in table rows (`<a id="ProductIOS-displayName"></a>`) as the site's
 * `<Anchor>` (src/components/Anchor), which the broken-anchor check of the build knows about.
 */
export function checkedTableAnchors(markdown: string): string {
  return markdown.replace(/<a id="([^"]+)"><\/a>/g, '<Anchor id="$1" />');
}

/** The TypeDoc plugin (passed as a function in the `plugin` option): stable, checked anchors on the module pages. */
export function stableReferenceAnchors(app: Application): void {
  app.renderer.on('endPage', (page) => {
    if (page.contents) page.contents = checkedTableAnchors(page.contents);
    // Docusaurus addresses a folder's index as `/docs/api/`, which a static host serving api.html answers with a 404.
    if (page.url === 'index.md') page.contents = `---\nslug: /${path.basename(app.options.getValue('out'))}\n---\n\n${page.contents}`;
  });
  app.renderer.on('beginRender', (event) => {
    const router = app.renderer.router as unknown as AnchoredRouter | undefined;
    if (!router) return;
    const pageModels = new Set<unknown>(event.pages.map((page) => page.model));
    const taken = new Map<Reflection, Map<string, Reflection>>();
    for (const target of [...router.anchors.keys()]) {
      const located = qualifiedName(target, pageModels);
      if (!located || located.names.length === 0) continue;
      const anchor = referenceAnchor(located.names);
      const onPage = taken.get(located.page) ?? taken.set(located.page, new Map()).get(located.page)!;
      const other = onPage.get(anchor);
      // A signature or type literal without a name of its own (the function type of IapEventListener) is its owner.
      if (other && other !== target && !isAncestor(other, target) && !isAncestor(target, other)) {
        throw new Error(
          `typedoc-reference: ${other.getFullName()} and ${target.getFullName()} would share the anchor #${anchor} on the page of ${located.page.name}.`,
        );
      }
      if (!other) onPage.set(anchor, target);
      router.anchors.set(target, anchor);
      router.fullUrls.set(target, `${router.fullUrls.get(located.page)}#${anchor}`);
    }
  });
}

/**
 * The options of docusaurus-plugin-typedoc (and so of TypeDoc and typedoc-plugin-markdown) for the reference of the
 * site's spec/ folder, or of another folder of spec modules (a released version's model written as TypeScript),
 * written to `out` (relative to the site folder).
 */
export function referenceOptions(siteDir: string, out = './docs/api', specDir = path.join(siteDir, 'spec')) {
  return {
    name: 'OpenIAP Reference',
    // One entry point, so one page, per spec module; spec/index.ts only re-exports them.
    entryPoints: listSpecFiles(specDir),
    outputFileStrategy: 'modules',
    tsconfig: path.join(specDir, 'tsconfig.json'),
    out,
    readme: 'none',
    excludePrivate: true,
    blockTags: [
      '@platform',
      '@category',
      '@since',
      // The schema's own name for a declaration spec/ names differently; the reference shows it under "Schema Name".
      '@schemaName',
      '@deprecated',
      '@param',
      '@returns',
      '@throws',
      '@example',
      '@remarks',
      '@see',
      '@defaultValue',
      '@packageDocumentation',
      '@typeParam',
    ],
    sidebar: {autoConfiguration: true, pretty: true},
    disableSources: true,
    hidePageHeader: true,
    pageTitleTemplates: {
      index: '{projectName}',
      module: ({rawName}: {rawName: string}) => moduleTitle(rawName),
      member: '{keyword} {kind}: {name}',
    },
    indexFormat: 'table',
    // Fields, members and parameters as tables: a module page stays readable, and its table of contents lists the
    // declarations (and the operations), not every field.
    interfacePropertiesFormat: 'table',
    typeDeclarationFormat: 'table',
    enumMembersFormat: 'table',
    parametersFormat: 'table',
    // Three columns (name, type, description) fit the page; a type's "Extends" list names where fields come from.
    tableColumnSettings: {hideInherited: true, hideOverrides: true},
    // Headings carry the anchors the plugin above gives them (`### ProductIOS \{#ProductIOS\}`).
    useCustomAnchors: true,
    customAnchorsFormat: 'escapedCurlyBrace',
    plugin: [stableReferenceAnchors],
  };
}

/**
 * docusaurus-plugin-typedoc with the reference's options. Given to the config as `['docusaurus-plugin-typedoc',
 * options]`, those options (the build machine's absolute paths of every spec file among them) would be written into
 * the site config that every page's JavaScript carries; through this plugin they stay on the build side.
 *
 * The plugin writes the reference when it loads, as before. Its `generate-typedoc` command looks for its options in
 * the config's plugin list, where they no longer are, so this plugin gives the command its own action: the version
 * cut runs it before freezing docs/.
 */
export default async function typedocReferencePlugin(context: LoadContext): Promise<Plugin> {
  const {default: typedocPlugin} = await import('docusaurus-plugin-typedoc');
  // The plugin's option type asks for every field of its sidebar options, though it fills in the ones left out.
  const options = referenceOptions(context.siteDir) as unknown as Parameters<typeof typedocPlugin>[1];
  const plugin = await typedocPlugin(context, options);
  return {
    name: plugin.name,
    extendCli(cli) {
      cli
        .command('generate-typedoc')
        .description('Writes the reference of spec/ into docs/api (docusaurus-plugin-typedoc, with the options of plugins/typedoc-reference).')
        .action(async () => {
          await typedocPlugin(context, options);
        });
    },
  };
}
