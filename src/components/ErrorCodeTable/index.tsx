import React from 'react';
import Link from '@docusaurus/Link';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import type {ErrorCodeModel} from '@site/shared/specModel';
import PlatformBadge from '@site/src/components/PlatformBadge';
import ScrollableTable from '@site/src/components/ScrollableTable';
import {renderInline} from '@site/src/components/DocText';
import NameBreaks, {brokenNameLabel} from '@site/src/components/NameBreaks';
import SymbolHistory from '@site/src/components/SymbolHistory';
import type {SymbolHistory as History} from '@site/shared/migration';
import {codesFor, NO_AUTOMATIC_RETRY, type View} from '@site/shared/errorCodeViews';
import styles from './styles.module.css';

interface Props {
  /** Filled by the spec-model remark plugin in docs MDX. */
  codes?: ErrorCodeModel[];
  /** `all` (every code, with a row anchor each), `handling` (codes with a recommendation) or `retry`. */
  view?: View;
  /** Each code's history, by member name (the full table only). */
  history?: Record<string, History>;
  /** Each code's own page, by member name (the full table only): where its code links. */
  pages?: Record<string, string>;
}

/** Row ids exist only in the full table; the anchor check must know them, since they are not headings. */
function CodeCell({code, withAnchor, page}: {code: ErrorCodeModel; withAnchor: boolean; page?: string}) {
  const brokenLinks = useBrokenLinks();
  if (withAnchor) brokenLinks.collectAnchor(code.anchor);
  return (
    <th scope="row" id={withAnchor ? code.anchor : undefined} className={styles.codeCell}>
      {withAnchor ? (
        <Link to={page ?? `#${code.anchor}`} className={styles.rowLink} aria-label={brokenNameLabel(code.code)}>
          <code>
            <NameBreaks text={code.code} />
          </code>
        </Link>
      ) : (
        <code>
          <NameBreaks text={code.code} />
        </code>
      )}
      <span className={styles.member}>
        <NameBreaks text={`ErrorCode.${code.name}`} />
      </span>
      <PlatformBadge platform={code.platform} />
    </th>
  );
}

/** The error codes of the spec with what they mean and what to do about them. */
export default function ErrorCodeTable({codes, view = 'all', history = {}, pages = {}}: Props): React.JSX.Element {
  if (!codes) throw new Error('<ErrorCodeTable> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  const rows = codesFor(codes, view);
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">Code</th>
          {view === 'all' && <th scope="col">Meaning</th>}
          {view !== 'retry' && <th scope="col">Recommended handling</th>}
          {view !== 'handling' && <th scope="col">Retry</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((code) => (
          <tr key={code.name}>
            <CodeCell code={code} withAnchor={view === 'all'} page={pages[code.name]} />
            {view === 'all' && (
              <td>
                {renderInline(code.summary)}
                {code.deprecated && <em className={styles.deprecated}> Deprecated: {renderInline(code.deprecated)}</em>}
                <SymbolHistory history={history[code.name]} />
              </td>
            )}
            {view !== 'retry' && <td>{code.handling ? renderInline(code.handling) : <span className={styles.none}>—</span>}</td>}
            {view !== 'handling' && <td>{code.retry ? code.retry.description : <span className={styles.none}>{NO_AUTOMATIC_RETRY}</span>}</td>}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
