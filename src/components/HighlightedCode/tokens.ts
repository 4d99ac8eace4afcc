/**
 * The browser half of build-time highlighting (plugins/code-highlight/tokenize.ts): turns a code block's encoded
 * tokens back into lines of tokens, cutting each token's text from the code itself.
 */
import {formatTokens, parseTokens} from '@site/shared/codeTokens';

export interface Token {
  types: string[];
  content: string;
  empty?: boolean;
}

const EMPTY_LINE: Token[] = [{types: ['plain'], content: '\n', empty: true}];

function plainLines(code: string): Token[][] {
  return code.split('\n').map((line) => (line === '' ? EMPTY_LINE : [{types: ['plain'], content: line}]));
}

/**
 * The lines to render. The tokens are used only when they describe this very code (same lines, same lengths);
 * otherwise, e.g. when the theme removed a magic comment line or a version was filled in, the code is shown plain
 * rather than coloured wrongly.
 */
export function decodeLines(code: string, encoded: string | undefined): {lines: Token[][]; highlighted: boolean} {
  if (!encoded) return {lines: plainLines(code), highlighted: false};
  const parsed = parseTokens(encoded);
  const texts = code.split('\n');
  if (!parsed || parsed.length !== texts.length) return {lines: plainLines(code), highlighted: false};
  const lines: Token[][] = [];
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i];
    if (text === '') {
      if (parsed[i].length !== 0) return {lines: plainLines(code), highlighted: false};
      lines.push(EMPTY_LINE);
      continue;
    }
    const line: Token[] = [];
    let offset = 0;
    for (const [classes, length] of parsed[i]) {
      line.push({types: classes.split(' '), content: text.slice(offset, offset + length)});
      offset += length;
    }
    if (offset !== text.length) return {lines: plainLines(code), highlighted: false};
    lines.push(line);
  }
  return {lines, highlighted: true};
}

/** Applies a text change that keeps every token's place (e.g. filling `{google}` inside a string) to the tokens. */
export function mapTokenTexts(code: string, encoded: string | undefined, change: (text: string) => string): string | undefined {
  const {lines, highlighted} = decodeLines(code, encoded);
  if (!highlighted) return undefined;
  return formatTokens(lines.map((line) => (line === EMPTY_LINE ? [] : line.map((token) => [token.types.join(' '), change(token.content).length]))));
}
