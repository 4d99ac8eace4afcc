/** The navbar's version menu (src/theme/NavbarItem/DocsVersionDropdownNavbarItem.tsx) lists every version: an option that would list fewer is refused by name. */
jest.mock('@theme/NavbarItem/DropdownNavbarItem', () => ({__esModule: true, default: () => null}), {virtual: true});
jest.mock('@docusaurus/Translate', () => ({translate: ({message}: {message: string}) => message}), {virtual: true});
jest.mock(
  '@docusaurus/plugin-content-docs/client',
  () => ({
    useVersions: () => [],
    useActiveDocContext: () => ({alternateDocVersions: {}}),
    useDocsPreferredVersion: () => ({}),
    useDocsVersionCandidates: () => [],
  }),
  {virtual: true},
);
jest.mock('@site/src/components/DesktopOnly', () => ({__esModule: true, default: ({children}: {children: unknown}) => children}));

import {VersionsDropdown} from '@site/src/theme/NavbarItem/DocsVersionDropdownNavbarItem';

test('a `versions` option on the menu stops the build with a message naming it', () => {
  expect(() => VersionsDropdown({mobile: true, versions: ['3.2.1']} as Parameters<typeof VersionsDropdown>[0])).toThrow(
    /docsVersionDropdown.*`versions` option/,
  );
});
