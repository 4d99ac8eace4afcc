// Ejected, not wrapped: the classic container writes the code theme's plain colours as inline CSS variables for the
// colour mode React knows, which is the server's until the page re-renders. The variables are set by the code
// colours style sheet instead (plugins/code-highlight/css.ts), for both colour modes, so the first render is right.
import React, {type ComponentProps, type ElementType} from 'react';
import clsx from 'clsx';
import {ThemeClassNames} from '@docusaurus/theme-common';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Container/styles.module.css';

export default function CodeBlockContainer<T extends ElementType>({as: As, ...props}: {as: T} & ComponentProps<T>): React.JSX.Element {
  return <As {...props} className={clsx(props.className, styles.codeBlockContainer, ThemeClassNames.common.codeBlock)} />;
}
