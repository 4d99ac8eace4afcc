import {useContext, useSyncExternalStore} from 'react';
import type {SandboxSnapshot, SimulatedStore} from '@site/src/sandbox';
import {SandboxStoreContext} from './context';

/** The simulated store of the live example this component runs in. */
export function useSandboxStore(): SimulatedStore {
  const store = useContext(SandboxStoreContext);
  if (!store) throw new Error('useSandboxStore() only works inside a live example (```jsx live) of a docs page.');
  return store;
}

/** A snapshot of a store that re-renders the component whenever the store changes. */
export function useStoreSnapshot(store: SimulatedStore): SandboxSnapshot {
  return useSyncExternalStore(
    (onChange) => store.subscribe(onChange),
    () => store.getSnapshot(),
    () => store.getSnapshot(),
  );
}

/** The live state of the example's store (connection, clock, purchases, log), re-rendering on every change. */
export function useSandbox(): SandboxSnapshot {
  return useStoreSnapshot(useSandboxStore());
}
