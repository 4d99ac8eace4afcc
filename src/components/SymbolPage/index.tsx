import React, {Suspense, use} from 'react';
import clsx from 'clsx';
import Layout from '@theme/Layout';
import DocRootLayout from '@theme/DocRoot/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DocVersionBanner from '@theme/DocVersionBanner';
import {HtmlClassNameProvider, ThemeClassNames} from '@docusaurus/theme-common';
import {DocsSidebarProvider, DocsVersionProvider} from '@docusaurus/plugin-content-docs/client';
import type {PropSidebar, PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import Operation from '@site/src/components/Operation';
import TypeTable from '@site/src/components/TypeTable';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import NameBreaks from '@site/src/components/NameBreaks';
import DocsMenuButton from '@site/src/components/DocsMenuButton';
import SidebarCurrentPath from '@site/src/components/SidebarCurrentPath';
import PageInVersions from '@site/src/components/PageInVersions';
import {SYMBOL_PAGES_SIDEBAR, type SymbolKind} from '@site/shared/symbolPages';
import {DATA_ELEMENT_ID, dataText, symbolPageData, type SymbolPageData} from './pageData';
import styles from './styles.module.css';

/** The symbol's entry, drawn by the component its index page draws it with, from the same props. */
const VIEWS: Record<SymbolKind, React.ComponentType<never>> = {
  operation: Operation,
  event: Operation,
  declaration: TypeTable,
  errorCode: ErrorCodeTable,
};

const USED_BY: Record<SymbolKind, string> = {
  operation: 'Used by',
  event: 'Used by',
  declaration: 'Taken, returned or held by',
  errorCode: 'Thrown by',
};

/** The reader's language control reads the docs version from the docs plugin's context, as on a docs page. */
function versionOf({version, sidebar}: SymbolPageData): PropVersionMetadata {
  const {name, ...rest} = version;
  return {...rest, pluginId: 'default', version: name, docsSidebars: {[SYMBOL_PAGES_SIDEBAR]: sidebar}, docs: {}};
}

/** The index page a symbol page sits under, its sidebar's current item: `/docs/2.4.4/types/purchase-ios` → `/docs/2.4.4/types`. */
const indexPathOf = (path: string): string => path.replace(/\/[^/]+$/, '');
/** The docs version's base path of a symbol page: `/docs/2.4.4/types/purchase-ios` → `/docs/2.4.4`. */
const versionBaseOf = (path: string): string => indexPathOf(indexPathOf(path));

/** The sidebar each version's symbol pages last showed, by version base: a page reached by a link keeps it while it loads. */
const shownSidebars = new Map<string, PropSidebar>();

/** A docs page's frame, from the theme: its version's sidebar, with the symbol's index page current, and the phone's menu. */
function DocsFrame({path, sidebar, children}: {path: string; sidebar: PropSidebar; children: React.ReactNode}): React.JSX.Element {
  return (
    <DocsSidebarProvider name={SYMBOL_PAGES_SIDEBAR} items={sidebar}>
      <SidebarCurrentPath path={indexPathOf(path)}>
        <DocRootLayout>
          <DocsMenuButton />
          {children}
        </DocRootLayout>
      </SidebarCurrentPath>
    </DocsSidebarProvider>
  );
}

function SymbolContent({path}: {path: string}): React.JSX.Element {
  const found = symbolPageData(path);
  const page = found instanceof Promise ? use(found) : found;
  shownSidebars.set(versionBaseOf(path), page.sidebar);
  const {symbol, index, usedBy, version} = page;
  const View = VIEWS[symbol.kind] as React.ComponentType<Record<string, unknown>>;
  return (
    <PageInVersions paths={page.inVersions}>
      <Layout title={`${symbol.name} · ${index.title}${version.isLast ? '' : ` · ${version.label}`}`} description={page.summary}>
        {/* Drawn as a docs page of its version is, with that version's html classes. */}
        <HtmlClassNameProvider className={clsx(ThemeClassNames.wrapper.docsPages, ThemeClassNames.page.docsDocPage, version.className)}>
          <DocsVersionProvider version={versionOf(page)}>
            <DocsFrame path={path} sidebar={page.sidebar}>
              <div className={styles.main}>
                <DocVersionBanner />
                <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
                  Docs {version.label} <span aria-hidden="true">›</span> <Link to={index.href}>{index.title}</Link> <span aria-hidden="true">›</span>{' '}
                  {symbol.name}
                </nav>
                <article className="markdown">
                  <Heading as="h1" className={styles.title}>
                    <code>
                      <NameBreaks text={symbol.name} />
                    </code>
                  </Heading>
                  <View {...page.view} />
                  {page.reportedFor?.length ? (
                    <>
                      <Heading as="h2" id="reported-for">
                        Reported for these store errors
                      </Heading>
                      <ul>
                        {page.reportedFor.map(({platform, labels}) => (
                          <li key={platform}>
                            {platform}:{' '}
                            {labels.map((label, index) => (
                              <React.Fragment key={label}>
                                {index > 0 && ', '}
                                <code>{label}</code>
                              </React.Fragment>
                            ))}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                  {usedBy.length > 0 && (
                    <>
                      <Heading as="h2" id="used-by">
                        {USED_BY[symbol.kind]}
                      </Heading>
                      <ul className={styles.usedBy}>
                        {usedBy.map((link) => (
                          <li key={link.href}>
                            <Link to={link.href}>
                              <code>{link.name}</code>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </article>
                <script type="application/json" id={DATA_ELEMENT_ID} data-path={path} dangerouslySetInnerHTML={{__html: dataText(page)}} />
              </div>
            </DocsFrame>
          </DocsVersionProvider>
        </HtmlClassNameProvider>
      </Layout>
    </PageInVersions>
  );
}

/** The page of one operation, listener, type or error code of a docs version (plugins/symbol-pages). */
export default function SymbolPage({location}: {location: {pathname: string}}): React.JSX.Element {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  const sidebar = shownSidebars.get(versionBaseOf(path));
  return (
    <Suspense
      fallback={
        <Layout>
          {sidebar ? (
            <DocsFrame path={path} sidebar={sidebar}>
              <div aria-busy="true" />
            </DocsFrame>
          ) : (
            <main className="container margin-vert--lg" aria-busy="true" />
          )}
        </Layout>
      }>
      <SymbolContent path={path} />
    </Suspense>
  );
}
