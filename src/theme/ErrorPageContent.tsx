// Replaced rather than wrapped: the specified screen says "Unexpected Application Error!" with the message, which the
// original's "This page crashed." cannot become through a wrapper. Shown inside the layout when a page's content fails.
import React from 'react';
import type {FallbackParams} from '@docusaurus/ErrorBoundary';
import AppErrorView from '@site/src/components/AppErrorView';

export default function ErrorPageContent({error, tryAgain}: FallbackParams): React.JSX.Element {
  return <AppErrorView error={error} tryAgain={tryAgain} />;
}
