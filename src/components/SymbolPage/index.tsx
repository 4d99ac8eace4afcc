import React, {Suspense, use} from 'react';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import DocVersionBanner from '@theme/DocVersionBanner';
import {DocsVersionProvider} from '@docusaurus/plugin-content-docs/client';
import type {PropVersionMetadata} from '@docusaurus/plugin-content-docs';
import Operation from '@site/src/components/Operation';
import TypeTable from '@site/src/components/TypeTable';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import NameBreaks from '@site/src/components/NameBreaks';
import type {SymbolKind, SymbolPageData} from '@site/shared/symbolPages';
import {DATA_ELEMENT_ID, dataText, symbolPageData} from './pageData';
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
function versionOf({version}: SymbolPageData): PropVersionMetadata {
  const {name, ...rest} = version;
  return {...rest, pluginId: 'default', version: name, docsSidebars: {}, docs: {}};
}

function SymbolContent({path}: {path: string}): React.JSX.Element {
  const found = symbolPageData(path);
  const page = found instanceof Promise ? use(found) : found;
  const {symbol, index, usedBy, version} = page;
  const View = VIEWS[symbol.kind] as React.ComponentType<Record<string, unknown>>;
  return (
    <Layout title={`${symbol.name} · ${index.title}${version.isLast ? '' : ` · ${version.label}`}`} description={page.summary}>
      <DocsVersionProvider version={versionOf(page)}>
        <main className={`container margin-vert--lg ${styles.main}`}>
          <DocVersionBanner />
          <nav aria-label="Breadcrumbs" className={styles.breadcrumbs}>
            Docs {version.label} <span aria-hidden="true">›</span> <Link to={index.href}>{index.title}</Link> <span aria-hidden="true">›</span> {symbol.name}
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
        </main>
      </DocsVersionProvider>
    </Layout>
  );
}

/** The page of one operation, listener, type or error code of a docs version (plugins/symbol-pages). */
export default function SymbolPage({location}: {location: {pathname: string}}): React.JSX.Element {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  return (
    <Suspense
      fallback={
        <Layout>
          <main className="container margin-vert--lg" aria-busy="true" />
        </Layout>
      }>
      <SymbolContent path={path} />
    </Suspense>
  );
}
