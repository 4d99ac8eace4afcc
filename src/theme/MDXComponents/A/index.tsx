import React from 'react';
import A from '@theme-original/MDXComponents/A';
import type AType from '@theme/MDXComponents/A';
import type {WrapperProps} from '@docusaurus/types';
import SpecLink, {routePath} from '@site/src/components/SpecLink';

type Props = WrapperProps<typeof AType>;

/**
 * True for a Markdown link to a page of this site: a root-relative path (the form Docusaurus gives links to other
 * Markdown files) with no file extension. Fragments, other sites, `pathname://` escapes and static files (`/llms.txt`,
 * a download) are not pages of the app. A file extension has a letter in it: page paths end in release numbers
 * (`/docs/migrating/2.4.4-to-3.2.1`), whose last dot is not an extension's.
 */
export function isSitePageLink(href: string | undefined): href is string {
  if (!href || !href.startsWith('/') || href.startsWith('//')) return false;
  return !/\.[a-z0-9]*[a-z][a-z0-9]*$/i.test(routePath(href));
}

/**
 * Links in the docs' prose. A link to another page of the site is a SpecLink, which loads the page's code when the
 * reader points at the link rather than when it scrolls into view; every other link (fragments, other sites, files,
 * footnotes, links opening elsewhere) stays the theme's.
 */
export default function AWrapper(props: Props): React.JSX.Element {
  const {href, children, target, download, ...anchor} = props;
  if (!isSitePageLink(href) || target || download !== undefined || anchor.id) return <A {...props} />;
  return (
    <SpecLink to={href} {...anchor}>
      {children}
    </SpecLink>
  );
}
