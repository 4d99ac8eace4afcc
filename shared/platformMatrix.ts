/** The rows of the platform matrix page, as the build computes them (plugins/spec-model/platformMatrix.ts) and the page shows them. */

/** Whether a platform has a member: yes, no, or not stated by the model. */
export type Availability = 'yes' | 'no' | 'unstated';

export type MatrixRowKind = 'operation' | 'event' | 'type' | 'field';

export interface MatrixRow {
  kind: MatrixRowKind;
  /** The member's own name: `initConnection`, `ProductIOS`, `displayNameIOS`. */
  name: string;
  /** A field's type: `ProductIOS`. */
  owner?: string;
  /** A type's kind as the Types page names it: `interface`, `enum`, `union`, `alias`. */
  detail?: string;
  /** Its page, or its field's row there. */
  href: string;
  ios: Availability;
  android: Availability;
  horizon: Availability;
}

export interface MatrixSection {
  /** `operations`, `events`, or `types-<module>`. */
  id: string;
  title: string;
  rows: MatrixRow[];
}

/** The columns of each table after the name, in order; the page and its Markdown copy head them the same way. */
export const MATRIX_PLATFORMS = [
  {key: 'ios', label: 'iOS'},
  {key: 'android', label: 'Android'},
  {key: 'horizon', label: 'Horizon OS'},
] as const;

/** How a cell reads in words. */
export const AVAILABILITY_LABEL: Record<Availability, string> = {yes: 'Yes', no: 'No', unstated: 'Not stated'};

/** Marks of different shapes, so that the columns read without colour; the page's legend explains them. */
export const AVAILABILITY_MARK: Record<Availability, string> = {yes: '✓', no: '–', unstated: '?'};

/** The spec module whose types exist only for the Meta Horizon store. */
