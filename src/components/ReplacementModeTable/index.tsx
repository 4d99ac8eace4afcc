import React from 'react';
import {modeNotes, replacementModes} from '@site/shared/replacementModes';

/** The Android replacement modes, read from spec/requests.ts. */
export default function ReplacementModeTable(): React.JSX.Element {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Value</th>
          <th scope="col">
            <code>ReplacementModeAndroid</code>
          </th>
          <th scope="col">Effect</th>
          <th scope="col">Recommended for</th>
        </tr>
      </thead>
      <tbody>
        {replacementModes().map(({name, value}) => (
          <tr key={value}>
            <td>
              <code>{value}</code>
            </td>
            <td>
              <code>{name}</code>
            </td>
            <td>{modeNotes[value].effect}</td>
            <td>{modeNotes[value].recommendedFor ?? '—'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
