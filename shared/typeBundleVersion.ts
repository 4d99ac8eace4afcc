/**
 * Which release a docs version's bundles come from, and how a reader checks a download. Shared by the component and
 * the Markdown copies of the docs (plugins/markdown-export).
 */
import type {TypeBundle} from './typeBundles';

/** The name Docusaurus gives the unreleased docs ("Next"), which follow openiap-versions.json. */
export const CURRENT_DOCS_VERSION = 'current';

/**
 * Which gql release the bundles come from. A released docs version is named after the gql version it documents
 * (docs "1.2.3" is gql 1.2.3); the unreleased "current" docs follow the gql version of openiap-versions.json.
 */
export function gqlVersionForDocs(docsVersionName: string, currentGqlVersion: string): string {
  return docsVersionName === CURRENT_DOCS_VERSION ? currentGqlVersion : docsVersionName;
}

/** A one-line check of a downloaded bundle; it prints "<filename>: OK" when the file is the published one. */
export function verifyCommand(bundle: TypeBundle): string {
  return `echo "${bundle.sha256}  ${bundle.filename}" | shasum -a 256 -c`;
}
