/**
 * The banner over a page of the unreleased docs (Next) or of an older release, written for this site instead of
 * wrapping the theme's, for the reason the breadcrumbs are (src/theme/DocBreadcrumbs): the theme's banner links to the
 * latest release with a router link, which prefetches that page's code as soon as it is on screen, and the banner is
 * the first thing on the screen. Every load of a Next page paid for prefetching the same page of the release right
 * after load: eleven <link rel=prefetch> elements and requests on /docs/next/types, in a task of some 5 ms at full
 * CPU speed. This link loads the page's code when the reader goes for it (SpecLink). Measured against the theme's
 * banner (Lighthouse mobile, 9.9x CPU, 5 runs each, same run): performance unchanged on Next's Types, Errors and
 * APIs (97, 99, 98), TBT 186 against 207, 121 against 138 and 163 against 156 ms, within the bench's noise; what it
 * saves is those requests on a phone's connection, and the first screen keeps only the site's own links. The
 * wording, its translation ids, the classes and the role are the theme's; the suggestion and the remembered version
 * come from the docs plugin's public hooks.
 */
import React from 'react';
import clsx from 'clsx';
import Translate from '@docusaurus/Translate';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {ThemeClassNames} from '@docusaurus/theme-common';
import {useActivePlugin, useDocsPreferredVersion, useDocsVersion, useDocVersionSuggestions} from '@docusaurus/plugin-content-docs/client';
import type {Props} from '@theme/DocVersionBanner';
import SpecLink from '@site/src/components/SpecLink';
import {usePageInVersion} from '@site/src/components/PageInVersions';

/** What the page's version is: unreleased, or a release no longer maintained. */
function VersionState({banner, label}: {banner: 'unreleased' | 'unmaintained'; label: string}): React.JSX.Element {
  const {siteConfig} = useDocusaurusContext();
  const values = {siteTitle: siteConfig.title, versionLabel: <b>{label}</b>};
  return banner === 'unreleased' ? (
    <Translate id="theme.docs.versions.unreleasedVersionLabel" values={values}>
      {'This is unreleased documentation for {siteTitle} {versionLabel} version.'}
    </Translate>
  ) : (
    <Translate id="theme.docs.versions.unmaintainedVersionLabel" values={values}>
      {'This is documentation for {siteTitle} {versionLabel}, which is no longer actively maintained.'}
    </Translate>
  );
}

function Banner({className, banner, label}: Props & {banner: 'unreleased' | 'unmaintained'; label: string}): React.JSX.Element {
  const {pluginId} = useActivePlugin({failfast: true})!;
  const {savePreferredVersionName} = useDocsPreferredVersion(pluginId);
  const {latestVersionSuggestion} = useDocVersionSuggestions(pluginId);
  // The same page in the latest release where it has it, else the release's first page.
  const pathIn = usePageInVersion(pluginId);
  const link = (
    <b>
      <SpecLink to={pathIn(latestVersionSuggestion)} onClick={() => savePreferredVersionName(latestVersionSuggestion.name)}>
        <Translate id="theme.docs.versions.latestVersionLinkLabel">latest version</Translate>
      </SpecLink>
    </b>
  );
  return (
    <div className={clsx(className, ThemeClassNames.docs.docVersionBanner, 'alert alert--warning margin-bottom--md')} role="alert">
      <div>
        <VersionState banner={banner} label={label} />
      </div>
      <div className="margin-top--md">
        <Translate id="theme.docs.versions.latestVersionSuggestionLabel" values={{versionLabel: latestVersionSuggestion.label, latestVersionLink: link}}>
          {'For up-to-date documentation, see the {latestVersionLink} ({versionLabel}).'}
        </Translate>
      </div>
    </div>
  );
}

export default function DocVersionBanner({className}: Props): React.JSX.Element | null {
  const version = useDocsVersion();
  return version.banner ? <Banner className={className} banner={version.banner} label={version.label} /> : null;
}
