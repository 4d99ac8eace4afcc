/**
 * The React contexts of the live sandbox. This module is deliberately tiny and imports the store only as a type:
 * SandboxProvider is in every docs page's bundle, the store and react-live are not (they load with the first live
 * example a reader reaches).
 */
import {createContext} from 'react';
import type {SandboxConstants, SimulatedStore} from '@site/src/sandbox';

export interface SandboxConfig {
  /**
   * The simulated store's rules, from the spec model of the page's docs version (the spec-model remark plugin). They
   * may have to be downloaded first; every call gives the same promise until a download fails.
   */
  constants: () => Promise<SandboxConstants>;
  /** 'current' (Next) or a released version such as '1.2.3'. */
  docsVersion: string;
}

/** Set by <SandboxProvider> around a page's live examples: which version of the spec they run against. */
export const SandboxConfigContext = createContext<SandboxConfig | null>(null);

/** Set by each live example around its preview: the example's own simulated store. */
export const SandboxStoreContext = createContext<SimulatedStore | null>(null);
