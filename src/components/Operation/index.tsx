import React from 'react';
import SpecLink from '@site/src/components/SpecLink';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import CodeBlock from '@theme/CodeBlock';
import type {OperationView} from '@site/shared/specModel';
import PlatformBadge from '@site/src/components/PlatformBadge';
import TypeText from '@site/src/components/TypeText';
import DocText, {renderInline} from '@site/src/components/DocText';
import {withStaticIsland, type IslandRef} from '@site/src/components/StaticIsland';
import styles from './styles.module.css';

/** The reference part of an operation: it never changes once rendered, so on a docs page it is a static island. */
interface DetailsProps {
  operation: OperationView;
  refs?: Record<string, string>;
  /** For each error the operation can raise: its code and its row on the Errors page. */
  errorLinks?: Record<string, {code: string; href: string}>;
  /** The live example that can call it, when the sandbox simulates it; null when it does not. */
  tryLiveHref?: string | null;
}

type Props = (Partial<DetailsProps> | IslandRef) & {
  /** The operation's name in spec/; the spec-model remark plugin reads it and fills the rest. */
  of?: string;
  /** Set when no heading carries the operation's anchor (a single <Operation> in a page). */
  anchor?: string;
  /** The example, kept out of the island: its code block has a copy button. Defaults to the operation's own. */
  example?: string;
  /** The example's syntax tokens, computed at build time (plugins/code-highlight). */
  exampleTokens?: string;
  /** The key of the static island that holds those tokens instead (plugins/static-islands). */
  exampleIsland?: string;
};

/** The signature with every spec type linked: `fetchProducts(request: ProductRequest): Promise<...>`. */
function Signature({operation, refs}: {operation: OperationView; refs: Record<string, string>}) {
  return (
    <pre className={styles.signature} aria-label={`Signature of ${operation.name}`}>
      <code>
        <strong>{operation.name}</strong>(
        {operation.params.map((param, index) => (
          <React.Fragment key={param.name}>
            {index > 0 && ', '}
            {param.name}
            {param.optional ? '?' : ''}: <TypeText type={param.type} refs={refs} />
          </React.Fragment>
        ))}
        ): <TypeText type={operation.returns.type} refs={refs} />
      </code>
    </pre>
  );
}

/** What an operation does: its signature, parameters, result and errors. */
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
        Try it live<span className={styles.visuallyHidden}> for {name} in the sandbox</span>
      </span>
    </SpecLink>
  );
}

function OperationDetails({operation, refs = {}, errorLinks = {}, tryLiveHref}: DetailsProps): React.JSX.Element {
  return (
    <>
      <div className={styles.meta}>
        <span className={styles.category}>{operation.category}</span>
        <PlatformBadge platform={operation.platform} />
        {operation.since && <span className={styles.since}>since {operation.since}</span>}
        <span className={styles.links}>
          <TryLive name={operation.name} href={tryLiveHref} />
          {refs[operation.name] && <SpecLink to={refs[operation.name]}>Reference</SpecLink>}
        </span>
      </div>
      {operation.deprecated && (
        <p className={styles.deprecated}>
          <strong>Deprecated.</strong> {renderInline(operation.deprecated)}
        </p>
      )}
      <p>{renderInline(operation.summary)}</p>
      <Signature operation={operation} refs={refs} />
      <DocText text={operation.remarks} className={styles.remarks} />
      {operation.params.length > 0 && (
        <table className={styles.table}>
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
                  <TypeText type={param.type} refs={refs} />
                </td>
                <td>{renderInline(param.summary)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <p className={styles.returns}>
        <strong>Returns</strong> <TypeText type={operation.returns.type} refs={refs} />
        {operation.returns.summary && <> — {renderInline(operation.returns.summary)}</>}
      </p>
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

const OperationDetailsIsland = withStaticIsland(OperationDetails);

/** One operation of the API: what it does (see OperationDetails), then an example. */
export default function Operation(props: Props): React.JSX.Element {
  const {of, anchor, example: givenExample, exampleTokens, exampleIsland, ...details} = props;
  const brokenLinks = useBrokenLinks();
  const own = 'island' in details ? undefined : details.operation;
  if (!('island' in details) && !own) {
    throw new Error(`<Operation of="${of}"> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.`);
  }
  if (anchor) brokenLinks.collectAnchor(anchor);
  const example = givenExample ?? own?.example;
  return (
    <div className={styles.operation} data-operation={of ?? own?.name} id={anchor}>
      <OperationDetailsIsland {...(details as DetailsProps | IslandRef)} />
      {example && (
        <CodeBlock language="ts" title="Example" tokens={exampleTokens} island={exampleIsland}>
          {example}
        </CodeBlock>
      )}
    </div>
  );
}
