import React, {useMemo, type ReactNode} from 'react';
import type {SandboxConstants} from '@site/shared/sandboxConstants';
import {SandboxConfigContext, type SandboxConfig} from './context';

interface Props {
  /** Filled by the spec-model remark plugin: the simulated store's rules, from the model of the page's docs version. */
  sandboxConstants?: SandboxConstants;
  /** Filled by the spec-model remark plugin: 'current' or a released version name. */
  docsVersion?: string;
  children?: ReactNode;
}

/**
 * Wraps the live examples of a docs page so that their simulated stores obey the spec of that page's docs version
 * (the Android acknowledge window, the willExpireSoon window, error codes, replacement modes...). Write it in MDX
 * around the ```jsx live blocks; the remark plugin adds the props, and refuses a live block outside it.
 */
export default function SandboxProvider({sandboxConstants, docsVersion, children}: Props): React.JSX.Element {
  if (sandboxConstants === undefined) {
    throw new Error('<SandboxProvider> has no sandboxConstants: it only works in docs MDX, where the spec-model remark plugin fills them.');
  }
  const value = useMemo<SandboxConfig>(() => ({constants: sandboxConstants, docsVersion: docsVersion ?? 'current'}), [sandboxConstants, docsVersion]);
  return <SandboxConfigContext.Provider value={value}>{children}</SandboxConfigContext.Provider>;
}
