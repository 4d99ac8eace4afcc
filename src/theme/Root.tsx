import React, {useEffect, type ReactNode} from 'react';
import ToastArea from '@site/src/components/ToastArea';
import SearchModalHost from '@site/src/components/SearchModal/SearchModalHost';

/** Root stays mounted across navigations, so the toast area lives here: a toast outlives the page that raised it. */
export default function Root({children}: {children: ReactNode}): React.JSX.Element {
  // Marks the moment React has taken over the server-rendered page; browser tests wait for it before interacting.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <>
      {children}
      <ToastArea />
      <SearchModalHost />
    </>
  );
}
