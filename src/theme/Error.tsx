// Replaced rather than wrapped: this is the fallback of the app-level error boundary, shown when a route itself fails;
// it must show the specified "Unexpected Application Error!" screen. It renders without the layout, which needs a
// route context that only Docusaurus's internal fallback can provide.
import React from 'react';
import Head from '@docusaurus/Head';
import type {Props} from '@theme/Error';
import AppErrorView from '@site/src/components/AppErrorView';

export default function Error({error, tryAgain}: Props): React.JSX.Element {
  return (
    <>
      <Head>
        <title>Unexpected Application Error!</title>
      </Head>
      <AppErrorView error={error} tryAgain={tryAgain} />
    </>
  );
}
