import React from 'react';
import SpecLink from '@site/src/components/SpecLink';
import NameBreaks, {brokenNameLabel} from '@site/src/components/NameBreaks';

/** Splits a type as written in spec/ into words and the rest, so that known type names can become links. */
export function tokenizeType(text: string): {text: string; word: boolean}[] {
  return text
    .split(/([A-Za-z_][A-Za-z0-9_]*)/)
    .filter(Boolean)
    .map((part) => ({text: part, word: /^[A-Za-z_]/.test(part)}));
}

/** A type expression in code style, each spec type in it linked to its reference page. */
export default function TypeText({type, refs}: {type: string; refs: Record<string, string>}): React.JSX.Element {
  return (
    <code>
      {tokenizeType(type).map((token, index) =>
        token.word && refs[token.text] ? (
          <SpecLink key={index} to={refs[token.text]} aria-label={brokenNameLabel(token.text)}>
            <NameBreaks text={token.text} />
          </SpecLink>
        ) : (
          <React.Fragment key={index}>
            {token.word ? <NameBreaks text={token.text} /> : token.text}
            {/* `IapEventListener<IapEvent.PurchaseError>` may wrap after `<` and `.`, as a name between its words. */}
            {!token.word && /[<.]$/.test(token.text) && <wbr />}
          </React.Fragment>
        ),
      )}
    </code>
  );
}
