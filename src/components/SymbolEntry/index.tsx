import React from 'react';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import SpecLink from '@site/src/components/SpecLink';
import PlatformBadge from '@site/src/components/PlatformBadge';
import NameBreaks, {brokenNameLabel} from '@site/src/components/NameBreaks';
import SymbolHistory from '@site/src/components/SymbolHistory';
import {renderInline} from '@site/src/components/DocText';
import type {SymbolHistory as History} from '@site/shared/migration';
import type {Platform} from '@site/shared/specModel';
import styles from './styles.module.css';

interface Props {
  /** The id the symbol's full entry had on this page, so that links to it still land on the symbol. */
  id: string;
  name: string;
  /** The symbol's own page, where its full entry is. */
  href: string;
  platform?: Platform;
  summary: string;
  history?: History;
}

/**
 * A symbol's entry on the page that indexes its kind (the spec-model remark plugin decides): its name linking the
 * symbol's own page, where its full entry is, its platform, its summary and its history, as plain HTML.
 */
export default function SymbolEntry({id, name, href, platform, summary, history}: Props): React.JSX.Element {
  useBrokenLinks().collectAnchor(id);
  return (
    <div id={id} className={styles.entry} data-symbol-entry={name}>
      <p>
        <SpecLink to={href} className={styles.name} aria-label={brokenNameLabel(name)}>
          <code>
            <NameBreaks text={name} />
          </code>
        </SpecLink>{' '}
        <PlatformBadge platform={platform} /> {renderInline(summary)}
      </p>
      <SymbolHistory history={history} />
    </div>
  );
}
