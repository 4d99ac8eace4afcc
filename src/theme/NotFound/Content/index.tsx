// Replaced rather than wrapped: the original's text is not the specified "Page not found" with Back and Home, and a
// wrapper can only add around it, not change it.
import React from 'react';
import NotFoundView from '@site/src/components/NotFoundView';

export default function NotFoundContent({className}: {className?: string}): React.JSX.Element {
  return <NotFoundView className={className} />;
}
