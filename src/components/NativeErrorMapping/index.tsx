import React from 'react';
import Link from '@docusaurus/Link';
import {NATIVE_COLUMN_LABEL, NATIVE_SOURCE_NAME, NATIVE_SOURCE_TITLE, OPENIAP_CODE_LABEL} from '@site/shared/nativeErrorLabels';
import type {NativeErrorTableRow, NativeErrorTablesView} from '@site/shared/nativeErrorTables';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

interface Props extends Partial<NativeErrorTablesView> {
  platform: 'ios' | 'android';
  /** The docs version read, as the page names it: `1.2.3`, `Next`. */
  release?: string;
}

function Outcome({row}: {row: NativeErrorTableRow}): React.JSX.Element {
  if (row.code && row.anchor) {
    return (
      <Link to={`#${row.anchor}`}>
        <code>{row.code}</code>
      </Link>
    );
  }
  return (
    <span>
      <code>{row.wire}</code> (not an ErrorCode value)
    </span>
  );
}

/**
 * How the official module of the page's version turns a store's own errors into OpenIAP error codes: a table per kind
 * of store error (filled by the spec-model remark plugin from that version's model), and what the module reports for
 * the rest.
 */
export default function NativeErrorMapping({platform, release, tables, fallback}: Props): React.JSX.Element {
  if (!tables) throw new Error('<NativeErrorMapping> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  const whose = release ? `The ${release} module` : 'The module';
  return (
    <div className={styles.mapping} data-platform={platform}>
      {tables.map((table) => (
        <React.Fragment key={table.source}>
          <p className={styles.title}>
            {NATIVE_SOURCE_TITLE[table.source]} (<code>{NATIVE_SOURCE_NAME[table.source]}</code>)
          </p>
          {table.rows.length === 0 ? (
            <p>
              {whose} maps no <code>{NATIVE_SOURCE_NAME[table.source]}</code>.
            </p>
          ) : (
            <ScrollableTable className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{NATIVE_COLUMN_LABEL}</th>
                  <th scope="col">{OPENIAP_CODE_LABEL}</th>
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.label}>
                    <td>
                      <code>{row.label}</code>
                    </td>
                    <td>
                      <Outcome row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </ScrollableTable>
          )}
        </React.Fragment>
      ))}
      {fallback && (
        <p>
          {whose} reports{' '}
          <Link to={`#${fallback.anchor}`}>
            <code>{fallback.code}</code>
          </Link>{' '}
          for any other store error.
        </p>
      )}
    </div>
  );
}
