import type {Config} from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import {site} from './shared/site';
import {siteAddressFromEnv} from './src/data/siteAddress';
import {darkCodeTheme, lightCodeTheme} from './src/data/codeThemes';
import openIapVersionsPlugin from './plugins/openiap-versions';
import specModelPlugin from './plugins/spec-model';
import typeBundlesPlugin from './plugins/type-bundles';
import apiSearchPlugin from './plugins/api-search';
import languageFilesPlugin from './plugins/language-files';
import remarkSpecModel from './plugins/spec-model/remark';
import {docsRoutes} from './shared/docsRoutes';
import remarkMdxImports from './plugins/mdx-imports/remark';
import {withOptions} from './plugins/mdx-tree/withOptions';
import codeHighlightPlugin from './plugins/code-highlight';
import remarkCodeHighlight from './plugins/code-highlight/remark';
import diagramsPlugin from './plugins/diagrams';
import remarkDiagrams from './plugins/diagrams/remark';
import versioningPlugin from './plugins/versioning';
import paintFirstTemplatePlugin, {ssrTemplate} from './plugins/paint-first-template';
import bundleSplitPlugin from './plugins/bundle-split';
import compileHintsPlugin from './plugins/compile-hints';
import staticIslandsPlugin from './plugins/static-islands';
import remarkStaticIslands, {remarkStaticIslandCode} from './plugins/static-islands/remark';
import remarkProseRuns from './plugins/static-islands/proseRuns';
import pageLinksPlugin from './plugins/page-links';
import {remarkOperationGuides} from './plugins/spec-model/guides';
import markdownExportPlugin from './plugins/markdown-export';
import pageComponentsPlugin from './plugins/page-components/check';
import migrationsPlugin from './plugins/migrations';
import symbolPagesPlugin from './plugins/symbol-pages';
import {formerReferenceRedirects} from './plugins/symbol-pages/formerReference';
import loaderCachePlugin from './plugins/loader-cache';
import remarkRemovedAnchors from './plugins/migrations/remark';
import {mechanismsOff, type SpeedMechanism} from './shared/speedMechanisms';

/** Prism grammars beyond prism-react-renderer's own. Code is highlighted at build time, so these cost no JavaScript. */
const additionalLanguages = ['dart', 'bash', 'groovy', 'diff', 'json', 'ruby', 'http'];

/**
 * The speed layer: what only makes pages lighter or faster to start (shared/speedMechanisms.ts). The site must read
 * and behave the same without it, so `OPENIAP_SPEED_PLUGINS=off` builds it without the speed-only plugins (the
 * integration tests do, and run the content and behaviour tests on that build), and `OPENIAP_SPEED_OFF=name,...`
 * leaves out single mechanisms, for `npm run bench:mechanisms` to measure what each buys.
 */
const speedOff = mechanismsOff(process.env);
const withMechanism = (name: SpeedMechanism) => !speedOff.includes(name);
const when = <T>(name: SpeedMechanism, ...items: T[]): T[] => (withMechanism(name) ? items : []);
/**
 * What keeps the server's HTML applies to a production build only: the dev server renders pages in the browser and
 * reloads an edited page in place, where an island keyed by its place would keep the previous content.
 */
const production = process.env.NODE_ENV === 'production';
const inBuild = <T>(name: SpeedMechanism, ...items: T[]): T[] => (production ? when(name, ...items) : []);

/** SITE_URL and BASE_URL say where the build is published (the deploy workflow sets them); openiap.dev/ otherwise. */
const address = siteAddressFromEnv(process.env);

