/**
 * "Removed in X.Y.Z" entries: an anchor that an older release's page had (an operation's section, a type's table, an
 * error code's row) and a later release removed keeps resolving on the later page, where a short entry says when it
 * was removed, names its successor (src/data/migration-successors.json) and links the last release's page that had
 * it. Links from other sites and old bookmarks then never end on a page that silently lacks their target.
 *
 * What an older release's page showed comes from the same remark pass that renders pages, run on that release's
 * frozen copy of the page with its own model (the caller provides it), so the ids are the ones that page really has.
 */
import {existsSync} from 'node:fs';
import path from 'node:path';
import {loadModelForVersion} from '../spec-model/load';
import {docsBasePath, type DocsRoutes} from '../spec-model/paths';
import type {PageShows} from '../spec-model/pageShows';
import type {FactKind} from '../../shared/factKinds';
import type {Successors} from '../../shared/migration';
import type {RemovedEntry} from '../../shared/removedEntries';
import type {SpecModel} from '../../shared/specModel';
import {NEXT, versionLabel, versionSequence} from './releases';

/** The heading id of the section that holds the entries. */
export const REMOVED_SECTION_ID = 'removed-from-this-page';

interface Shown {
  id: string;
  name: string;
  kind: FactKind;
}

function shownOn(shows: PageShows, model: SpecModel): Shown[] {
  const kindOf = (name: string): FactKind => (model.operations.find((operation) => operation.name === name)?.group === 'listeners' ? 'event' : 'operation');
  return [
    ...shows.operations.map(({name, id}) => ({id, name, kind: kindOf(name)})),
    ...shows.types.map(({name, id}) => ({id, name, kind: 'declaration' as const})),
    ...(shows.errorCodeTable ? model.errorCodes.map((code) => ({id: code.anchor, name: code.name, kind: 'errorCode' as const})) : []),
  ];
}

/** The ids a page shows, with the model it was rendered with. */
export function shownIds(shows: PageShows, model: SpecModel): Set<string> {
  return new Set(shownOn(shows, model).map((entry) => entry.id));
}

function inModel(model: SpecModel, entry: Shown): boolean {
  if (entry.kind === 'declaration') return model.types.some((type) => type.name === entry.name);
  if (entry.kind === 'errorCode') return model.errorCodes.some((code) => code.name === entry.name);
  return model.operations.some((operation) => operation.name === entry.name);
}

/** The address of a docs page of a version: `apis.mdx` of 1.3.17 → `/docs/1.3.17/apis`. */
function pageHref(siteDir: string, version: string, page: string, docsRoutes: DocsRoutes): string {
  const route = page.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '');
  return `${docsBasePath(siteDir, version, docsRoutes)}${route ? `/${route}` : ''}`;
}

export interface RemovedEntriesInput {
  siteDir: string;
  docsRoutes: DocsRoutes;
  /** The page's docs version and its path inside the version's folder (`apis.mdx`). */
  version: string;
  page: string;
  /** The ids the page itself has. */
  ids: ReadonlySet<string>;
  successors: Successors;
  /** What the page of an older release showed, from its file. */
  showsOf(file: string): PageShows;
}

/**
 * The entries for a page: every anchor of the same page in an older release that this page lacks because the thing
 * was removed from the specification (a thing that moved to another page is not "removed"). Each names the newest
 * release that still had it and the first version without it.
 */
export function removedEntries({siteDir, docsRoutes, version, page, ids, successors, showsOf}: RemovedEntriesInput): RemovedEntry[] {
  const sequence = versionSequence(siteDir);
  const position = sequence.indexOf(version);
  if (position <= 0) return [];
  const current = loadModelForVersion(siteDir, version);
  const entries: RemovedEntry[] = [];
  const seen = new Set(ids);
  for (let index = position - 1; index >= 0; index -= 1) {
    const release = sequence[index];
    const file = path.join(siteDir, 'versioned_docs', `version-${release}`, page);
    if (release === NEXT || !existsSync(file)) continue;
    const model = loadModelForVersion(siteDir, release);
    for (const entry of shownOn(showsOf(file), model)) {
      if (seen.has(entry.id) || inModel(current, entry)) continue;
      seen.add(entry.id);
      const removedIn = sequence.slice(index + 1, position + 1).find((later) => !inModel(loadModelForVersion(siteDir, later), entry)) ?? version;
      entries.push({
        ...entry,
        removedIn: versionLabel(removedIn),
        lastVersion: release,
        lastHref: `${pageHref(siteDir, release, page, docsRoutes)}#${entry.id}`,
        ...(successors[entry.name] ? {successor: successors[entry.name]} : {}),
      });
    }
  }
  return entries.sort((a, b) => a.name.localeCompare(b.name, 'en'));
}
