import React from 'react';
import Content from '@theme-original/DocItem/Content';
import type ContentType from '@theme/DocItem/Content';
import type {WrapperProps} from '@docusaurus/types';
import CopyPageButton from '@site/src/components/CopyPageButton';

type Props = WrapperProps<typeof ContentType>;

/** Every docs page offers its Markdown, beside its title. */
export default function ContentWrapper(props: Props): React.JSX.Element {
  return (
    <>
      <CopyPageButton />
      <Content {...props} />
    </>
  );
}
