import React from 'react';
import Footer from '@theme-original/Footer';
import type FooterType from '@theme/Footer';
import type {WrapperProps} from '@docusaurus/types';
import {useLocation} from '@docusaurus/router';

type Props = WrapperProps<typeof FooterType>;

/** The docs are a reading space: no footer on any path under /docs. */
export function isDocsPath(pathname: string): boolean {
  return /^\/docs(\/|$)/.test(pathname);
}

export default function FooterWrapper(props: Props): React.JSX.Element | null {
  const {pathname} = useLocation();
  if (isDocsPath(pathname)) return null;
  return <Footer {...props} />;
}
