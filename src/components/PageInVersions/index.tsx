import React, {createContext, useContext} from 'react';
import {useActiveDocContext, type GlobalVersion} from '@docusaurus/plugin-content-docs/client';

const InVersions = createContext<Record<string, string> | undefined>(undefined);

/**
 * Where the page being read is in each docs version, by version name, where the docs plugin cannot tell: a symbol page
 * (src/components/SymbolPage) is no doc of it. Read through usePageInVersion by the navbar's version menu and the
 * version banner, so that switching versions keeps the symbol.
 */
export default function PageInVersions({paths, children}: {paths: Record<string, string>; children: React.ReactNode}): React.JSX.Element {
  return <InVersions.Provider value={paths}>{children}</InVersions.Provider>;
}

/**
 * The path of the page being read in a given docs version: a symbol page's own list, else the same doc in that
 * version as the docs plugin knows it, else the version's first doc.
 */
export function usePageInVersion(pluginId: string | undefined): (version: GlobalVersion) => string {
  const symbolPaths = useContext(InVersions);
  const {alternateDocVersions} = useActiveDocContext(pluginId);
  return (version) =>
    symbolPaths?.[version.name] ?? (alternateDocVersions[version.name] ?? version.docs.find((doc) => doc.id === version.mainDocId))?.path ?? version.path;
}
