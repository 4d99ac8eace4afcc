import React, {useEffect, type ReactNode} from 'react';
import ToastHost from '@site/src/components/ToastArea/host';
import SearchModalHost from '@site/src/components/SearchModal/SearchModalHost';

/**
 * Root stays mounted across navigations, so the toast area and the search modal live here: a toast outlives the page
 * that raised it. Both load their code only when first used.
 */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  // Marks the moment React has taken over the server-rendered page; browser tests wait for it before interacting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {children}
      <ToastHost />
      <SearchModalHost />
    </>
  );
}
