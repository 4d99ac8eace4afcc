/**
 * Each symbol's history, read from the comparisons the migration pages show (no second diff): the release it appeared
 * in, the later ones up to the page's version that changed it, and the one after it that removed it. Each release links
 * the symbol's entry on that pair's page; Next has no page until it is released.
 */
import {FACT_KIND_LABELS, type FactKind} from '../../shared/factKinds';
import {consecutiveDiffs, MIGRATING_ROOT, pairSlug, releaseFacts, symbolAnchor, symbolOf} from '../../shared/migration';
import type {FactChange, MigrationDiff, SymbolHistory, SymbolKey} from '../../shared/migration';
import type {SpecModel} from '../../shared/specModel';
import {loadModelForVersion} from './load';
import {docsVersionsOf, NEXT, versionLabel} from './versionNames';

const SECTIONS = ['removed', 'changed', 'deprecated', 'added'] as const;

/** At most this many member names in a label: the pair's page, which the link opens, lists them all. */
const NAMED = 4;

/** What a pair did to a symbol, in the page's order: "changed signature", "added fields: a, b"; empty when nothing. */
export function whatChanged(diff: MigrationDiff, symbol: SymbolKey): string {
  const groups = new Map<string, {kind: FactKind; verb: string; names: string[]}>();
  for (const section of SECTIONS) {
    for (const entry of diff[section] as Array<{kind: FactKind; name: string; aspect?: FactChange['aspect']}>) {
      const owner = symbolOf(entry);
      if (owner.kind !== symbol.kind || owner.name !== symbol.name) continue;
      const verb = entry.aspect ? `changed ${entry.aspect}` : section;
      const group = groups.get(`${entry.kind} ${verb}`) ?? {kind: entry.kind, verb, names: []};
      if (entry.kind !== symbol.kind) group.names.push(entry.name.slice(symbol.name.length + 1));
      groups.set(`${entry.kind} ${verb}`, group);
    }
  }
  return [...groups.values()]
    .map(({kind, verb, names}) => {
      if (names.length === 0) return verb;
      const more = names.length > NAMED ? ` and ${names.length - NAMED} more` : '';
      const of = FACT_KIND_LABELS[kind][names.length > 1 ? 'many' : 'one'].toLowerCase();
      return `${verb}${verb.startsWith('changed') ? ' of' : ''} ${of}: ${names.slice(0, NAMED).join(', ')}${more}`;
    })
    .join('; ');
}

/** `tagged`: the model's own `@since`, which for a symbol of the first release says more than that release. */
export function symbolHistory(diffs: readonly MigrationDiff[], version: string, symbol: SymbolKey, tagged?: string): SymbolHistory {
  const first = diffs[0]?.from ?? version;
  const step = (diff: MigrationDiff, what: string) => ({
    release: versionLabel(diff.to),
    ...(diff.to === NEXT ? {} : {href: `${MIGRATING_ROOT}/${pairSlug(diff.from, diff.to)}#${symbolAnchor(symbol)}`}),
    label: `${versionLabel(diff.to)}: ${what}`,
  });
  const itself = (entries: ReadonlyArray<{kind: FactKind; name: string}>) => entries.some(({kind, name}) => kind === symbol.kind && name === symbol.name);
  let history: SymbolHistory = {since: {release: tagged ?? versionLabel(first)}, changed: []};
  let reached = first === version;
  for (const diff of diffs) {
    const what = whatChanged(diff, symbol);
    if (reached) {
      if (itself(diff.removed)) return {...history, removed: step(diff, what)};
      continue;
    }
    if (itself(diff.added)) history = {since: step(diff, what), changed: []};
    else if (what) history.changed.push(step(diff, what));
    reached = diff.to === version;
  }
  return history;
}

/** The consecutive comparisons of a site, made again only when spec/ (Next) changes. */
const comparisons = new WeakMap<SpecModel, MigrationDiff[]>();

export function releaseComparisons(siteDir: string): MigrationDiff[] {
  const next = loadModelForVersion(siteDir, NEXT);
  const facts = (version: string) => releaseFacts(version, loadModelForVersion(siteDir, version));
  if (!comparisons.has(next)) comparisons.set(next, consecutiveDiffs(docsVersionsOf(siteDir), facts));
  return comparisons.get(next)!;
}
