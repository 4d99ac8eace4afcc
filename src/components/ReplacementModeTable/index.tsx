import React from 'react';
import {replacementModeCells, type ReplacementModeCell, type ReplacementModeTableData} from '@site/shared/replacementModes';
import ScrollableTable from '@site/src/components/ScrollableTable';

interface Props {
  /** Filled by the spec-model remark plugin in docs MDX, from the model of the page's docs version. */
  table?: ReplacementModeTableData;
}

function Cell({cell}: {cell: ReplacementModeCell}): React.JSX.Element {
  return cell.code ? <code>{cell.text}</code> : <>{cell.text}</>;
}

/** The Android replacement modes of the docs version being read, with what each does and when to use it. */
export default function ReplacementModeTable({table}: Props): React.JSX.Element {
  if (!table) throw new Error('<ReplacementModeTable> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  const {head, body} = replacementModeCells(table);
  return (
    <ScrollableTable>
      <thead>
        <tr>
          {head.map((cell) => (
            <th key={cell.text} scope="col">
              <Cell cell={cell} />
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {body.map((row) => (
          <tr key={row[0].text}>
            {row.map((cell, index) => (
              <td key={index}>
                <Cell cell={cell} />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
