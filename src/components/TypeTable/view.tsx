import React from 'react';
import SpecLink from '@site/src/components/SpecLink';
import useBrokenLinks from '@docusaurus/useBrokenLinks';
import {typeTableId, type TypeModel} from '@site/shared/specModel';
import {fieldAnchor} from '@site/shared/symbolPages';
import PlatformBadge from '@site/src/components/PlatformBadge';
import TypeText from '@site/src/components/TypeText';
import NameBreaks from '@site/src/components/NameBreaks';
import DocText, {renderInline} from '@site/src/components/DocText';
import SymbolHistory from '@site/src/components/SymbolHistory';
import type {SymbolHistory as History} from '@site/shared/migration';
import Swap from '@site/src/components/LanguageChoice/Swap';
import {slotKeys} from '@site/src/components/LanguageChoice/slots';
import styles from './styles.module.css';

interface Props {
  /** The type's name in spec/; the spec-model remark plugin reads it and fills `type` and `refs`. */
  of: string;
  type?: TypeModel;
  refs?: Record<string, string>;
  /** Leave out the type's own description when the page's prose already gives it. */
  hideDescription?: boolean;
  history?: History;
  /** The type's own page (plugins/symbol-pages); none on that page. */
  ownPage?: string;
  /** Give each field's row its id: on the type's own page, the one place a link to a field leads. */
  fieldIds?: boolean;
}

function MissingData({of}: {of: string}): never {
  throw new Error(`<TypeTable of="${of}"> has no data: it only works in docs MDX, where the spec-model remark plugin fills it.`);
}

/** A spec type as the reference shows it: description, then its fields or its closed set of values. */
function TypeTable({of, type, refs = {}, ownPage, hideDescription, history, fieldIds}: Props): React.JSX.Element {
  const brokenLinks = useBrokenLinks();
  if (!type) MissingData({of});
  const id = typeTableId(type.name);
  brokenLinks.collectAnchor(id);
  const fields = type.fields;
  if (fieldIds) for (const field of fields ?? []) brokenLinks.collectAnchor(fieldAnchor(field.name));
  return (
    <div className={styles.type} data-type={type.name} id={id}>
      <div className={styles.meta}>
        <code className={`${styles.name} ${styles.wrappingName}`}>
          <Swap slot={slotKeys.declaration(type.name)}>
            <NameBreaks text={type.name} />
          </Swap>
        </code>
        <PlatformBadge platform={type.platform} />
        {type.extends && (
          <span className={styles.extends}>
            extends{' '}
            {type.extends.map((base, index) => (
              <React.Fragment key={base}>
                {index > 0 && ', '}
                <TypeText type={base} refs={refs} />
              </React.Fragment>
            ))}
          </span>
        )}
        {type.schemaName && (
          <span className={styles.schemaName}>
            Schema name: <code>{type.schemaName}</code>
          </span>
        )}
        {ownPage && (
          <SpecLink className={styles.reference} to={ownPage}>
            Page
          </SpecLink>
        )}
      </div>
      <SymbolHistory history={history} />
      {!hideDescription && (
        <>
          <p className={styles.summary}>{renderInline(type.summary)}</p>
          <DocText text={type.remarks} className={styles.remarks} />
        </>
      )}
      {type.deprecated && <p className={styles.deprecated}>Deprecated: {renderInline(type.deprecated)}</p>}
      {fields && fields.length > 0 && (
        <table className={`${styles.table} stacks-on-phone`}>
          <thead>
            <tr>
              <th scope="col">Field</th>
              <th scope="col">Type</th>
              <th scope="col">Description</th>
            </tr>
          </thead>
          <tbody>
            {fields.map((field) => (
              <tr key={field.name} id={fieldIds ? fieldAnchor(field.name) : undefined}>
                <td>
                  <code className={styles.wrappingName}>
                    <Swap slot={slotKeys.fieldName(type.name, field.name)}>
                      <NameBreaks text={field.name} />
                      {field.optional ? '?' : ''}
                    </Swap>
                  </code>
                  <PlatformBadge platform={field.platform} />
                  {field.optional && <span className={styles.optional}>optional</span>}
                </td>
                <td>
                  <Swap slot={slotKeys.fieldType(type.name, field.name)} code>
                    <TypeText type={field.type} refs={refs} />
                  </Swap>
                </td>
                <td>
                  {renderInline(field.summary)}
                  {field.deprecated && <em className={styles.deprecatedInline}> Deprecated: {renderInline(field.deprecated)}</em>}
                  {field.inheritedFrom && (
                    <span className={styles.inherited}>
                      {' '}
                      (from <NameBreaks text={field.inheritedFrom} />)
                    </span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {type.kind === 'alias' && !type.members && type.aliasOf && (
        <p>
          Defined as <TypeText type={type.aliasOf} refs={refs} />
        </p>
      )}
      {type.members && (
        <table className={type.kind === 'enum' ? `${styles.table} stacks-on-phone` : styles.table}>
          <thead>
            <tr>
              {type.kind === 'enum' && <th scope="col">Member</th>}
              <th scope="col">Value</th>
              {type.kind === 'enum' && <th scope="col">Description</th>}
            </tr>
          </thead>
          <tbody>
            {type.members.map((member) => (
              <tr key={member.name}>
                {type.kind === 'enum' && (
                  <td>
                    <code className={styles.wrappingName}>
                      <Swap slot={slotKeys.case(type.name, member.value)}>
                        <NameBreaks text={member.name} />
                      </Swap>
                    </code>
                    <PlatformBadge platform={member.platform} />
                  </td>
                )}
                <td>
                  <code>
                    {/* A union of values is an enum in the other languages: its value cell shows the case there. */}
                    {type.kind === 'enum' ? member.value : <Swap slot={slotKeys.case(type.name, member.value)}>{member.value}</Swap>}
                  </code>
                </td>
                {type.kind === 'enum' && <td>{renderInline(member.summary)}</td>}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

export default TypeTable;
