import React, {lazy, Suspense, useEffect, useState} from 'react';

/**
 * The toast area costs a library and its styles; most visits never show a toast. Root mounts this host, which loads
 * the real area (./index.tsx) only when a component first asks for it with `ensureToastArea()`.
 */
const ToastArea = lazy(() => import('./index'));

let requested = false;
let wake: (() => void) | undefined;
let markReady: () => void = () => {};
let ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

/** Mounts the toast area if it is not mounted yet; resolves once toasts can be shown. */
export function ensureToastArea(): Promise<void> {
  if (!requested) {
    requested = true;
    wake?.();
  }
  return ready;
}

/** For tests: forget that the area was mounted. */
export function resetToastAreaForTests(): void {
  requested = false;
  ready = new Promise<void>((resolve) => {
    markReady = resolve;
  });
}

export default function ToastHost(): React.JSX.Element | null {
  const [wanted, setWanted] = useState(requested);
  useEffect(() => {
    wake = () => setWanted(true);
    if (requested) setWanted(true);
    return () => {
      wake = undefined;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastArea onReady={() => markReady()} />
    </Suspense>
  );
}
