import React, {useEffect, useId, useRef, useState} from 'react';
import clsx from 'clsx';
import {AVAILABILITY_LABEL, AVAILABILITY_MARK, MATRIX_PLATFORMS, type Availability, type MatrixSection} from '@site/shared/platformMatrix';
import SpecLink from '@site/src/components/SpecLink';
import {withStaticIsland, type IslandRef} from '@site/src/components/StaticIsland';
import styles from './styles.module.css';

interface MatrixProps {
  /** Filled by the spec-model remark plugin in docs MDX, from the model of the page's docs version. */
  sections?: MatrixSection[];
}

/**
 * One platform's cell: its label for assistive technology, its mark drawn by the stylesheet from `data-mark`. The
 * matrix has about 2,000 cells, and an element for the mark in each was a fifth of the page's elements: the browser
 * parses, styles and lays out every one of them on a first visit, while the reader already sees the page.
 */
function Cell({value}: {value: Availability}): React.JSX.Element {
  return (
    <td className={clsx(styles.cell, styles[value])} data-mark={AVAILABILITY_MARK[value]}>
      <span className="visually-hidden">{AVAILABILITY_LABEL[value]}</span>
    </td>
  );
}

/** The tables: rendered once, on the server, and kept as HTML in the browser (a static island). */
function MatrixTables({sections}: MatrixProps): React.JSX.Element {
  if (!sections) throw new Error('<PlatformMatrix> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  return (
    <>
      {sections.map((section) => (
        <section
          key={section.id}
          className={styles.section}
          data-matrix-section={section.id}
          style={{'--matrix-rows': section.rows.length} as React.CSSProperties}>
          <table className={styles.table}>
            <caption className={styles.caption}>{section.title}</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                {MATRIX_PLATFORMS.map(({key, label}) => (
                  <th key={key} scope="col" className={styles.platform}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {section.rows.map((row) => {
                const name = row.owner ? `${row.owner}.${row.name}` : row.name;
                return (
                  <tr key={name} data-name={name.toLowerCase()} className={row.kind === 'type' ? styles.typeRow : undefined}>
                    <th scope="row" className={styles.name}>
                      <SpecLink to={row.href}>
                        {row.owner && <span className={styles.owner}>{row.owner}</span>}
                        <code>{row.owner ? `.${row.name}` : row.name}</code>
                      </SpecLink>
                      {row.detail && <span className={styles.detail}>{row.detail}</span>}
                    </th>
                    {MATRIX_PLATFORMS.map(({key}) => (
                      <Cell key={key} value={row[key]} />
                    ))}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </>
  );
}

const MatrixIsland = withStaticIsland(MatrixTables);

/** Counts what a filter leaves: rows shown, rows in all. */
interface FilterCount {
  shown: number;
  total: number;
}

/**
 * Hides the rows whose name does not contain `wanted` (lower case), and the tables left without rows. The rows are
 * server HTML that React does not own (a static island), so the filter sets their `hidden` attribute itself.
 */
export function filterRows(root: HTMLElement, wanted: string): FilterCount {
  let shown = 0;
  let total = 0;
  root.querySelectorAll<HTMLElement>('[data-matrix-section]').forEach((section) => {
    let visible = 0;
    section.querySelectorAll<HTMLElement>('tr[data-name]').forEach((row) => {
      const match = (row.dataset.name ?? '').includes(wanted);
      row.hidden = !match;
      if (match) visible += 1;
      total += 1;
    });
    section.hidden = visible === 0;
    shown += visible;
  });
  return {shown, total};
}

/**
 * Every operation, event, type and field of the docs version's spec model, with the platforms that have it, and a
 * box that filters the rows by name.
 */
export default function PlatformMatrix(props: MatrixProps | IslandRef): React.JSX.Element {
  const id = useId();
  const tables = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [count, setCount] = useState<FilterCount | null>(null);
  const filtered = useRef(false);

  useEffect(() => {
    const root = tables.current;
    const wanted = query.trim().toLowerCase();
    if (!root) return;
    // Nothing to undo on rows that were never filtered: hydration leaves them alone. Rows kept as HTML from an earlier
    // visit may still carry that visit's filter.
    if (!wanted && !filtered.current && !root.querySelector('[data-matrix-section][hidden], tr[data-name][hidden]')) return;
    filtered.current = Boolean(wanted);
    const result = filterRows(root, wanted);
    setCount(wanted ? result : null);
  }, [query]);

  return (
    <div className={styles.matrix}>
      <div className={styles.filter}>
        <label htmlFor={`${id}-filter`}>Filter by name</label>
        <input
          className="openiap-control"
          id={`${id}-filter`}
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="e.g. sku, ProductIOS, acknowledge"
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          aria-controls={`${id}-tables`}
        />
        <p className={styles.count} role="status" aria-live="polite">
          {count && (count.shown === 0 ? `No name contains “${query.trim()}”.` : `${count.shown} of ${count.total} names contain “${query.trim()}”.`)}
        </p>
      </div>
      <div id={`${id}-tables`} ref={tables}>
        <MatrixIsland {...props} />
      </div>
    </div>
  );
}
