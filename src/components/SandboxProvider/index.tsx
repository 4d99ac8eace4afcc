import React, {useMemo, useRef, type ReactNode} from 'react';
import type {SandboxConstants} from '@site/shared/sandboxConstants';
import {SandboxConfigContext, type SandboxConfig} from './context';

/** The simulated store's rules as a module: what the static-islands plugin's `loadConstants` resolves to. */
export interface SandboxConstantsModule {
  default: {sandboxConstants: SandboxConstants};
}

interface Props {
  /** Filled by the spec-model remark plugin: the simulated store's rules, from the model of the page's docs version. */
  sandboxConstants?: SandboxConstants;
  /**
   * With the speed plugins, the rules instead: a function that imports them, so that they load with the first live
   * example that runs, not with the page.
   */
  loadConstants?: () => Promise<SandboxConstantsModule>;
  /** Filled by the spec-model remark plugin: 'current' or a released version name. */
  docsVersion?: string;
  children?: ReactNode;
}

/**
 * Wraps the live examples of a docs page so that their simulated stores obey the spec of that page's docs version
 * (the Android acknowledge window, the willExpireSoon window, error codes, replacement modes...). Write it in MDX
 * around the ```jsx live blocks; the remark plugin adds the props, and refuses a live block outside it.
 */
export default function SandboxProvider({sandboxConstants, loadConstants, docsVersion, children}: Props): React.JSX.Element {
  if (sandboxConstants === undefined && loadConstants === undefined) {
    throw new Error('<SandboxProvider> has no sandboxConstants: it only works in docs MDX, where the spec-model remark plugin fills them.');
  }
  // The page writes a new import function on each render; the file it imports stays the same, so the first one does.
  const load = useRef(loadConstants);
  const value = useMemo<SandboxConfig>(() => {
    let rules: Promise<SandboxConstants> | undefined;
    const constants = () => {
      rules ??= sandboxConstants
        ? Promise.resolve(sandboxConstants)
        : load.current!().then(
            (module) => module.default.sandboxConstants,
            (error: unknown) => {
              // A failed download is tried again by the next live example that asks.
              rules = undefined;
              throw error;
            },
          );
      return rules;
    };
    return {constants, docsVersion: docsVersion ?? 'current'};
  }, [sandboxConstants, docsVersion]);
  return <SandboxConfigContext.Provider value={value}>{children}</SandboxConfigContext.Provider>;
}
