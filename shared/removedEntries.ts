/**
 * The "Removed in X.Y.Z" entries of a docs page, which the migrations plugin makes and the page and its Markdown copy
 * show. Kept apart from the comparison of releases (./migration.ts), which the page does not need.
 */
import type {FactKind} from './factKinds';

/** "Removed in 2.4.4" or, for a removal not yet released (the unreleased docs, "Next"), "Removed in the next release". */
export function removedInText(removedIn: string): string {
  return removedIn === 'Next' ? 'Removed in the next release' : `Removed in ${removedIn}`;
}

/**
 * One "Removed in X.Y.Z" entry of a docs page: an anchor an older release's page had, which the page's own version
 * no longer has. The migrations plugin makes it; the page and its Markdown copy show it.
 */
export interface RemovedEntry {
  /** The element id the older page had. */
  id: string;
  name: string;
  kind: FactKind;
  /** The version that no longer has it: a release number, or "Next". */
  removedIn: string;
  /** The last release whose page had it, and that page's address with the anchor. */
  lastVersion: string;
  lastHref: string;
  successor?: string;
}
