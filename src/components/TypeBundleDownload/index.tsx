import React, {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {ensureToastArea} from '@site/src/components/ToastArea/host';
import CopyButton from '@site/src/components/CopyButton';
import {releaseAssetUrl, releasePageUrl, site} from '@site/shared/site';
import {useOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import type {TypeBundle, TypeBundlesByVersion} from '@site/shared/typeBundles';
import {gqlVersionForDocs, verifyCommand} from '@site/shared/typeBundleVersion';
import styles from './styles.module.css';

/** The gql version whose bundles this page offers, and those bundles (undefined when none are listed). */
export function useTypeBundles(): {version: string; bundles: TypeBundle[] | undefined} {
  const docsVersion = useDocsVersion();
  const {gql} = useOpenIapVersions();
  const byVersion = usePluginData('type-bundles') as TypeBundlesByVersion;
  const version = gqlVersionForDocs(docsVersion.version, gql);
  return {version, bundles: byVersion[version]};
}

function DownloadStarted({bundle, version}: {bundle: TypeBundle; version: string}) {
  return (
    <div className={styles.toast}>
      <p className={styles.toastText}>
        Downloading the <strong>{bundle.label}</strong> bundle ({bundle.size}) of OpenIAP {version}.
      </p>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => window.open(releasePageUrl(version), '_blank', 'noopener,noreferrer')}>
        View release
      </button>
    </div>
  );
}

/**
 * Starts the download of one bundle. The HEAD request only asks whether the release server can be reached (an opaque
 * answer is enough); if it cannot, the reader is told and nothing else happens. Returns whether the download started.
 */
export async function downloadBundle(bundle: TypeBundle, version: string): Promise<boolean> {
  const url = releaseAssetUrl(version, bundle.filename);
  const toast = await ensureToastArea();
  try {
    await fetch(url, {method: 'HEAD', mode: 'no-cors'});
  } catch {
    toast.error(
      `Download failed: ${bundle.label} bundle could not be reached. Check your connection and try again, or get ${bundle.filename} from the release page of ${version}.`,
    );
    return false;
  }
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = bundle.filename;
  anchor.rel = 'noopener';
  anchor.hidden = true;
  document.body.appendChild(anchor);
  anchor.click();
  anchor.remove();
  toast.info(<DownloadStarted bundle={bundle} version={version} />);
  return true;
}

/** What the server-rendered page offers: every bundle as a plain link, usable without JavaScript. */
function BundleLinks({bundles, version}: {bundles: TypeBundle[]; version: string}) {
  return (
    <ul className={styles.links}>
      {bundles.map((bundle) => (
        <li key={bundle.filename} className={styles.linkItem}>
          <Link href={releaseAssetUrl(version, bundle.filename)}>
            {bundle.label} <span className={styles.muted}>({bundle.filename})</span>
          </Link>{' '}
          · {bundle.size}
          <div className={styles.hashLine}>
            SHA-256 <code className={styles.hash}>{bundle.sha256}</code>
          </div>
        </li>
      ))}
    </ul>
  );
}

function BundlePicker({bundles, version}: {bundles: TypeBundle[]; version: string}) {
  const selectId = useId();
  const fileId = useId();
  const [filename, setFilename] = useState(bundles[0].filename);
  const [busy, setBusy] = useState(false);
  const bundle = bundles.find((candidate) => candidate.filename === filename) ?? bundles[0];
  const command = verifyCommand(bundle);

  async function onDownload() {
    setBusy(true);
    try {
      await downloadBundle(bundle, version);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <div className={styles.controls}>
        <label htmlFor={selectId} className={styles.label}>
          Language
        </label>
        <select id={selectId} className={styles.select} value={bundle.filename} onChange={(event) => setFilename(event.target.value)}>
          {bundles.map((option) => (
            <option key={option.filename} value={option.filename}>
              {option.label}
            </option>
          ))}
        </select>
        <button type="button" className="button button--primary" onClick={onDownload} disabled={busy} aria-busy={busy} aria-describedby={fileId}>
          Download<span className="visually-hidden"> {bundle.label} bundle</span>
        </button>
      </div>
      <dl className={styles.details}>
        <dt>File</dt>
        <dd id={fileId}>
          <code>{bundle.filename}</code> · {bundle.size}
        </dd>
        <dt>SHA-256</dt>
        <dd className={styles.withCopy}>
          <code className={styles.hash}>{bundle.sha256}</code>
          <CopyButton text={bundle.sha256} label={`Copy the SHA-256 of ${bundle.filename}`} />
        </dd>
        <dt>Verify</dt>
        <dd>
          <div className={styles.withCopy}>
            <code className={styles.command}>{command}</code>
            <CopyButton text={command} label={`Copy the command that verifies ${bundle.filename}`} />
          </div>
          <span className={styles.muted}>
            Run it where the file was saved; it prints <code>{bundle.filename}: OK</code> when the file is intact.
          </span>
        </dd>
      </dl>
    </>
  );
}

/**
 * The Types page's download of generated type definitions, for the gql release of the docs version being read.
 * Pre-rendered as a list of direct links; once React runs, a picker with a Download button replaces it.
 */
export default function TypeBundleDownload(): React.JSX.Element {
  const isBrowser = useIsBrowser();
  const {version, bundles} = useTypeBundles();
  const titleId = useId();
  return (
    <section className={styles.widget} aria-labelledby={titleId} data-testid="type-bundle-download">
      <p id={titleId} className={styles.title}>
        Download the type definitions of OpenIAP {version}
      </p>
      {!bundles || bundles.length === 0 ? (
        <p>
          No type bundles are listed for {version}. <Link href={site.releasesUrl}>See all releases</Link>
        </p>
      ) : (
        <>
          {isBrowser ? <BundlePicker bundles={bundles} version={version} /> : <BundleLinks bundles={bundles} version={version} />}
          <p className={styles.footer}>
            Generated from the specification and attached to <Link href={releasePageUrl(version)}>release {version}</Link>.
          </p>
        </>
      )}
    </section>
  );
}
