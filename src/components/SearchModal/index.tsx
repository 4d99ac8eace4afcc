/**
 * The search modal as the site mounts it (lazily, from SearchModalHost): it picks the docs version being read, loads
 * that version's API index chunk, wires the full-text search of the same version, and navigates to the chosen result.
 */
import React, {useCallback, useEffect, useMemo, useState} from 'react';
import {useHistory} from '@docusaurus/router';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  DocsPreferredVersionContextProvider,
  useActiveDocContext,
  useDocsPreferredVersion,
  useLatestVersion,
  type GlobalVersion,
} from '@docusaurus/plugin-content-docs/client';
import indexLoaders from '@generated/api-search/default/index-loaders';
import SearchDialog, {type FullTextSearch} from './SearchDialog';
import {fullTextResultsPath, fullTextVersionUrl, searchAllPages} from './fullText';
import type {ApiSearchEntry} from './searchIndex';

const DOCS_PLUGIN_ID = 'default';

/** In the docs, the version of the page; elsewhere the reader's preferred version, else the latest release. */
function useSearchVersion(): GlobalVersion {
  const {activeVersion} = useActiveDocContext(DOCS_PLUGIN_ID);
  const {preferredVersion} = useDocsPreferredVersion(DOCS_PLUGIN_ID);
  const latestVersion = useLatestVersion(DOCS_PLUGIN_ID);
  return activeVersion ?? preferredVersion ?? latestVersion;
}

function useApiIndex(versionName: string): {entries: ApiSearchEntry[] | null; failed: boolean} {
  const [state, setState] = useState<{versionName: string; entries: ApiSearchEntry[] | null; failed: boolean}>({
    versionName,
    entries: null,
    failed: false,
  });
  const load = indexLoaders[versionName];
  useEffect(() => {
    if (!load) return undefined;
    let cancelled = false;
    load().then(
      (module) => !cancelled && setState({versionName, entries: module.default, failed: false}),
      () => !cancelled && setState({versionName, entries: null, failed: true}),
    );
    return () => {
      cancelled = true;
    };
  }, [versionName, load]);
  if (!load) return {entries: null, failed: true};
  return state.versionName === versionName ? state : {entries: null, failed: false};
}

function SearchModalContent({onClose}: {onClose: () => void}): React.JSX.Element {
  const history = useHistory();
  const {
    siteConfig: {baseUrl},
  } = useDocusaurusContext();
  const version = useSearchVersion();
  const {entries, failed} = useApiIndex(version.name);
  const versionUrl = fullTextVersionUrl(baseUrl, version);
  const fullText = useMemo<FullTextSearch>(
    () => ({
      search: (query) => searchAllPages(versionUrl, query),
      resultsPath: (query) => fullTextResultsPath(baseUrl, versionUrl, query),
    }),
    [baseUrl, versionUrl],
  );
  const choose = useCallback(
    (path: string) => {
      onClose();
      history.push(path);
    },
    [history, onClose],
  );
  return <SearchDialog entries={entries} indexFailed={failed} fullText={fullText} onChoose={choose} onClose={onClose} />;
}

export default function SearchModal({onClose}: {onClose: () => void}): React.JSX.Element {
  return (
    <DocsPreferredVersionContextProvider>
      <SearchModalContent onClose={onClose} />
    </DocsPreferredVersionContextProvider>
  );
}
