import React from 'react';
import DocsVersionDropdownNavbarItem from '@theme-original/NavbarItem/DocsVersionDropdownNavbarItem';
import type DocsVersionDropdownNavbarItemType from '@theme/NavbarItem/DocsVersionDropdownNavbarItem';
import DropdownNavbarItem from '@theme/NavbarItem/DropdownNavbarItem';
import {translate} from '@docusaurus/Translate';
import {useLocation} from '@docusaurus/router';
import {useActiveDocContext, useDocsPreferredVersion, useVersions} from '@docusaurus/plugin-content-docs/client';
import type {WrapperProps} from '@docusaurus/types';
import DesktopOnly from '@site/src/components/DesktopOnly';
import {usePageInVersions} from '@site/src/components/PageInVersions';

type Props = WrapperProps<typeof DocsVersionDropdownNavbarItemType>;

/**
 * The version menu of a page the docs plugin does not know (a symbol page): each version's entry leads to that
 * version's place of the page, and the version being read is the current entry, so that the phone's menu opens on it.
 * Labels, translation id and the remembered version are the theme's.
 */
function PageVersionsDropdown({paths, props}: {paths: Record<string, string>; props: Props}): React.JSX.Element {
  const {mobile, docsPluginId, dropdownActiveClassDisabled, dropdownItemsBefore = [], dropdownItemsAfter = [], versions: _configs, ...rest} = props;
  const versions = useVersions(docsPluginId);
  const {activeVersion} = useActiveDocContext(docsPluginId);
  const {savePreferredVersionName} = useDocsPreferredVersion(docsPluginId);
  const {search} = useLocation();
  const items = versions.map((version) => ({
    label: version.label,
    // The reader's query (their language) goes along; the current entry is the page itself, as the menu matches it.
    to: version === activeVersion ? paths[version.name] : `${paths[version.name]}${search}`,
    isActive: () => version === activeVersion,
    onClick: () => savePreferredVersionName(version.name),
  }));
  const label = mobile
    ? translate({
        id: 'theme.navbar.mobileVersionsDropdown.label',
        message: 'Versions',
        description: 'The label for the navbar versions dropdown on mobile view',
      })
    : (activeVersion?.label ?? versions[0]!.label);
  return (
    <DropdownNavbarItem
      {...rest}
      mobile={mobile}
      label={label}
      to={mobile || !activeVersion ? undefined : paths[activeVersion.name]}
      items={[...dropdownItemsBefore, ...items, ...dropdownItemsAfter]}
      isActive={dropdownActiveClassDisabled ? () => false : undefined}
    />
  );
}

/**
 * The navbar's version menu shows on wide screens only (a phone has the one in its navigation drawer, `mobile`): a
 * phone keeps its server HTML unbuilt. On a symbol page it keeps the symbol across versions.
 */
export default function DocsVersionDropdownNavbarItemWrapper(props: Props): React.JSX.Element {
  const paths = usePageInVersions();
  const menu = paths ? <PageVersionsDropdown paths={paths} props={props} /> : <DocsVersionDropdownNavbarItem {...props} />;
  if (props.mobile) return menu;
  return <DesktopOnly name="navbar-docs-versions">{menu}</DesktopOnly>;
}
