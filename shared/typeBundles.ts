/**
 * The type-definition downloads of the Types page, as the type-bundles plugin publishes them (plugins/type-bundles
 * reads and checks the files) and the download widget shows them.
 */
/** One downloadable zip of generated type definitions. */
export interface TypeBundle {
  /** What the reader chooses: the language of the definitions, e.g. "TypeScript". */
  label: string;
  /** The release asset's file name, e.g. "openiap-typescript.zip". */
  filename: string;
  /** As published, a number and a unit: "4.71 KB". Absent when the release's sizes are not published. */
  size?: string;
  /** The SHA-256 of the zip, 64 hexadecimal characters. Absent when not published: the site never makes one up. */
  sha256?: string;
}

/** What the plugin publishes as global data: the bundles of each gql version. */
export type TypeBundlesByVersion = Record<string, TypeBundle[]>;
