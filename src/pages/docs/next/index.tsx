import React from 'react';
import DocsRedirect from '@site/src/components/DocsRedirect';

/** /docs/next leads to the first page of the unreleased docs. */
export default function NextDocsIndex(): React.JSX.Element {
  return <DocsRedirect to="/docs/next/lifecycle" label="Life Cycle (Next)" />;
}
