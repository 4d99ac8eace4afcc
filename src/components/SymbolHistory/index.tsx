import React from 'react';
import SpecLink from '@site/src/components/SpecLink';
import type {HistoryStep, SymbolHistory as History} from '@site/shared/migration';
import styles from './styles.module.css';

/**
 * A release: a link to the symbol's entry on that release's migration page, named by what changed. Next has no page
 * yet: its change is a tooltip. The words before a plain release join it, so that the HTML has one text node.
 */
function Release({before, step}: {before: string; step: HistoryStep}): React.JSX.Element {
  if (!step.href && !step.label) return <>{before + step.release}</>;
  return (
    <>
      {before}
      {step.href ? (
        <SpecLink to={step.href} aria-label={step.label}>
          {step.release}
        </SpecLink>
      ) : (
        <span title={step.label}>{step.release}</span>
      )}
    </>
  );
}

const Dot = () => <span aria-hidden="true"> · </span>;

/** "Since 1.3.17 · changed in 2.4.4, 3.2.1 · removed in Next", one line on a symbol's reference entry. */
export default function SymbolHistory({history}: {history?: History}): React.JSX.Element | null {
  if (!history) return null;
  return (
    <p className={styles.history} data-symbol-history>
      <Release before="Since " step={history.since} />
      {history.changed.length > 0 && <Dot />}
      {history.changed.map((step, index) => (
        <Release key={step.release} before={index > 0 ? ', ' : 'changed in '} step={step} />
      ))}
      {history.removed && <Dot />}
      {history.removed && <Release before="removed in " step={history.removed} />}
    </p>
  );
}
