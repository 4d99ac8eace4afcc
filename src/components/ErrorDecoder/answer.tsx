/**
 * The decoder's answer: what the question decodes to, drawn. It loads, with the decoder's data, when the page first
 * has a question to answer (./index.tsx), so a reader who never asks one does not download it.
 */
import React from 'react';
import Link from '@docusaurus/Link';
import type {ErrorCodeView, Platform} from '@site/shared/specModel';
import {renderInline} from '@site/src/components/DocText';
import {PLATFORM_LABELS as PLATFORM_LABEL} from '@site/shared/platformLabels';
import {NO_AUTOMATIC_RETRY} from '@site/shared/errorCodeViews';
import {NATIVE_SOURCE_NAME, nativeErrorLabel} from '@site/shared/nativeErrorLabels';
import {type Decoded, type KnownNativeError} from './decode';
import styles from './styles.module.css';

export {decodeError} from './decode';

/** Long enough for any real code or name; what is longer is cut when it is repeated back, never when decoded. */
const ECHO_LIMIT = 60;

function echo(text: string): string {
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text;
}

function CodeDetails({code}: {code: ErrorCodeView}): React.JSX.Element {
  return (
    <>
      <dl className={styles.details}>
        <dt>Meaning</dt>
        <dd>{renderInline(code.summary)}</dd>
        <dt>Recommended handling</dt>
        <dd>{code.handling ? renderInline(code.handling) : <span className={styles.none}>—</span>}</dd>
        <dt>Retry</dt>
        <dd>{code.retry ? code.retry.description : <span className={styles.none}>{NO_AUTOMATIC_RETRY}</span>}</dd>
      </dl>
      <p className={styles.rowLink}>
        <Link to={`#${code.anchor}`}>
          <code>{code.code}</code> in the error code table
        </Link>
      </p>
    </>
  );
}

function CodeName({code}: {code: ErrorCodeView}): React.JSX.Element {
  return (
    <>
      <code className={styles.code}>{code.code}</code> <span className={styles.member}>ErrorCode.{code.name}</span>
    </>
  );
}

/** `SKError 2 · paymentCancelled`, `StoreKitError.userCancelled`: the store's type and its own name. */
function NativeName({entry}: {entry: Pick<KnownNativeError, 'source' | 'row'>}): React.JSX.Element {
  return (
    <code>
      {entry.row.code !== undefined
        ? `${NATIVE_SOURCE_NAME[entry.source]} ${nativeErrorLabel(entry.source, entry.row)}`
        : nativeErrorLabel(entry.source, entry.row)}
    </code>
  );
}

/** Where the module reports a string that is no member of the version's ErrorCode. */
function Outcome({entry}: {entry: KnownNativeError}): React.JSX.Element {
  if (entry.code) return <code>{entry.code.code}</code>;
  return (
    <>
      <code>{entry.row.wire ?? '?'}</code> (not an ErrorCode value)
    </>
  );
}

function KnownErrors({known, onPick}: {known: KnownNativeError[]; onPick: (code: string) => void}) {
  if (known.length === 0) return <p>This version&apos;s module maps no store error of this platform.</p>;
  return (
    <>
      <p>The store errors this version&apos;s module maps:</p>
      <ul className={styles.known}>
        {known.map((entry) => {
          const pick = entry.row.code !== undefined ? String(entry.row.code) : `${NATIVE_SOURCE_NAME[entry.source]}.${entry.row.name}`;
          return (
            <li key={`${entry.source}:${entry.row.code ?? entry.row.name}`}>
              <button type="button" className={styles.knownButton} onClick={() => onPick(pick)}>
                <NativeName entry={entry} /> → <Outcome entry={entry} />
              </button>
            </li>
          );
        })}
      </ul>
    </>
  );
}

interface AnswerProps {
  result: Decoded;
  /** The docs version read, for the answer's words: `1.2.3`, `Next`. */
  release?: string;
  onPick: (code: string) => void;
}

export function Answer({result, release, onPick}: AnswerProps): React.JSX.Element | null {
  const platformName = (platform: Platform) => PLATFORM_LABEL[platform];
  const moduleOf = (platform: Platform) => `The ${release ? `${release} ` : ''}${platformName(platform)} module`;
  switch (result.kind) {
    case 'empty':
      return null;
    case 'unknown-platform':
      return (
        <p>
          “{echo(result.platform)}” is not a platform the decoder knows: choose {PLATFORM_LABEL.ios} or {PLATFORM_LABEL.android}.
        </p>
      );
    case 'native':
      return (
        <>
          <p className={styles.headline}>
            {platformName(result.platform)} <NativeName entry={result} /> is {result.code ? <CodeName code={result.code} /> : <Outcome entry={result} />}
          </p>
          {result.code && <CodeDetails code={result.code} />}
        </>
      );
    case 'unmapped':
      return (
        <>
          <p className={styles.headline}>
            {result.mapsAny ? (
              <>
                {moduleOf(result.platform)} does not map {NATIVE_SOURCE_NAME[result.source]} {result.nativeCode}.
              </>
            ) : (
              <>
                {moduleOf(result.platform)} maps no numeric {NATIVE_SOURCE_NAME[result.source]} code: {result.nativeCode} is not translated.
              </>
            )}
          </p>
          {result.fallback && (
            <>
              <p>
                For a store error it does not map, the module reports its fallback instead: <CodeName code={result.fallback} />
              </p>
              <CodeDetails code={result.fallback} />
            </>
          )}
        </>
      );
    case 'name':
      return (
        <>
          <p className={styles.headline}>
            <CodeName code={result.code} />
          </p>
          <p>
            {result.natives.length > 0 ? (
              <>
                {platformName(result.platform)} store errors that become this code:{' '}
                {result.natives.map((entry, index) => (
                  <React.Fragment key={`${entry.source}:${entry.row.code ?? entry.row.name}`}>
                    {index > 0 && ', '}
                    <NativeName entry={entry} />
                  </React.Fragment>
                ))}
                {result.isFallback ? ', and every store error the module does not map.' : '.'}
              </>
            ) : result.isFallback ? (
              <>{moduleOf(result.platform)} reports this code for every store error it does not map.</>
            ) : (
              <>No {platformName(result.platform)} store error becomes this code.</>
            )}
          </p>
          <CodeDetails code={result.code} />
        </>
      );
    case 'unknown':
      return (
        <>
          <p className={styles.headline}>
            “<span className={styles.input}>{echo(result.input)}</span>” is neither a store error the {platformName(result.platform)} module maps nor an error
            code name.
          </p>
          <KnownErrors known={result.known} onPick={onPick} />
        </>
      );
  }
}
