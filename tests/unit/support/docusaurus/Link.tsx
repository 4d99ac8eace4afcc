import React from 'react';

/** Stand-in for @docusaurus/Link: a plain anchor with the same `to`/`href` props. */
export default function Link({
  to,
  href,
  children,
  ...rest
}: {to?: string; href?: string; children?: React.ReactNode} & React.AnchorHTMLAttributes<HTMLAnchorElement>) {
  const target = to ?? href ?? '#';
  const external = /^https?:|^mailto:/.test(target);
  return (
    <a href={target} {...(external ? {target: '_blank', rel: 'noopener noreferrer'} : {})} {...rest}>
      {children}
    </a>
  );
}
