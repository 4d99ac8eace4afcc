/**
 * Reading helpers shared by the language bundle readers. The bundles are generated code, one declaration after another
 * at the left margin, so a declaration is read as its head line and the lines of its body, each with its depth of
 * braces (1 = directly inside the declaration), and the generator's section banner that precedes it.
 */

export interface BodyLine {
  text: string;
  depth: number;
}

export interface Block {
  head: string;
  /** The nearest line above the head that is not blank: where an annotation such as `@Deprecated(...)` sits. */
  above: string;
  /** The lines from the head up to the one that closes it: the head's own continuation lines come first at depth 0. */
  body: BodyLine[];
  section: string;
}

/** Braces outside strings and line comments: a string or comment holding a brace must not move the depth. */
function braces(line: string): number {
  const code = line.replace(/"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'/g, '""').replace(/\/\/.*$/, '');
  return (code.match(/\{/g) ?? []).length - (code.match(/\}/g) ?? []).length;
}

/**
 * The top-level declarations whose first line matches `head`, with their bodies. `section` reads a banner line and
 * returns its title, or undefined for any other line.
 */
export function topLevelBlocks(text: string | string[], head: RegExp, section: (line: string) => string | undefined = () => undefined): Block[] {
  const lines = typeof text === 'string' ? text.split('\n') : text;
  const blocks: Block[] = [];
  let current = '';
  for (let index = 0; index < lines.length; index++) {
    const title = section(lines[index]);
    if (title !== undefined) current = title;
    if (!head.test(lines[index])) continue;
    const start = index;
    const body: BodyLine[] = [];
    let depth = 0;
    let opened = false;
    for (let end = index; end < lines.length; end++) {
      const change = braces(lines[end]);
      body.push({text: lines[end], depth: opened ? depth : 0});
      if (change > 0 && !opened) opened = true;
      depth += change;
      if (opened && depth <= 0) {
        index = end;
        break;
      }
      // A one-line declaration (a type alias, an abstract member) ends at its own line.
      if (!opened && end === index && !/[({,=]\s*$/.test(lines[end].replace(/\/\/.*$/, '').trimEnd())) break;
    }
    blocks.push({
      head: lines[start],
      above:
        lines
          .slice(0, start)
          .filter((line) => line.trim() !== '')
          .at(-1) ?? '',
      body,
      section: current,
    });
  }
  return blocks;
}

/** Collapses the whitespace of a signature written over several lines. */
export const oneLine = (text: string): string =>
  text
    .replace(/\s+/g, ' ')
    .replace(/\(\s+/g, '(')
    .replace(/,?\s+\)/g, ')')
    .trim();

/** Splits a list at its top-level commas, leaving those inside brackets, parentheses or generics alone. */
export function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  let quote = '';
  for (const char of text) {
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if ('(<[{'.includes(char)) depth++;
    else if (')>]}'.includes(char) && !(char === '>' && part.endsWith('-'))) depth--;
    else if (char === separator && depth === 0) {
      parts.push(part.trim());
      part = '';
      continue;
    }
    part += char;
  }
  if (part.trim()) parts.push(part.trim());
  return parts;
}

/** Drops block and line comments, keeping strings (which may hold `//`, as a URL does) whole. */
export function withoutComments(text: string): string {
  return text.replace(/("(?:[^"\\\n]|\\.)*")|\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (match, string) => string ?? '');
}

/** The text between the parenthesis at `open` and the one that closes it. */
export function insideParentheses(text: string, open: number): string {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return text.slice(open + 1, index);
  }
  return text.slice(open + 1);
}

/** The `QueryResolver`, `MutationResolver` and `SubscriptionResolver` protocols' methods, by root. */
export function resolverMethods(declarations: Record<string, object>): Record<string, Record<string, string>> {
  const roots: Record<string, Record<string, string>> = {};
  for (const [name, declaration] of Object.entries(declarations)) {
    const root = /^(Query|Mutation|Subscription)Resolver$/.exec(name)?.[1];
    const methods = (declaration as {methods?: Record<string, string>}).methods;
    if (root && methods) roots[root] = methods;
  }
  return roots;
}
