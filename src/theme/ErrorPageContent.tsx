// Replaced rather than wrapped: the specified screen says "Unexpected Application Error!" with the message, which the
// original's "This page crashed." cannot become through a wrapper.
import React from 'react';
import type {FallbackParams} from '@docusaurus/ErrorBoundary';
import {ErrorBoundaryTryAgainButton} from '@docusaurus/theme-common';
import Heading from '@theme/Heading';

export default function ErrorPageContent({error, tryAgain}: FallbackParams): React.JSX.Element {
  return (
    <main className="container margin-vert--xl" role="alert">
      <Heading as="h1">Unexpected Application Error!</Heading>
      <pre style={{whiteSpace: 'pre-wrap'}}>{error.message}</pre>
      <ErrorBoundaryTryAgainButton onClick={tryAgain} className="button button--primary" />
    </main>
  );
}
