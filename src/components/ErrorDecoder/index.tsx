import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import Link from '@docusaurus/Link';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ErrorCodeView, NativeMappingModel, Platform} from '@site/shared/specModel';
import {renderInline} from '@site/src/components/DocText';
import {PLATFORM_LABELS as PLATFORM_LABEL} from '@site/shared/platformLabels';
import {NO_AUTOMATIC_RETRY} from '@site/shared/errorCodeViews';
import {NATIVE_LABEL, NATIVE_SUCCESS} from '@site/shared/nativeErrorLabels';
import {decodeError, parsePlatform, type Decoded, type KnownNativeCode} from './decode';
import styles from './styles.module.css';

interface Props {
  /** Filled by the spec-model remark plugin in docs MDX, from the model of the page's docs version. */
  codes?: ErrorCodeView[];
  mappings?: NativeMappingModel[];
}

/** Long enough for any real code or name; what is longer is cut when it is repeated back, never when decoded. */
const ECHO_LIMIT = 60;

function echo(text: string): string {
  return text.length > ECHO_LIMIT ? `${text.slice(0, ECHO_LIMIT)}…` : text;
}

/** The query the form writes and a deep link carries: `?platform=android&code=7`, other parameters kept. */
function queryWith(search: string, platform: Platform, code: string): string {
  const params = new URLSearchParams(search);
  params.set('platform', platform);
  if (code.trim()) params.set('code', code.trim());
  else params.delete('code');
  return `?${params.toString()}`;
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

function Answer({result, onPick}: {result: Decoded; onPick: (code: string) => void}): React.JSX.Element | null {
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

/**
 * Tells what a store's own error code, or an error code name, means in OpenIAP. The form is also a link: its query
 * (`?platform=android&code=7`) opens the page with the answer shown, and submitting writes the query back, so a
 * support engineer can copy the address. The server renders the empty form; the answer comes after hydration,
 * because the query exists only in the browser.
 */
export default function ErrorDecoder({codes, mappings}: Props): React.JSX.Element {
  if (!codes || !mappings) throw new Error('<ErrorDecoder> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  const id = useId();
  const isBrowser = useIsBrowser();
  const location = useLocation();
  const history = useHistory();
  const query = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const queryPlatform = query.get('platform');
  const queryCode = query.get('code') ?? '';
  const [platform, setPlatform] = useState<Platform>('ios');
  const [code, setCode] = useState('');
  const decoder = useRef<HTMLDivElement>(null);

  // The form shows what the address asks, on a deep link and after each decode.
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the query exists only in the browser: the form hydrates as the server drew it, then takes the address's values.
    setPlatform(parsePlatform(queryPlatform) ?? 'ios');
    setCode(queryCode);
  }, [queryPlatform, queryCode]);

  // A shared link is opened for its answer: bring the decoder into view once, unless the link names a place itself.
  useEffect(() => {
    if (queryCode && !location.hash) decoder.current?.scrollIntoView({block: 'start'});
    // eslint-disable-next-line react-hooks/exhaustive-deps -- on arrival only, not after each decode.
  }, []);

  const result = useMemo(
    // A code without a platform is read as iOS, the site's default platform.
    () => (isBrowser ? decodeError({codes, mappings}, queryPlatform ?? (queryCode ? 'ios' : ''), queryCode) : ({kind: 'empty'} as const)),
    [isBrowser, codes, mappings, queryPlatform, queryCode],
  );

  const decode = (nextPlatform: Platform, nextCode: string) => {
    history.replace({pathname: location.pathname, search: queryWith(location.search, nextPlatform, nextCode)});
  };

  return (
    <div className={styles.decoder} ref={decoder}>
      <form
        className={styles.form}
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          decode(platform, code);
        }}>
        <label className={styles.field}>
          <span>Platform</span>
          <select className="openiap-control" name="platform" value={platform} onChange={(event) => setPlatform(parsePlatform(event.target.value) ?? 'ios')}>
            <option value="ios">{PLATFORM_LABEL.ios} (StoreKit)</option>
            <option value="android">{PLATFORM_LABEL.android} (Play Billing)</option>
          </select>
        </label>
        <label className={styles.field}>
          <span>Native code or error code name</span>
          <input
            className="openiap-control"
            id={`${id}-code`}
            name="code"
            type="text"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="7, E_NETWORK_ERROR or NetworkError"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </label>
        <button type="submit" className="button button--primary">
          Decode
        </button>
      </form>
      <output htmlFor={`${id}-code`} aria-live="polite" className={styles.answer} data-kind={result.kind}>
        <Answer
          result={result}
          onPick={(picked) => {
            setCode(picked);
            decode(result.kind === 'unknown' ? result.platform : platform, picked);
          }}
        />
      </output>
    </div>
  );
}
