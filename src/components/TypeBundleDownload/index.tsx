import React, {useId, useState} from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import {usePluginData} from '@docusaurus/useGlobalData';
import {ensureToastArea} from '@site/src/components/ToastArea/host';
import CopyButton from '@site/src/components/CopyButton';
import {releaseAssetUrl, releasePageUrl, site} from '@site/shared/site';
import {useDocsOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import type {TypeBundle, TypeBundlesByVersion} from '@site/shared/typeBundles';
import {unpublishedDetails, verifyCommand} from '@site/shared/typeBundleVersion';
import {releaseTagOf} from '@site/shared/releaseTag';
import styles from './styles.module.css';

/** Which release the download links point at: its gql version (shown) and git tag (in the addresses). */
export interface Release {
  version: string;
  tag: string;
}

/**
 * The release of the docs version being read, from its versions file, and its bundles (undefined when none are
 * listed). `tag` is undefined when the versions file records no git tag: then no download address can be made.
 */
export function useTypeBundles(): {version: string; tag: string | undefined; bundles: TypeBundle[] | undefined} {
  const versions = useDocsOpenIapVersions();
  const byVersion = usePluginData('type-bundles') as TypeBundlesByVersion;
  return {version: versions.gql, tag: releaseTagOf(versions), bundles: byVersion[versions.gql]};
}

function DownloadStarted({bundle, release}: {bundle: TypeBundle; release: Release}) {
  return (
    <div className={styles.toast}>
      <p className={styles.toastText}>
        Downloading the <strong>{bundle.label}</strong> bundle{bundle.size ? ` (${bundle.size})` : ''} of OpenIAP {release.version}.
      </p>
      <button
        type="button"
        className="button button--sm button--secondary"
        onClick={() => window.open(releasePageUrl(release.tag), '_blank', 'noopener,noreferrer')}>
        View release
      </button>
    </div>
  );
}

/** "Size and checksum not published; see release 3.2.1": said instead of a figure the release does not give. */
function Unpublished({bundle, release}: {bundle: TypeBundle; release: Release}) {
  const missing = unpublishedDetails(bundle);
  if (!missing) return null;
  return (
    <span className={styles.unpublished} data-testid="bundle-unpublished">
      {missing}; see <Link href={releasePageUrl(release.tag)}>the release page of {release.version}</Link>.
    </span>
  );
}

/**
 * Starts the download of one bundle. The HEAD request only asks whether the release server can be reached (an opaque
 * answer is enough); if it cannot, the reader is told and nothing else happens. Returns whether the download started.
 */
export async function downloadBundle(bundle: TypeBundle, release: Release): Promise<boolean> {
  const url = releaseAssetUrl(release.tag, bundle.filename);
  const toast = await ensureToastArea();
  try {
    await fetch(url, {method: 'HEAD', mode: 'no-cors'});
  } catch {
    toast.error(
      `Download failed: ${bundle.label} bundle could not be reached. Check your connection and try again, or get ${bundle.filename} from the release page of ${release.version}.`,
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
  toast.info(<DownloadStarted bundle={bundle} release={release} />);
  return true;
}

/** What the server-rendered page offers: every bundle as a plain link, usable without JavaScript. */
function BundleLinks({bundles, release}: {bundles: TypeBundle[]; release: Release}) {
  return (
    <ul className={styles.links}>
      {bundles.map((bundle) => (
        <li key={bundle.filename} className={styles.linkItem}>
          <Link href={releaseAssetUrl(release.tag, bundle.filename)}>
            {bundle.label} <span className={styles.muted}>({bundle.filename})</span>
          </Link>
          {bundle.size && <> · {bundle.size}</>}
          {bundle.sha256 && (
            <div className={styles.hashLine}>
              SHA-256 <code className={styles.hash}>{bundle.sha256}</code>
            </div>
          )}
          {unpublishedDetails(bundle) && (
            <div className={styles.hashLine}>
              <Unpublished bundle={bundle} release={release} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}

function BundlePicker({bundles, release}: {bundles: TypeBundle[]; release: Release}) {
  const selectId = useId();
  const fileId = useId();
  const [filename, setFilename] = useState(bundles[0].filename);
  const [busy, setBusy] = useState(false);
  const bundle = bundles.find((candidate) => candidate.filename === filename) ?? bundles[0];
  const sha256 = bundle.sha256;
  const command = sha256 === undefined ? undefined : verifyCommand({...bundle, sha256});

  async function onDownload() {
    setBusy(true);
    try {
      await downloadBundle(bundle, release);
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
          <code>{bundle.filename}</code>
          {bundle.size && <> · {bundle.size}</>}
        </dd>
        {sha256 !== undefined && command !== undefined ? (
          <>
            <dt>SHA-256</dt>
            <dd className={styles.withCopy}>
              <code className={styles.hash}>{sha256}</code>
              <CopyButton text={sha256} label={`Copy the SHA-256 of ${bundle.filename}`} />
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
          </>
        ) : null}
        {unpublishedDetails(bundle) && (
          <>
            <dt>Details</dt>
            <dd>
              <Unpublished bundle={bundle} release={release} />
            </dd>
          </>
        )}
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
  const {version, tag, bundles} = useTypeBundles();
  const titleId = useId();
  return (
    <section className={styles.widget} aria-labelledby={titleId} data-testid="type-bundle-download">
      <p id={titleId} className={styles.title}>
        Download the type definitions of OpenIAP {version}
      </p>
      {!bundles || bundles.length === 0 ? (
        <p>
          No type bundles are listed for {version}.{' '}
          {tag ? <Link href={releasePageUrl(tag)}>See release {version}</Link> : <Link href={site.releasesUrl}>See all releases</Link>}
        </p>
      ) : !tag ? (
        <p>
          The git tag of {version} is not recorded, so its bundles cannot be linked. <Link href={site.releasesUrl}>See all releases</Link>
        </p>
      ) : (
        <>
          {isBrowser ? <BundlePicker bundles={bundles} release={{version, tag}} /> : <BundleLinks bundles={bundles} release={{version, tag}} />}
          <p className={styles.footer}>
            Generated from the specification and attached to <Link href={releasePageUrl(tag)}>release {version}</Link>.
          </p>
        </>
      )}
    </section>
  );
}
