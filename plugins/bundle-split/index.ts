/**
 * How the theme's code is split into files. Left to the bundler, the classic theme's components end up in a dozen
 * small chunks per docs page, each a request of its own and each compressed alone. Two named chunks instead:
 * - `layout-theme`: the layout every page shows (navbar, footer, colour mode, the shared theme hooks);
 * - `docs-theme`: what only docs pages add (sidebar, table of contents, breadcrumbs, version banner, paginator).
 * On a docs page that is 6 KiB less JavaScript and half the requests; other pages load the docs part too, since the
 * navbar's version menu needs the docs plugin's client, and stay well within the budget.
 *
 * React DOM gets a file of its own, fetched beside the main bundle. With both in one file, the main bundle's first run
 * (which runs React DOM's module) was a median 38-40 ms task on the Types page; split, 29-32 ms, in two requests
 * that download in parallel (measured over seven loads each, in Chromium on this project's 2-core machine).
 */
import type {Plugin} from '@docusaurus/types';

const THEME_CLASSIC = String.raw`[\\/]@docusaurus[\\/]theme-classic[\\/]lib[\\/]theme[\\/]`;

/** Modules only docs pages use. */
export const DOCS_THEME = new RegExp(
  [
    `${THEME_CLASSIC}(Doc|TOC|EditThisPage|EditMetaRow|LastUpdated|PaginatorNavLink|ContentVisibility|Tag)`,
    String.raw`[\\/]@docusaurus[\\/]plugin-content-docs[\\/]lib[\\/]client[\\/]`,
    String.raw`[\\/]src[\\/]theme[\\/]DocItem[\\/]`,
    // The site's components that its docs theme parts render on every docs page: the menu and copy buttons of a doc,
    // the code blocks (with their copy button) and the links of the prose. Left alone, they would make one more
    // chunk that every docs page requests at start-up. The Markdown copy itself still loads on the button's press.
    String.raw`[\\/]src[\\/]components[\\/]((DocsMenuButton|HighlightedCode|CopyButton|SpecLink)[\\/]|CopyPageButton[\\/]index\.tsx$|StaticIsland[\\/](serverHtml|islandData))`,
  ].join('|'),
);

/**
 * Theme modules that only some pages run, and only on demand: the theme's own code block (the site colours code at
 * build time, so it is loaded lazily for a block of React elements, which no page writes), its line-range parser,
 * and the live examples' scope (loaded with react-live when an example comes into view). The layout pattern below
 * matches them by folder, and a forced group would move them into the chunk every page loads: 4 KiB of it, gzipped.
 */
export const ON_DEMAND = new RegExp(
  [
    String.raw`${THEME_CLASSIC}CodeBlock[\\/]`,
    String.raw`[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/](utils[\\/]codeBlockUtils|hooks[\\/]usePrismTheme)`,
    String.raw`[\\/]parse-numeric-range[\\/]`,
    String.raw`[\\/]src[\\/]theme[\\/]ReactLiveScope[\\/]scope`,
  ].join('|'),
);

/**
 * The rest of the theme, the site's own theme components (code blocks...), Docusaurus's client code (<Link> and
 * friends) and MDX's runtime: used by nearly every page, and otherwise copied into several chunks of the same page.
 * Whatever {@link ON_DEMAND} matches stays out.
 */
export const LAYOUT_THEME = new RegExp(
  `^(?!.*(?:${ON_DEMAND.source})).*(?:` +
    [
      THEME_CLASSIC,
      String.raw`[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]`,
      String.raw`[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]`,
      String.raw`[\\/]src[\\/]theme[\\/]`,
      String.raw`[\\/]@mdx-js[\\/]react[\\/]`,
      // The page shown for an unknown address, which the docs' root also renders for a path it has no page for.
      String.raw`[\\/]src[\\/]components[\\/]NotFoundView[\\/]`,
      // The colour-mode storage settings Docusaurus generates for the theme's storage hooks; on their own they are a
      // separate 150-byte request on every page.
      String.raw`[\\/]site-storage\.json$`,
    ].join('|') +
    ')',
);

/** The names of the chunks this plugin makes (plugins/compile-hints marks them, as they run on every page). */
export const CHUNK_NAMES = {reactDom: 'react-dom', docsTheme: 'docs-theme', layoutTheme: 'layout-theme'} as const;

/** React DOM, which only the main bundle imports. */
export const REACT_DOM = /[\\/]node_modules[\\/]react-dom[\\/]/;

export default function bundleSplitPlugin(): Plugin {
  return {
    name: 'bundle-split',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        optimization: {
          splitChunks: {
            cacheGroups: {
              reactDom: {test: REACT_DOM, name: CHUNK_NAMES.reactDom, chunks: 'initial', priority: 40, enforce: true},
              docsTheme: {test: DOCS_THEME, name: CHUNK_NAMES.docsTheme, chunks: 'async', priority: 35, enforce: true},
              layoutTheme: {test: LAYOUT_THEME, name: CHUNK_NAMES.layoutTheme, chunks: 'async', priority: 30, enforce: true},
            },
          },
        },
      };
    },
  };
}
