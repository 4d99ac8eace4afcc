import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useIsBrowser from '@docusaurus/useIsBrowser';

/**
 * A docs root (/docs, /docs/next) has no page of its own: it leads to the first page of the docs, replacing its own
 * history entry so that Back skips it and a new tab opened on it holds one entry. The server-rendered page redirects
 * from its head, before any bundle loads: an inline script, and a meta refresh for readers without JavaScript. Inside
 * the running app the router replaces the entry instead; the head redirect is left out there, since the browser would
 * act on it as soon as it is inserted and load the target page a second time.
 */
export default function DocsRedirect({to, label}: {to: string; label: string}): React.JSX.Element {
  const target = useBaseUrl(to);
  const history = useHistory();
  const {search, hash} = useLocation();
  const isBrowser = useIsBrowser();
  useEffect(() => {
    history.replace(`${target}${search}${hash}`);
  }, [history, target, search, hash]);
  return (
    <>
      <Head>
        <title>{`Redirecting to ${label}`}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
        {!isBrowser && <meta httpEquiv="refresh" content={`0; url=${target}`} />}
        {!isBrowser && <script>{`location.replace(${JSON.stringify(target)} + location.search + location.hash);`}</script>}
      </Head>
      <main className="container margin-vert--xl">
        <p>
          The docs start at <Link to={to}>{label}</Link>.
        </p>
      </main>
    </>
  );
}
