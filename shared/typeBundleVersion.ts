/**
 * How a reader checks a downloaded bundle, and what is said when a release does not publish its sizes and
 * checksums. Shared by the component and the Markdown copies of the docs (plugins/markdown-export).
 */
import type {TypeBundle} from './typeBundles';

/** A one-line check of a downloaded bundle; it prints "<filename>: OK" when the file is the published one. */
export function verifyCommand(bundle: TypeBundle & {sha256: string}): string {
  return `echo "${bundle.sha256}  ${bundle.filename}" | shasum -a 256 -c`;
}

/**
 * What a bundle lacks, as a sentence: "Size and checksum not published", or undefined when both are known. The
 * widget links the release page after it, where the reader can see what GitHub shows of the file.
 */
export function unpublishedDetails(bundle: TypeBundle): string | undefined {
  if (bundle.size === undefined && bundle.sha256 === undefined) return 'Size and checksum not published';
  if (bundle.size === undefined) return 'Size not published';
  if (bundle.sha256 === undefined) return 'Checksum not published';
  return undefined;
}
