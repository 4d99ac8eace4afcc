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
import {NATIVE_LABEL, NATIVE_SUCCESS} from '@site/shared/nativeErrorLabels';
import {type Decoded, type KnownNativeCode} from './decode';
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

function KnownCodes({known, platform, onPick}: {known: KnownNativeCode[]; platform: Platform; onPick: (code: string) => void}) {
  return (
    <>
      <p>Known {NATIVE_LABEL[platform]}s:</p>
      <ul className={styles.known}>
        {known.map((entry) => (
          <li key={entry.nativeCode}>
            <button type="button" className={styles.knownButton} onClick={() => onPick(String(entry.nativeCode))}>
              <code>{entry.nativeCode}</code> → {entry.code ? <code>{entry.code.code}</code> : 'OK'}
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

export function Answer({result, onPick}: {result: Decoded; onPick: (code: string) => void}): React.JSX.Element | null {
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
            {PLATFORM_LABEL[result.platform]} {NATIVE_LABEL[result.platform]} <code>{result.nativeCode}</code> is <CodeName code={result.code} />
          </p>
          <CodeDetails code={result.code} />
        </>
      );
    case 'success':
      return (
        <p className={styles.headline}>
          {PLATFORM_LABEL[result.platform]} {NATIVE_LABEL[result.platform]} <code>{result.nativeCode}</code>: {NATIVE_SUCCESS}.
        </p>
      );
    case 'name':
      return (
        <>
          <p className={styles.headline}>
            <CodeName code={result.code} />
          </p>
          <p>
            {result.nativeCodes.length > 0 ? (
              <>
                {PLATFORM_LABEL[result.platform]} {NATIVE_LABEL[result.platform]}
                {result.nativeCodes.length > 1 ? 's' : ''}{' '}
                {result.nativeCodes.map((nativeCode, index) => (
                  <React.Fragment key={nativeCode}>
                    {index > 0 && ', '}
                    <code>{nativeCode}</code>
                  </React.Fragment>
                ))}{' '}
                {result.nativeCodes.length > 1 ? 'become' : 'becomes'} this code.
              </>
            ) : (
              <>
                No {PLATFORM_LABEL[result.platform]} {NATIVE_LABEL[result.platform]} becomes this code.
              </>
            )}
          </p>
          <CodeDetails code={result.code} />
        </>
      );
    case 'unknown':
      return (
        <>
          <p className={styles.headline}>
            “<span className={styles.input}>{echo(result.input)}</span>” is neither a known {PLATFORM_LABEL[result.platform]} {NATIVE_LABEL[result.platform]}{' '}
            nor an error code name.
          </p>
          <KnownCodes known={result.known} platform={result.platform} onPick={onPick} />
        </>
      );
  }
}
