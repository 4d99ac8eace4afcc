import React, {useEffect, useId, useMemo, useRef, useState} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {Platform} from '@site/shared/specModel';
import {PLATFORM_LABELS as PLATFORM_LABEL} from '@site/shared/platformLabels';
import type {DecoderData} from './decode';
import {parsePlatform} from './platform';
import styles from './styles.module.css';

/** The decoder's data as a module: what the static-islands plugin's `loadData` resolves to. */
export type DecoderDataModule = {default: DecoderData};

interface Props {
  /** Filled by the spec-model remark plugin in docs MDX, from the model of the page's docs version. */
  codes?: DecoderData['codes'];
  mappings?: DecoderData['mappings'];
  /** The docs version read, as the answers name it: `1.2.3`, or `Next` for the unreleased docs. */
  release?: string;
  /**
   * The same data, loaded on demand: the static-islands plugin moves `codes` and `mappings` out of the page's
   * JavaScript into a file of their own and gives this instead.
   */
  loadData?: () => Promise<DecoderDataModule>;
}

type AnswerModule = typeof import('./answer');

/** What answering needs: the decoding and drawing code, and the data; or why they could not be loaded. */
type Answering = {state: 'ready'; module: AnswerModule; data: DecoderData} | {state: 'failed'} | {state: 'waiting'};

/**
 * Loads the answer's code and the decoder's data the first time the page has a question (a deep link, or the first
 * submit), so that a reader who never asks one does not download them. A failed load is retried with the next
 * question.
 */
function useAnswering({codes, mappings, loadData}: Props, question: string | null): Answering {
  const [answering, setAnswering] = useState<Answering>({state: 'waiting'});
  const ready = answering.state === 'ready';
  useEffect(() => {
    if (question === null || ready) return undefined;
    let current = true;
    const data = codes && mappings ? Promise.resolve({codes, mappings}) : loadData!().then((module) => module.default);
    Promise.all([import('./answer'), data]).then(
      ([module, loaded]) => current && setAnswering({state: 'ready', module, data: loaded}),
      () => current && setAnswering({state: 'failed'}),
    );
    return () => {
      current = false;
    };
  }, [question, ready, codes, mappings, loadData]);
  return answering;
}

/** The query the form writes and a deep link carries: `?platform=android&code=7`, other parameters kept. */
function queryWith(search: string, platform: Platform, code: string): string {
  const params = new URLSearchParams(search);
  params.set('platform', platform);
  if (code.trim()) params.set('code', code.trim());
  else params.delete('code');
  return `?${params.toString()}`;
}

/**
 * Tells what a store's own error code, or an error code name, means in OpenIAP. The form is also a link: its query
 * (`?platform=android&code=7`) opens the page with the answer shown, and submitting writes the query back, so a
 * support engineer can copy the address. The server renders the empty form; the answer comes after hydration,
 * because the query exists only in the browser, and only once there is a question: its code and, on a production
 * page, the decoder's data load then.
 */
export default function ErrorDecoder(props: Props): React.JSX.Element {
  if (!(props.codes && props.mappings) && !props.loadData) {
    throw new Error('<ErrorDecoder> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  }
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
  // Without a code there is nothing to decode, whatever the platform says.
  const question = isBrowser && queryCode.trim() !== '' ? `${queryPlatform}:${queryCode}` : null;
  const answering = useAnswering(props, question);

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

  const result = useMemo(() => {
    if (question === null || answering.state !== 'ready') return undefined;
    // A code without a platform is read as iOS, the site's default platform.
    return answering.module.decodeError(answering.data, queryPlatform ?? 'ios', queryCode);
  }, [question, answering, queryPlatform, queryCode]);

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
          <span>Store error (code or name) or error code</span>
          <input
            className="openiap-control"
            id={`${id}-code`}
            name="code"
            type="text"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            placeholder="7, ITEM_ALREADY_OWNED, network-error or NetworkError"
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
          />
        </label>
        <button type="submit" className="button button--primary">
          Decode
        </button>
      </form>
      <output htmlFor={`${id}-code`} aria-live="polite" className={styles.answer} data-kind={result?.kind ?? 'empty'}>
        {question !== null && answering.state === 'failed' && (
          <p>The decoder could not load what it needs to answer. Check the connection and press Decode again.</p>
        )}
        {result && answering.state === 'ready' && (
          <answering.module.Answer
            result={result}
            release={props.release}
            onPick={(picked) => {
              setCode(picked);
              decode(result.kind === 'unknown' ? result.platform : platform, picked);
            }}
          />
        )}
      </output>
    </div>
  );
}
