import React, {useEffect} from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useBaseUrl from '@docusaurus/useBaseUrl';

/**
 * A docs root (/docs, /docs/next) has no page of its own: it leads to the first page of the docs. The
 * redirect replaces the history entry, so Back skips it. It happens in three ways, whichever comes first: an inline
 * script in the HTML head (before any bundle loads), the router once React runs (client-side navigation), and a meta
 * refresh for readers without JavaScript.
 */
export default function DocsRedirect({to, label}: {to: string; label: string}): React.JSX.Element {
  const target = useBaseUrl(to);
  const history = useHistory();
  const {search, hash} = useLocation();
  useEffect(() => {
    history.replace(`${target}${search}${hash}`);
  }, [history, target, search, hash]);
  return (
    <>
      <Head>
        <title>{`Redirecting to ${label}`}</title>
        <meta name="robots" content="noindex" />
        <link rel="canonical" href={target} />
        <meta httpEquiv="refresh" content={`0; url=${target}`} />
        <script>{`location.replace(${JSON.stringify(target)} + location.search + location.hash);`}</script>
      </Head>
      <main className="container margin-vert--xl">
        <p>
          The docs start at <Link to={to}>{label}</Link>.
        </p>
      </main>
    </>
  );
}
