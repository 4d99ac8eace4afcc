import React, {useCallback, useEffect, useId, useMemo, useRef, useState} from 'react';
import {createPortal} from 'react-dom';
import clsx from 'clsx';
import {
  clampIndex,
  excerpt,
  fullTextQuery,
  highlight,
  highlightTerms,
  matchEntries,
  MAX_RENDERED_RESULTS,
  normalizeQuery,
  queryTerms,
  type ApiSearchEntry,
  type HighlightSegment,
} from './searchIndex';
import styles from './styles.module.css';

/** The input receives focus this long after the modal opens. */
export const FOCUS_DELAY_MS = 100;
/** The full-text search runs once typing pauses this long; the API index answers every keystroke. */
export const FULL_TEXT_DELAY_MS = 120;

/** A hit of the full-text search over every page, reduced to what the modal shows. */
export interface FullTextHit {
  id: string;
  title: string;
  /** Where the hit is: its page's title, or its breadcrumb. */
  context: string;
  /** The matching passage, for hits inside a page's text. */
  snippet: string;
  path: string;
}

export interface FullTextSearch {
  /** Hits for a query already reduced by `fullTextQuery`. */
  search: (query: string) => Promise<FullTextHit[]>;
  /** The full results page for that query. */
  resultsPath: (query: string) => string;
}

interface Props {
  /** The API index of the docs version being read; null while it loads. */
  entries: readonly ApiSearchEntry[] | null;
  indexFailed?: boolean;
  fullText?: FullTextSearch;
  /** Called with the path of the chosen result; the caller closes the modal and navigates. */
  onChoose: (path: string) => void;
  onClose: () => void;
  focusDelayMs?: number;
  fullTextDelayMs?: number;
}

type Item = {type: 'api'; entry: ApiSearchEntry; path: string} | {type: 'page'; hit: FullTextHit; path: string} | {type: 'all'; query: string; path: string};

const KIND_LABELS: Record<ApiSearchEntry['kind'], string | null> = {operation: null, type: 'Type', error: 'Error code', page: 'Page'};

const OPTION_ID_PREFIX = 'openiap-search-option-';
const NO_HITS: FullTextHit[] = [];

function Highlighted({segments}: {segments: HighlightSegment[]}): React.JSX.Element {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <React.Fragment key={index}>{segment.text}</React.Fragment>,
      )}
    </>
  );
}

function useScrollLock(): void {
  useEffect(() => {
    const {body, documentElement} = document;
    const previous = {overflow: body.style.overflow, paddingRight: body.style.paddingRight};
    // Keep the page where it is when its scroll bar disappears.
    const scrollbarWidth = window.innerWidth - documentElement.clientWidth;
    body.style.overflow = 'hidden';
    if (scrollbarWidth > 0) body.style.paddingRight = `${scrollbarWidth}px`;
    return () => {
      body.style.overflow = previous.overflow;
      body.style.paddingRight = previous.paddingRight;
    };
  }, []);
}

/** Moves focus into the dialog at once and to the input after the delay; gives it back on close. */
function useDialogFocus(dialog: React.RefObject<HTMLDivElement | null>, input: React.RefObject<HTMLInputElement | null>, delay: number): void {
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.current?.focus({preventScroll: true});
    const timer = setTimeout(() => input.current?.focus({preventScroll: true}), delay);
    return () => {
      clearTimeout(timer);
      if (previous?.isConnected) previous.focus({preventScroll: true});
    };
  }, [dialog, input, delay]);
}

interface FullTextState {
  query: string;
  hits: FullTextHit[];
}

