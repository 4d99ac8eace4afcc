/**
 * Syntax highlighting at build time. Prism runs here, in Node, while the pages are compiled; a page's code block
 * carries only the token classes and lengths, and the browser never loads Prism (about 30 KiB of gzipped JavaScript
 * on every route otherwise).
 *
 * A block's tokens are lines of `[classes, length]` pairs, shipped in the compact text form of shared/codeTokens.ts. The
 * text itself is not repeated: the component cuts it from the code it already has, and falls back to plain text
 * when the lengths do not add up (see src/components/HighlightedCode/tokens.ts).
 */
import {createRequire} from 'node:module';
import {Prism, normalizeTokens} from 'prism-react-renderer';
import {formatTokens, type EncodedLine} from '../../shared/codeTokens';

const requireFromHere = createRequire(__filename);
const loaded = new Set<string>();

/**
 * Adds Prism grammars beyond the ones prism-react-renderer ships, as the classic theme does in the browser: the
 * prismjs component files extend the global Prism, so ours is lent to them while they load.
 */
export function loadLanguages(languages: readonly string[]): void {
  const pending = languages.filter((language) => !loaded.has(language) && !Prism.languages[language]);
  if (pending.length === 0) return;
  const globals = globalThis as {Prism?: unknown};
  const before = globals.Prism;
  globals.Prism = Prism;
  try {
    for (const language of pending) {
      try {
        requireFromHere(`prismjs/components/prism-${language}`);
      } catch (error) {
        throw new Error(`code-highlight: Prism has no language "${language}" (prismjs/components/prism-${language}.js): ${(error as Error).message}`);
      }
      loaded.add(language);
    }
  } finally {
    if (before === undefined) delete globals.Prism;
    else globals.Prism = before;
  }
}

/** The highlighted lines of a code block, or undefined when Prism does not know the language (shown as plain text). */
export function highlightLines(code: string, language: string | undefined): EncodedLine[] | undefined {
  const grammar = language ? Prism.languages[language] : undefined;
  if (!grammar) return undefined;
  return normalizeTokens(Prism.tokenize(code, grammar)).map((line) => {
    const encoded: EncodedLine = [];
    for (const token of line) {
      if (token.empty || token.content.length === 0) continue;
      const classes = token.types.join(' ');
      const last = encoded.at(-1);
      // Neighbours of the same kind become one token: fewer spans, same colours.
      if (last && last[0] === classes) last[1] += token.content.length;
      else encoded.push([classes, token.content.length]);
    }
    return encoded;
  });
}

/** The string a code element carries in its `tokens` property. */
export function encodeTokens(code: string, language: string | undefined): string | undefined {
  const lines = highlightLines(code, language);
  return lines ? formatTokens(lines) : undefined;
}
