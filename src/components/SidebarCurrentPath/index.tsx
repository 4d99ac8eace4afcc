import React, {createContext, useContext} from 'react';

const CurrentPath = createContext<string | undefined>(undefined);

/**
 * The path the docs sidebar marks as the current page, where it is not the address: a symbol page
 * (src/components/SymbolPage) shows its index page (Types, APIs, Events, Errors) as current. Read by src/theme/DocSidebar.
 */
export default function SidebarCurrentPath({path, children}: {path: string; children: React.ReactNode}): React.JSX.Element {
  return <CurrentPath.Provider value={path}>{children}</CurrentPath.Provider>;
}

/** The path set by the nearest SidebarCurrentPath, if any. */
export function useSidebarCurrentPath(): string | undefined {
  return useContext(CurrentPath);
}
