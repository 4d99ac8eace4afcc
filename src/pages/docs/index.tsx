import React from 'react';
import DocsRedirect from '@site/src/components/DocsRedirect';

/** /docs leads to the first page of the latest release's docs. */
export default function DocsIndex(): React.JSX.Element {
  return <DocsRedirect to="/docs/lifecycle" label="Life Cycle" />;
}
