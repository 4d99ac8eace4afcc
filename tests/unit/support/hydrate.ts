import type React from 'react';
import {act} from '@testing-library/react';
import {hydrateRoot, type Root} from 'react-dom/client';
import {setIsBrowser} from './docusaurus/useIsBrowser';

/**
 * Hydrates `element` into the server HTML of `container` as Docusaurus does: useIsBrowser is false in the hydrating
 * render and true after. Recoverable errors (a mismatch React repairs by rendering again) go to `errors`.
 */
export async function hydrate(container: Element, element: React.ReactNode, errors: unknown[] = []): Promise<Root> {
  setIsBrowser(false);
  try {
    return await act(async () => hydrateRoot(container, element, {onRecoverableError: (error) => errors.push(error)}));
  } finally {
    setIsBrowser(true);
  }
}
