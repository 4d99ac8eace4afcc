import React from 'react';

/** Stand-in for @theme/Heading: the heading element itself. */
export default function Heading({
  as: As = 'h2',
  children,
  ...rest
}: {as?: 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6'; children?: React.ReactNode} & React.HTMLAttributes<HTMLHeadingElement>) {
  return <As {...rest}>{children}</As>;
}
