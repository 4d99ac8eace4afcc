/**
 * The navbar's version menu, written for this site instead of wrapping the theme's, whose entries a wrapper cannot
 * reach: each entry leads to the page being read in that version (a doc the docs plugin knows, or a symbol page's own
 * list, src/components/PageInVersions), and the version being read is its entry with no query or hash, so that the
 * phone's menu opens on it (the theme's added the reader's `?lang=` and then found no entry current). Labels,
 * translation id and the remembered version are the theme's.
 */
import React from 'react';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext, useDocsPreferredVersion, useDocsVersionCandidates, useVersions} from '@docusaurus/plugin-content-docs/client';
import DesktopOnly from '@site/src/components/DesktopOnly';
import {usePageInVersion} from '@site/src/components/PageInVersions';

type Props = React.ComponentProps<typeof DocsVersionDropdownNavbarItemType>;

export function VersionsDropdown(props: Props): React.JSX.Element {
  const {mobile, docsPluginId, dropdownActiveClassDisabled, dropdownItemsBefore = [], dropdownItemsAfter = [], versions: configs, ...rest} = props;
  // The theme's option to list some versions or relabel them is not carried over: say so rather than ignore it.
  if (configs !== undefined) throw new Error('The docsVersionDropdown navbar item lists every docs version by its label: remove its `versions` option.');
  const versions = useVersions(docsPluginId);
  const {activeVersion} = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const {search, hash} = useLocation();
  const pathIn = usePageInVersion(docsPluginId);
  const items = versions.map((version) => ({
    label: version.label,
    to: version === activeVersion ? pathIn(version) : `${pathIn(version)}${search}${hash}`,
    isActive: () => version === activeVersion,
    onClick: () => savePreferredVersionName(version.name),
  }));
  // The version the button names: the one being read, else the reader's remembered one, else the latest.
  const shown = useDocsVersionCandidates(docsPluginId)[0];
  const label = mobile
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : shown.label;
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      label={label}
      to={mobile ? undefined : pathIn(shown)}
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

/** On wide screens only (a phone has the menu in its navigation drawer, `mobile`): a phone keeps its server HTML unbuilt. */
export default function DocsVersionDropdownNavbarItem(props: Props): React.JSX.Element {
  if (props.mobile) return <VersionsDropdown {...props} />;
  return (
    <DesktopOnly name="navbar-docs-versions">
      <VersionsDropdown {...props} />
    </DesktopOnly>
  );
}
