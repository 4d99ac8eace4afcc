import React, {lazy, Suspense, useSyncExternalStore} from 'react';

/**
 * The toast area costs a library and its styles; most visits never show a toast. Root mounts this host, which loads
 * the real area (./index.tsx) only when a component first asks for it with `ensureToastArea()`.
 */
const ToastArea = lazy(() => import('./index'));

let requested = false;
let wake: (() => void) | undefined;
let markReady: () => void = () => {};
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** react-toastify's `toast` function. */
export type Toast = typeof import('react-toastify').toast;

/**
 * Mounts the toast area if it is not mounted yet; resolves to react-toastify's `toast` once toasts can be shown.
 * Callers get `toast` from here rather than importing react-toastify, which would put the library back into their
 * page's bundle.
 */
export async function ensureToastArea(): Promise<Toast> {
  if (!requested) {
    requested = true;
    wake?.();
  }
  const [{toast}] = await Promise.all([import('react-toastify'), ready]);
  return toast;
}

/** The host's subscription to requests: one host is mounted, by Root. */
function subscribe(onRequest: () => void): () => void {
  wake = onRequest;
  return () => {
    wake = undefined;
  };
}

export default function ToastHost(): React.JSX.Element | null {
  // The server renders no toast area, and hydration starts from the same; a request made before the host subscribed
  // is seen when it does.
  const wanted = useSyncExternalStore(
    subscribe,
    () => requested,
    () => false,
  );
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea onReady={() => markReady()} />
    </Suspense>
  );
}
