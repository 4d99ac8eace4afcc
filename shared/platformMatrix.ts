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
  /** Its anchor in the generated reference. */
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

/** The spec module whose types exist only for the Meta Horizon store. */
