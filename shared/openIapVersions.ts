/** The package versions the site documents: the content of `openiap-versions.json`, checked by plugins/openiap-versions. */
export interface OpenIapVersions {
  /** The schema package (`openiap-gql`): the specification version. */
  gql: string;
  /** The docs version that matches the latest release. */
  docs?: string;
  /** `openiap-google` (Kotlin, Play Billing). */
  google?: string;
  /** `openiap-apple` (Swift, StoreKit 2). */
  apple?: string;
  /** kmp-iap, the Kotlin Multiplatform library. */
  kmp?: string;
}