function useFullText(fullText: FullTextSearch | undefined, query: string, delay: number): FullTextState | null {
  const [state, setState] = useState<FullTextState | null>(null);
  useEffect(() => {
    if (!fullText || !query) return undefined;
    let cancelled = false;
    const timer = setTimeout(() => {
      fullText.search(query).then(
        (hits) => !cancelled && setState({query, hits}),
        () => !cancelled && setState({query, hits: []}),
      );
    }, delay);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [fullText, query, delay]);
  return state;
}

/**
 * The search modal: a query box over the API index of the docs version being read, with the
 * full-text hits over every page below the API hits and a last row that opens the full results page.
 */
export default function SearchDialog({
  entries,
  indexFailed = false,
  fullText,
  onChoose,
  onClose,
  focusDelayMs = FOCUS_DELAY_MS,
  fullTextDelayMs = FULL_TEXT_DELAY_MS,
}: Props): React.JSX.Element | null {
  const [query, setQuery] = useState('');
  const [selected, setSelected] = useState(0);
  const dialogRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const listboxId = useId();
  useScrollLock();
  useDialogFocus(dialogRef, inputRef, focusDelayMs);

  const trimmed = normalizeQuery(query);
  const apiMatches = useMemo(() => (entries ? matchEntries(trimmed, entries) : []), [entries, trimmed]);
  const pagesQuery = fullText ? fullTextQuery(trimmed) : '';
  const fullTextState = useFullText(fullText, pagesQuery, fullTextDelayMs);
  const pageHits = fullTextState && fullTextState.query === pagesQuery ? fullTextState.hits : NO_HITS;
  const pagesPending = Boolean(pagesQuery) && fullTextState?.query !== pagesQuery;
  const terms = useMemo(() => queryTerms(trimmed), [trimmed]);

  const items = useMemo<Item[]>(() => {
    const list: Item[] = apiMatches.slice(0, MAX_RENDERED_RESULTS).map((entry) => ({type: 'api', entry, path: entry.path}));
    const apiPaths = new Set(list.map((item) => item.path));
    for (const hit of pageHits) if (!apiPaths.has(hit.path)) list.push({type: 'page', hit, path: hit.path});
    if (fullText && pagesQuery) list.push({type: 'all', query: pagesQuery, path: fullText.resultsPath(pagesQuery)});
    return list;
  }, [apiMatches, pageHits, fullText, pagesQuery]);

  // Every API match counts, also those beyond the rendered ones; page hits count when they are listed.
  const resultCount = apiMatches.length + items.filter((item) => item.type === 'page').length;
  const active = clampIndex(selected, items.length);
  const activeId = active >= 0 ? `${OPTION_ID_PREFIX}${active}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({block: 'nearest'});
  }, [activeId]);

  const choose = useCallback((item: Item | undefined) => item && onChoose(item.path), [onChoose]);

  const onInputKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setSelected(clampIndex(active + (event.key === 'ArrowDown' ? 1 : -1), items.length));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(items[active]);
    }
  };

  const onDialogKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key === 'Tab') {
      // Keep keyboard focus inside the modal while it is open.
      const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>('input, button, a[href]') ?? []);
      if (focusable.length === 0) return;
      const index = focusable.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? focusable.length - 1 : index - 1) : index === focusable.length - 1 ? 0 : index + 1;
      event.preventDefault();
      focusable[next].focus();
    }
  };

  const apiItems = items.filter((item) => item.type === 'api');
  const pageItems = items.filter((item) => item.type === 'page');
  const allItem = items.find((item) => item.type === 'all');
  const optionProps = (item: Item) => {
    const index = items.indexOf(item);
    return {
      id: `${OPTION_ID_PREFIX}${index}`,
      role: 'option',
      'aria-selected': index === active,
      className: clsx(styles.option, index === active && styles.optionActive),
      onMouseMove: () => index !== active && setSelected(index),
      onClick: () => choose(item),
    } as const;
  };

  let status: React.ReactNode = null;
  if (trimmed) {
    if (resultCount > 0) status = `${resultCount} result(s)`;
    else if (pagesPending || (entries === null && !indexFailed)) status = 'Searching…';
    else status = `No results found for "${trimmed}"`;
  }

  const dialog = (
    <div
      className={styles.backdrop}
      data-search-backdrop=""
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) {
          event.preventDefault();
          onClose();
        }
      }}>
      <div ref={dialogRef} className={styles.dialog} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={onDialogKeyDown}>
        {/* eslint-disable-next-line @docusaurus/prefer-docusaurus-heading -- the dialog's name, not a section to link to */}
        <h2 id={titleId} className="visually-hidden">
          Search APIs and pages
        </h2>
        <div className={styles.header}>
          <svg className={styles.searchIcon} width="18" height="18" viewBox="0 0 20 20" aria-hidden="true">
            <path d="M14.4 12.9a7 7 0 1 0-1.5 1.5l4.4 4.3 1.4-1.4-4.3-4.4ZM8.7 13.6a4.9 4.9 0 1 1 0-9.8 4.9 4.9 0 0 1 0 9.8Z" fill="currentColor" />
          </svg>
          <input
            ref={inputRef}
            className={styles.input}
            type="text"
            inputMode="search"
            enterKeyHint="go"
            role="combobox"
            aria-label="Search APIs, types and pages"
            aria-expanded={items.length > 0}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={activeId}
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            placeholder="Search APIs, types and pages"
            value={query}
            onChange={(event) => {
              setQuery(event.target.value);
              setSelected(0);
            }}
            onKeyDown={onInputKeyDown}
          />
          <button type="button" className={styles.close} aria-label="Close search" onClick={onClose}>
            <kbd className={styles.closeKbd} aria-hidden="true">
              Esc
            </kbd>
            <svg className={styles.closeIcon} width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
              <path d="M3.5 3.5l9 9m0-9l-9 9" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" />
            </svg>
          </button>
        </div>
        <div className={styles.body}>
          {trimmed ? (
            <p className={styles.status} role="status" data-search-status="">
              {status}
            </p>
          ) : (
            <p className={styles.hint}>
              Type a function, type, error code or topic. <span className={styles.hintKeys}>↑↓ to move, ↵ to open, Esc to close.</span>
            </p>
          )}
          {indexFailed && trimmed && <p className={styles.hint}>The API index could not be loaded; only the page search is available.</p>}
          <div id={listboxId} role="listbox" aria-label="Search results" aria-busy={pagesPending} className={styles.listbox}>
            {apiItems.length > 0 && (
              <div role="group" aria-label="APIs, types and pages" className={styles.group}>
                <div className={styles.groupTitle} aria-hidden="true">
                  APIs and types
                </div>
                {apiItems.map((item) => {
                  const {entry} = item as Extract<Item, {type: 'api'}>;
                  const kind = KIND_LABELS[entry.kind];
                  return (
                    <div key={entry.id} {...optionProps(item)} data-path={entry.path}>
                      <div className={styles.optionHead}>
                        <span className={clsx(styles.optionTitle, entry.kind !== 'page' && styles.code)}>
                          <Highlighted segments={highlight(entry.title, trimmed)} />
                        </span>
                        <span className={styles.optionCategory}>
                          {kind && <span className={styles.kind}>{kind}</span>}
                          <Highlighted segments={highlight(entry.category, trimmed)} />
                        </span>
                      </div>
                      {entry.description && (
                        <div className={styles.optionDescription}>
                          <Highlighted segments={highlight(entry.description, trimmed)} />
                        </div>
                      )}
                    </div>
                  );
                })}
                {apiMatches.length > MAX_RENDERED_RESULTS && (
                  <div className={styles.more} aria-hidden="true">
                    Showing the first {MAX_RENDERED_RESULTS}; type more to narrow the list.
                  </div>
                )}
              </div>
            )}
            {pageItems.length > 0 && (
              <div role="group" aria-label="In all pages" className={styles.group}>
                <div className={styles.groupTitle} aria-hidden="true">
                  In all pages
                </div>
                {pageItems.map((item) => {
                  const {hit} = item as Extract<Item, {type: 'page'}>;
                  return (
                    <div key={hit.id} {...optionProps(item)} data-path={hit.path}>
                      <div className={styles.optionHead}>
                        <span className={styles.optionTitle}>
                          <Highlighted segments={highlightTerms(hit.title, terms)} />
                        </span>
                        {hit.context && (
                          <span className={styles.optionCategory}>
                            <Highlighted segments={highlightTerms(hit.context, terms)} />
                          </span>
                        )}
                      </div>
                      {hit.snippet && (
                        <div className={styles.optionDescription}>
                          <Highlighted segments={highlightTerms(excerpt(hit.snippet, terms), terms)} />
                        </div>
                      )}
                    </div>
                  );
                })}
              </div>
            )}
            {allItem && (
              <div key="all" {...optionProps(allItem)} data-path={allItem.path} data-search-all="">
                <span className={styles.allIcon} aria-hidden="true">
                  ↳
                </span>
                <span className={styles.allText}>
                  Search all pages for “<span className={styles.allQuery}>{(allItem as Extract<Item, {type: 'all'}>).query}</span>”
                </span>
              </div>
            )}
          </div>
        </div>
      </div>
    </div>
  );
  return createPortal(dialog, document.body);
}
