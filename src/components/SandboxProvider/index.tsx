import React, {useMemo, type ReactNode} from 'react';
import {SandboxConfigContext, type SandboxConfig} from './context';

interface Props {
  /** Filled by the spec-model remark plugin: the constants of the page's docs version. */
  specConstants?: Record<string, unknown>;
  /** Filled by the spec-model remark plugin: 'current' or a released version name. */
  docsVersion?: string;
  children?: ReactNode;
}

/**
 * Wraps the live examples of a docs page so that their simulated stores obey the spec of that page's docs version
 * (the Android acknowledge window, the willExpireSoon window, the token report window...). Write it in MDX around
 * the ```jsx live blocks; the remark plugin adds the props.
 */
export default function SandboxProvider({specConstants, docsVersion, children}: Props): React.JSX.Element {
  if (specConstants === undefined) {
    throw new Error('<SandboxProvider> has no specConstants: it only works in docs MDX, where the spec-model remark plugin fills them.');
  }
  const value = useMemo<SandboxConfig>(() => ({specConstants, docsVersion: docsVersion ?? 'current'}), [specConstants, docsVersion]);
  return <SandboxConfigContext.Provider value={value}>{children}</SandboxConfigContext.Provider>;
}