const config = {
  title: site.productName,
  tagline: site.tagline,
  favicon: 'img/logo.svg',
  url: address.url,
  baseUrl: address.baseUrl,
  trailingSlash: false,

  // A broken link or anchor is a bug in the docs: never ship one.
  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',
  markdown: {
    hooks: {onBrokenMarkdownLinks: 'throw', onBrokenMarkdownImages: 'throw'},
  },
  future: {v4: true, faster: true},
  // The theme choice lives under the plain key "theme", not under a site-namespaced key as v4 would do.
  storage: {type: 'localStorage', namespace: false},
  // The page paints before its bundles run (plugins/paint-first-template). Docusaurus's base-URL banner takes bundles
  // that have not run by DOMContentLoaded for a wrong baseUrl, so under that template it would build its hidden
  // banner on every page, in the middle of start-up; the base URL is checked by the tests instead.
  ...(withMechanism('paint-first') ? {ssrTemplate, baseUrlIssueBanner: false} : {}),
  // The browser code's mechanisms read what is off here (src/hooks/useSpeedMechanism.ts); absent when nothing is.
  ...(speedOff.length > 0 ? {customFields: {speedOff}} : {}),

  i18n: {defaultLocale: 'en', locales: ['en']},

  presets: [
    [
      // The classic preset, whose theme loads no Prism into the browser: code is coloured at build time.
      // A relative name, resolved from this file: an absolute one would be written into every page's JavaScript.
      withMechanism('classic-trim') ? './plugins/classic-preset/index.ts' : '@docusaurus/preset-classic',
      {
        docs: {
          routeBasePath: docsRoutes.routeBasePath,
          sidebarPath: './sidebars.ts',
          editUrl: `${site.repositoryUrl}/edit/main/`,
          versions: {current: {label: 'Next', path: docsRoutes.currentVersionPath, banner: 'unreleased'}},
          // Fills <TypeTable>, <Operation>, <ErrorCodeTable>... with the spec model of the page's docs version, then
          // imports the components a page uses into that page only (plugins/mdx-imports).
          beforeDefaultRemarkPlugins: [
            withOptions(remarkSpecModel, {siteDir: __dirname, docsRoutes}),
            // Each operation links the guides of its version that use it.
            withOptions(remarkOperationGuides, {siteDir: __dirname}),
            // Anchors an older release had on a page and a later one removed: a "Removed in X.Y.Z" entry each.
            withOptions(remarkRemovedAnchors, {siteDir: __dirname, docsRoutes}),
            // Type tables and operations in the HTML only: their data stays out of the page's JavaScript.
            ...inBuild('static-islands', withOptions(remarkStaticIslands, {siteDir: __dirname})),
            // <Diagram chart> becomes its pre-drawn SVGs and text alternative: no chart in the page's JavaScript.
            withOptions(remarkDiagrams, {siteDir: __dirname}),
            remarkMdxImports,
            [remarkCodeHighlight, {additionalLanguages}],
            // The code blocks' tokens in the HTML only: a first visit shows the server's coloured lines.
            ...inBuild('static-islands', withOptions(remarkStaticIslandCode, {siteDir: __dirname})),
          ],
          // After Docusaurus's own plugins (heading ids, links, the table of contents): runs of plain Markdown kept
          // as the server's HTML on a first visit.
          remarkPlugins: inBuild('prose-runs', withOptions(remarkProseRuns, {siteDir: __dirname})),
        },
        blog: false,
        pages: {beforeDefaultRemarkPlugins: [[remarkCodeHighlight, {additionalLanguages}]]},
        theme: {customCss: './src/css/custom.css'},
      } satisfies Preset.Options,
    ],
  ],

  plugins: [
    // Each component pages use is declared once; a declaration that leaves a part out stops the build here.
    pageComponentsPlugin,
    openIapVersionsPlugin,
    specModelPlugin,
    typeBundlesPlugin,
    apiSearchPlugin,
    // The declarations in Swift, Kotlin, Dart, GDScript and C#: a file per docs version and language, fetched on choice.
    languageFilesPlugin,
    // Commands only: `docusaurus openiap:cut X.Y.Z` and `docusaurus openiap:diagrams`.
    versioningPlugin,
    diagramsPlugin,
    // Colours code at build time with the themes of themeConfig.prism.
    codeHighlightPlugin,
    // Every docs page as Markdown at its address plus .md, and /llms.txt and /llms-full.txt for the current release.
    markdownExportPlugin,
    // /docs/migrating: what changed between releases, from their frozen spec models.
    migrationsPlugin,
    // A page per operation, listener, type and error code of every docs version, under the page that indexes its kind.
    symbolPagesPlugin,
    // The generated reference's old addresses lead to the index pages that list its symbols now. A function: the site
    // config that every page's JavaScript carries keeps none of the addresses.
    ['@docusaurus/plugin-client-redirects', {createRedirects: formerReferenceRedirects(__dirname, docsRoutes)}],
    // A broken site-absolute link in the docs stops the build naming its file, line and column.
    pageLinksPlugin,
    ...when('paint-first', paintFirstTemplatePlugin),
    ...when('bundle-split', bundleSplitPlugin),
    ...when('compile-hints', compileHintsPlugin),
    // The island data files' loader, which the type tables' islands and the prose runs both need.
    ...(withMechanism('static-islands') || withMechanism('prose-runs') ? [staticIslandsPlugin] : []),
    // Last, so that it sees every rule: a build after an edit of one of the site's loaders does not reuse stale output.
    loaderCachePlugin,
  ],
  themes: [
    // Live, editable examples on the docs pages; src/theme/Playground loads react-live and the sandbox on demand.
    '@docusaurus/theme-live-codeblock',
    [
      // Full-text search over every page, one index per docs version, reached from the Cmd+K modal
      // (src/components/SearchModal); src/theme/SearchBar leaves its own search bar out. Fetched on the first query.
      '@easyops-cn/docusaurus-search-local',
      {
        indexDocs: true,
        indexPages: true,
        indexBlog: false,
        docsRouteBasePath: docsRoutes.routeBasePath,
        docsDir: ['docs', 'versioned_docs'],
        language: ['en'],
        hashed: true,
      },
    ],
  ],
  clientModules: [
    './src/clientModules/scrollOnRouteChange.ts',
    './src/clientModules/headingAnchorCopy.ts',
    // The theme's own progress bar is left out with Prism's module (plugins/classic-preset); this one stands in.
    ...when('classic-trim', './src/clientModules/navigationProgress.ts'),
  ],

  themeConfig: {
    colorMode: {defaultMode: 'light', respectPrefersColorScheme: true},
    metadata: [{name: 'description', content: `${site.productName}: ${site.tagline}.`}],
    navbar: {
      title: site.productName,
      items: [
        {to: '/introduction', label: 'Introduction', position: 'left'},
        {to: '/docs/lifecycle', label: 'Docs', position: 'left', activeBaseRegex: '^/docs(/|$)'},
        {to: '/languages', label: 'Languages', position: 'left'},
        {to: '/tutorials', label: 'Tutorials', position: 'left'},
        {to: '/sponsors', label: 'Sponsors', position: 'left'},
        {type: 'docsVersionDropdown', position: 'right', dropdownActiveClassDisabled: true},
        {type: 'custom-searchButton', position: 'right'},
        {
          href: site.repositoryUrl,
          position: 'right',
          className: 'header-github-link',
          'aria-label': 'OpenIAP on GitHub',
        },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        {
          title: 'Documentation',
          items: [
            {label: 'Life Cycle', to: '/docs/lifecycle'},
            {label: 'APIs', to: '/docs/apis'},
            {label: 'Events', to: '/docs/events'},
            {label: 'Types', to: '/docs/types'},
          ],
        },
        {
          title: 'Resources',
          items: [
            {label: 'Introduction', to: '/introduction'},
            {label: 'Languages', to: '/languages'},
            {label: 'Tutorials', to: '/tutorials'},
            {label: 'Releases', href: site.releasesUrl},
          ],
        },
        {
          title: 'Community',
          items: [
            {label: 'GitHub', href: site.repositoryUrl},
            {label: 'Slack', href: site.chatCommunityUrl},
            {label: 'Sponsors', to: '/sponsors'},
            {label: `Contact: ${site.contactEmail}`, href: `mailto:${site.contactEmail}`},
          ],
        },
      ],
      copyright: `<p class="footer__tagline">${site.tagline}</p>Copyright © ${site.copyrightYear} ${site.productName}.`,
    },
    docs: {sidebar: {autoCollapseCategories: false}},
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      additionalLanguages,
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;

export default config;
