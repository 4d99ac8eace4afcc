import React from 'react';
import SpecLink from '@site/src/components/SpecLink';
import {takesArgumentObject, type OperationView} from '@site/shared/specModel';
import PlatformBadge from '@site/src/components/PlatformBadge';
import TypeText from '@site/src/components/TypeText';
import DocText, {renderInline} from '@site/src/components/DocText';
import SymbolHistory from '@site/src/components/SymbolHistory';
import type {SymbolHistory as History} from '@site/shared/migration';
import Swap from '@site/src/components/LanguageChoice/Swap';
import {slotKeys} from '@site/src/components/LanguageChoice/slots';
import styles from './styles.module.css';

/** The reference part of an operation: it never changes once rendered, so on a docs page it is a static island. */
export interface DetailsProps {
  operation: OperationView;
  refs?: Record<string, string>;
  /** Its own page (plugins/symbol-pages); none on that page. */
  ownPage?: string;
  /** For each error the operation can raise: its code and its row on the Errors page. */
  errorLinks?: Record<string, {code: string; href: string}>;
  /** The live example that can call it, when the sandbox simulates it; null when it does not. */
  tryLiveHref?: string | null;
  /** Since when it exists and what changed it (its history line says its own `since`). */
  history?: History;
}

/** The signature with every spec type linked: `fetchProducts(request: ProductRequest): Promise<...>`. */
function Signature({operation, refs}: {operation: OperationView; refs: Record<string, string>}) {
  const grouped = takesArgumentObject(operation.params);
  return (
    <pre className={styles.signature} aria-label={`Signature of ${operation.name}`}>
      <code>
        <Swap slot={slotKeys.signature(operation.name)} block>
          <strong>{operation.name}</strong>({grouped && 'args: {'}
          {operation.params.map((param, index) => (
            <React.Fragment key={param.name}>
              {index > 0 && (grouped ? '; ' : ', ')}
              {param.name}
              {param.optional ? '?' : ''}: <TypeText type={param.type} refs={refs} />
            </React.Fragment>
          ))}
          {grouped && '}'}): <TypeText type={operation.returns.type} refs={refs} />
        </Swap>
      </code>
    </pre>
  );
}

/** Whether the operation runs in the sandbox: a link to the live example that can call it, or a plain note. */
function TryLive({name, href}: {name: string; href: string | null | undefined}) {
  if (href === undefined) return null;
  if (href === null) {
    return (
      <span className={styles.notLive} data-try-live="no">
        Not in the sandbox
      </span>
    );
  }
  return (
    <SpecLink className={styles.tryLive} to={href}>
      <span data-try-live="yes">
        Try it live<span className="visually-hidden"> for {name} in the sandbox</span>
      </span>
    </SpecLink>
  );
}

/** What an operation does: its signature, parameters, result and errors. */
function OperationDetails({operation, refs = {}, ownPage, errorLinks = {}, tryLiveHref, history}: DetailsProps): React.JSX.Element {
  return (
    <>
      <div className={styles.meta}>
        <span className={styles.category}>{operation.category}</span>
        <PlatformBadge platform={operation.platform} />
        {operation.since && !history && <span className={styles.since}>since {operation.since}</span>}
        <span className={styles.links}>
          <TryLive name={operation.name} href={tryLiveHref} />
          {ownPage && <SpecLink to={ownPage}>Page</SpecLink>}
        </span>
      </div>
      <SymbolHistory history={history} />
      {operation.deprecated && (
        <p className={styles.deprecated}>
          <strong>Deprecated.</strong> {renderInline(operation.deprecated)}
        </p>
      )}
      <p>{renderInline(operation.summary)}</p>
      <Signature operation={operation} refs={refs} />
      <DocText text={operation.remarks} className={styles.remarks} />
      {operation.params.length > 0 && (
        <table className={`${styles.table} stacks-on-phone`}>
          <caption className={styles.caption}>Parameters</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {operation.params.map((param) => (
              <tr key={param.name}>
                <td>
                  <code>
                    {param.name}
                    {param.optional ? '?' : ''}
                  </code>
                  {param.optional && <span className={styles.optional}>optional</span>}
                </td>
                <td>
                  <Swap slot={slotKeys.paramType(operation.name, param.name)} code>
                    <TypeText type={param.type} refs={refs} />
                  </Swap>
                </td>
                <td>{renderInline(param.summary)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {/* The type has a line of its own, whose width a longer type in another language may take without wrapping. */}
      <div className={styles.returns}>
        <strong>Returns</strong>
        <Swap slot={slotKeys.returns(operation.name)} block code>
          <TypeText type={operation.returns.type} refs={refs} />
        </Swap>
        {operation.returns.summary && <p>{renderInline(operation.returns.summary)}</p>}
      </div>
      {operation.throws.length > 0 && (
        <div className={styles.errors}>
          <strong>Errors</strong>
          <ul>
            {operation.throws.map((thrown) => {
              const link = errorLinks[thrown.code];
              return (
                <li key={thrown.code}>
                  {link ? (
                    <SpecLink to={link.href}>
                      <code>{link.code}</code>
                    </SpecLink>
                  ) : (
                    <code>{thrown.code}</code>
                  )}
                  {thrown.text && <> — {renderInline(thrown.text)}</>}
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </>
  );
}

export default OperationDetails;
