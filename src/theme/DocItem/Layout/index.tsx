import React from 'react';
import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type {WrapperProps} from '@docusaurus/types';
import DocsMenuButton from '@site/src/components/DocsMenuButton';

type Props = WrapperProps<typeof LayoutType>;

/** Every docs page gets the small-screen "Menu" button above its content. */
export default function LayoutWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <DocsMenuButton />
      <Layout {...props} />
    </>
  );
}
