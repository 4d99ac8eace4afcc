import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import HighlightedCode from '@site/src/components/HighlightedCode';
import {withStaticIsland, type IslandRef} from '@site/src/components/StaticIsland';
import type {IslandData} from '@site/src/components/StaticIsland/islandData';
import LanguageChoice from '@site/src/components/LanguageChoice';
import SpecLink from '@site/src/components/SpecLink';
import type {DetailsProps} from './view';
import styles from './styles.module.css';

type Props = (Partial<DetailsProps> | IslandRef) & {
  /** The operation's name in spec/; the spec-model remark plugin reads it and fills the rest. */
  of?: string;
  /** Set when no heading carries the operation's anchor (a single <Operation> in a page). */
  anchor?: string;
  /**
   * The example. Defaults to the operation's own; with the speed plugins it is in the island of its tokens instead,
   * and the block shows the server's lines.
   */
  example?: string;
  /** The example's syntax tokens, computed at build time (plugins/code-highlight). */
  exampleTokens?: string;
  /** The key of the static island that holds those tokens instead (plugins/static-islands). */
  exampleIsland?: string;
  /**
   * The links to the guides that use each operation of the page (plugins/spec-model/guides.ts): static islands keyed
   * by the page's prefix and the operation's name (their data null in the browser when the page's HTML has them), or,
   * without the speed plugins, the map itself.
   */
  guides?: {prefix: string; islands: IslandData | null} | Record<string, {links: GuideLink[]}>;
};

interface GuideLink {
  title: string;
  href: string;
}

/** The guides that use the operation, each a link: where a reader learns how it fits with the rest. */
function GuideLinks({links}: {links: GuideLink[]}) {
  if (links.length === 0) return null;
  return (
    <p className={styles.guides}>
      <span>Used in</span>
      {links.map((link) => (
        <SpecLink key={link.href} to={link.href}>
          {link.title}
        </SpecLink>
      ))}
    </p>
  );
}

const GuidesIsland = withStaticIsland(GuideLinks);

function Guides({of, guides}: {of: string; guides: NonNullable<Props['guides']>}) {
  if (typeof guides.prefix === 'string') return <GuidesIsland island={guides.prefix + of} islands={guides.islands as IslandData | null} />;
  return <GuideLinks links={(guides as Record<string, {links: GuideLink[]}>)[of]?.links ?? []} />;
}

/**
 * The part of an operation that is a static island, as each entry draws it: the full entry takes its props or a key,
 * the light one (./island.tsx) a key only, which is all the static-islands plugin leaves it.
 */
type DetailsComponent = React.ComponentType<DetailsProps | IslandRef> | React.ComponentType<IslandRef>;

/**
 * One operation of the API: what it does (`Details`: see ./view.tsx), then an example, whose code block has a copy
 * button and is not part of the details' island.
 */
export function operationWith(Details: DetailsComponent): (props: Props) => React.JSX.Element {
  const Part = Details as React.ComponentType<DetailsProps | IslandRef>;
  return function Operation(props: Props): React.JSX.Element {
    const {of, anchor, example: givenExample, exampleTokens, exampleIsland, guides, ...details} = props;
    const brokenLinks = useBrokenLinks();
    const own = 'island' in details ? undefined : details.operation;
    if (!('island' in details) && !own) {
      throw new Error(`<Operation of="${of}"> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.`);
    }
    if (anchor) brokenLinks.collectAnchor(anchor);
    const example = givenExample ?? own?.example;
    return (
      <div className={styles.operation} data-operation={of ?? own?.name} id={anchor}>
        <LanguageChoice>
          <Part {...(details as DetailsProps | IslandRef)} />
        </LanguageChoice>
        {of && guides && <Guides of={of} guides={guides} />}
        {(example || exampleIsland) && (
          <HighlightedCode code={example} language="ts" title="Example in TypeScript" tokens={exampleTokens} island={exampleIsland} />
        )}
      </div>
    );
  };
}
