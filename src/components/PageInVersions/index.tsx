import React, {createContext, useContext} from 'react';

const InVersions = createContext<Record<string, string> | undefined>(undefined);

/**
 * Where the page being read is in each docs version, by version name, where the docs plugin cannot tell: a symbol page
 * (src/components/SymbolPage) is no doc of it. Read by the navbar's version menu and the version banner, so that
 * switching versions keeps the symbol.
 */
export default function PageInVersions({paths, children}: {paths: Record<string, string>; children: React.ReactNode}): React.JSX.Element {
  return <InVersions.Provider value={paths}>{children}</InVersions.Provider>;
}

/** The paths set by the nearest PageInVersions, if any. */
export function usePageInVersions(): Record<string, string> | undefined {
  return useContext(InVersions);
}
