import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';

/**
 * A link target without text of its own: a row of a table in the generated reference (`#ProductIOS-displayName`).
 * Unlike a raw `<a id>` in MDX, it is known to the broken-anchor check of the build, so links to it are checked.
 */
export default function Anchor({id}: {id: string}): React.JSX.Element {
  useBrokenLinks().collectAnchor(id);
  return <span id={id} />;
}
