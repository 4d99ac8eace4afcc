import React from 'react';
import {NOT_RECOMMENDED_FOR_ANYTHING, REPLACEMENT_MODE_COLUMNS, REPLACEMENT_MODE_ENUM, type ReplacementModeRow} from '@site/shared/replacementModes';
import ScrollableTable from '@site/src/components/ScrollableTable';

interface Props {
  /** Filled by the spec-model remark plugin in docs MDX, from the model of the page's docs version. */
  modes?: ReplacementModeRow[];
}

/** The Android replacement modes of the docs version being read, with what each does and when to use it. */
export default function ReplacementModeTable({modes}: Props): React.JSX.Element {
  if (!modes) throw new Error('<ReplacementModeTable> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.');
  return (
    <ScrollableTable>
      <thead>
        <tr>
          <th scope="col">{REPLACEMENT_MODE_COLUMNS.value}</th>
          <th scope="col">
            <code>{REPLACEMENT_MODE_ENUM}</code>
          </th>
          <th scope="col">{REPLACEMENT_MODE_COLUMNS.effect}</th>
          <th scope="col">{REPLACEMENT_MODE_COLUMNS.recommendedFor}</th>
        </tr>
      </thead>
      <tbody>
        {modes.map(({name, value, effect, recommendedFor}) => (
          <tr key={value}>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <code>{name}</code>
            </td>
            <td>{effect}</td>
            <td>{recommendedFor ?? NOT_RECOMMENDED_FOR_ANYTHING}</td>
          </tr>
        ))}
      </tbody>
    </ScrollableTable>
  );
}
