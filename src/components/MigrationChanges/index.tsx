import React from 'react';
import Heading from '@theme/Heading';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {FACT_KINDS, FACT_KIND_LABELS, type FactKind} from '@site/shared/factKinds';
import {isEmptyDiff, symbolAnchor, symbolOf, type Fact, type FactChange, type MigrationDiff, type Successors} from '@site/shared/migration';
import styles from './styles.module.css';

/** The sections of a migration, in the order a reader works through them: what breaks first, what is new last. */
export const MIGRATION_SECTIONS = [
  {key: 'removed', title: 'Removed'},
  {key: 'changed', title: 'Changed'},
  {key: 'deprecated', title: 'Newly deprecated'},
  {key: 'added', title: 'Added'},
] as const;

type SectionKey = (typeof MIGRATION_SECTIONS)[number]['key'];

const ASPECT_WORDS: Record<FactChange['aspect'], string> = {
  type: 'type',
  optionality: 'optionality',
  signature: 'signature',
  value: 'value',
};

/** The heading id of a section (`removed`) or of one kind within it (`removed-operations`). */
export function sectionId(section: SectionKey, kind?: FactKind): string {
  return kind ? `${section}-${FACT_KIND_LABELS[kind].many.toLowerCase().replace(/\s+/g, '-')}` : section;
}

/** The kinds that have entries in a section, each with its entries, in the pages' order. */
export function kindsOf<T extends {kind: FactKind}>(entries: readonly T[]): Array<{kind: FactKind; entries: T[]}> {
  return FACT_KINDS.map((kind) => ({kind, entries: entries.filter((entry) => entry.kind === kind)})).filter((group) => group.entries.length > 0);
}

/** The headings a migration shows, for a table of contents. */
export function migrationHeadings(diff: MigrationDiff): Array<{id: string; title: string; level: 2 | 3}> {
  return MIGRATION_SECTIONS.flatMap(({key, title}) => {
    const kinds = kindsOf<{kind: FactKind}>(diff[key]);
    if (kinds.length === 0) return [];
    return [
      {id: sectionId(key), title, level: 2 as const},
      ...kinds.map(({kind}) => ({id: sectionId(key, kind), title: FACT_KIND_LABELS[kind].many, level: 3 as const})),
    ];
  });
}

function FactItem({fact, successor, id}: {fact: Fact; successor?: string; id?: string}): React.JSX.Element {
  return (
    <li id={id}>
      <code className={styles.name}>{fact.name}</code>
      {fact.kind === 'field' && fact.shape ? (
        <>
          {' '}
          <span className={styles.shape}>
            <code>{fact.shape}</code>
            {fact.optional ? ', optional' : ''}
          </span>
        </>
      ) : null}
      {successor ? (
        <p className={styles.successor}>
          <strong>Instead:</strong> {successor}
        </p>
      ) : null}
    </li>
  );
}

function ChangeItem({change, id}: {change: FactChange; id?: string}): React.JSX.Element {
  return (
    <li id={id}>
      <code className={styles.name}>{change.name}</code>: {ASPECT_WORDS[change.aspect]}{' '}
      <span className={styles.change}>
        <code className={styles.before}>{change.from}</code>
        <span aria-label="becomes"> → </span>
        <code className={styles.after}>{change.to}</code>
      </span>
    </li>
  );
}

interface Props {
  diff: MigrationDiff;
  successors: Successors;
  /**
   * Whether the headings carry ids (a page of its own, with a table of contents) or not (the picker's result, shown
   * under the index page's own headings).
   */
  anchored: boolean;
}

/** The changes between two releases, grouped by what happened and then by kind: the body of a migration. */
export default function MigrationChanges({diff, successors, anchored}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  if (isEmptyDiff(diff)) {
    return (
      <p>
        Nothing that a migration lists differs between {diff.from} and {diff.to}: no declaration, field, operation, event, enum value, error code or store error
        mapping was added, removed, changed or newly deprecated.
      </p>
    );
  }
  const level = anchored ? 2 : 3;
  // A symbol's first entry carries its anchor: the history line of its reference entry links there.
  const anchors = new Set<string>();
  const anchorOf = (entry: {kind: FactKind; name: string}): string | undefined => {
    const id = symbolAnchor(symbolOf(entry));
    if (!anchored || anchors.has(id)) return undefined;
    anchors.add(id);
    brokenLinks.collectAnchor(id);
    return id;
  };
  return (
    <div className={styles.changes}>
      {MIGRATION_SECTIONS.map(({key, title}) => {
        const kinds = kindsOf<{kind: FactKind}>(diff[key]);
        if (kinds.length === 0) return null;
        return (
          <section key={key}>
            <Heading as={`h${level}`} id={anchored ? sectionId(key) : undefined}>
              {title}
            </Heading>
            {kinds.map(({kind, entries}) => (
              <React.Fragment key={kind}>
                <Heading as={`h${level + 1}` as 'h3' | 'h4'} id={anchored ? sectionId(key, kind) : undefined}>
                  {FACT_KIND_LABELS[kind].many} <span className={styles.count}>({entries.length})</span>
                </Heading>
                <ul className={styles.list}>
                  {key === 'changed'
                    ? (entries as FactChange[]).map((change) => <ChangeItem key={`${change.name}:${change.aspect}`} change={change} id={anchorOf(change)} />)
                    : (entries as Fact[]).map((fact) => (
                        <FactItem key={fact.name} fact={fact} successor={key === 'removed' ? successors[fact.name] : undefined} id={anchorOf(fact)} />
                      ))}
                </ul>
              </React.Fragment>
            ))}
          </section>
        );
      })}
    </div>
  );
}
