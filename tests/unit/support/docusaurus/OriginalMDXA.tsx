/** Stand-in for the theme's Markdown link (@theme-original/MDXComponents/A): marked, so a test sees which link it got. */
import React from 'react';

export default function MDXA(props: React.AnchorHTMLAttributes<HTMLAnchorElement>): React.JSX.Element {
  return <a data-theme-link="" {...props} />;
}
