import React from 'react';
import Link from '@docusaurus/Link';
import {NATIVE_LABEL, NATIVE_SUCCESS, OPENIAP_CODE_LABEL} from '@site/shared/nativeErrorLabels';
import ScrollableTable from '@site/src/components/ScrollableTable';
import styles from './styles.module.css';

export interface NativeMappingRow {
  nativeCode: number;
  errorCode: string | null;
  code: string | null;
  anchor: string | null;
}

interface Props {
  platform: 'ios' | 'android';
  /** Filled by the spec-model remark plugin in docs MDX. */
  rows?: NativeMappingRow[];
}

/** How a store's own numeric codes turn into OpenIAP error codes. */
export default function NativeErrorMapping({platform, rows}: Props): React.JSX.Element {
  if (!rows) throw new Error('<NativeErrorMapping> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  return (
    <ScrollableTable className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{NATIVE_LABEL[platform]}</th>
          <th scope="col">{OPENIAP_CODE_LABEL}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.nativeCode}>
            <td>
              <code>{row.nativeCode}</code>
            </td>
            <td>
              {row.code && row.anchor ? (
                <Link to={`#${row.anchor}`}>
                  <code>{row.code}</code>
                </Link>
              ) : (
                <span>{NATIVE_SUCCESS}</span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
