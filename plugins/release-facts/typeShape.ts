/**
 * The part of a type that a release fixes and the docs must match: its named base type, whether it may be null, and
 * whether it is a list (and whether the list's items may be null). Read from GraphQL notation (`[String!]`) and from
 * the TypeScript the spec model writes (`string[] | null`, optional fields), so the two can be compared.
 */

export interface TypeShape {
  /** The named type: a GraphQL name (`String`, `ProductIOS`) or the TypeScript text left after nullability and lists. */
  base: string;
  nullable: boolean;
  list: boolean;
  /** For a list: whether its items may be null. */
  itemNullable?: boolean;
}

/** `[Purchase!]!` → a required list of required Purchase. */
export function graphqlShape(type: string): TypeShape {
  const match = /^\s*(\[)?\s*(\w+)\s*(!)?\s*(\])?\s*(!)?\s*$/.exec(type);
  if (!match || Boolean(match[1]) !== Boolean(match[4])) throw new Error(`"${type}" is not a GraphQL type this reads (a name or a list of one)`);
  const [, open, base, innerBang, , outerBang] = match;
  if (open) return {base, nullable: !outerBang, list: true, itemNullable: !innerBang};
  return {base, nullable: !innerBang, list: false};
}

/** Splits `A | B<C | D> | null` at its top-level bars. */
export function splitUnion(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of text) {
    if ('<({['.includes(char)) depth += 1;
    if ('>)}]'.includes(char)) depth -= 1;
    if (char === '|' && depth === 0) {
      parts.push(current.trim());
      current = '';
    } else current += char;
  }
  parts.push(current.trim());
  return parts.filter(Boolean);
}

function unwrap(text: string, wrapper: string): string | undefined {
  const trimmed = text.trim();
  if (trimmed.startsWith(`${wrapper}<`) && trimmed.endsWith('>')) return trimmed.slice(wrapper.length + 1, -1);
  return undefined;
}

function stripParens(text: string): string {
  let trimmed = text.trim();
  while (trimmed.startsWith('(') && trimmed.endsWith(')') && balanced(trimmed.slice(1, -1))) trimmed = trimmed.slice(1, -1).trim();
  return trimmed;
}

function balanced(text: string): boolean {
  let depth = 0;
  for (const char of text) {
    if ('<({['.includes(char)) depth += 1;
    if ('>)}]'.includes(char)) depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/**
 * The shape of a TypeScript type as the spec model writes it. `optional` is the field's or parameter's `?`, which the
 * published TypeScript writes for every nullable field, so it counts as nullable too. A `Promise<…>` around an
 * operation's result is not part of the result's shape.
 */
export function typescriptShape(type: string, optional = false): TypeShape {
  const text = unwrap(type, 'Promise') ?? type;
  const parts = splitUnion(stripParens(text));
  const nullable = optional || parts.some((part) => part === 'null' || part === 'undefined');
  const rest = parts.filter((part) => part !== 'null' && part !== 'undefined');
  if (rest.length === 1) {
    const single = stripParens(rest[0]);
    const item = single.endsWith('[]') ? single.slice(0, -2) : (unwrap(single, 'Array') ?? unwrap(single, 'ReadonlyArray'));
    if (item !== undefined) {
      const inner = typescriptShape(item);
      return {base: inner.base, nullable, list: true, itemNullable: inner.nullable};
    }
    return {base: single, nullable, list: false};
  }
  return {base: rest.join(' | '), nullable, list: false};
}

/** The TypeScript a scalar of GraphQL becomes in the published types. */
export const SCALAR_TYPESCRIPT: Record<string, string> = {String: 'string', ID: 'string', Int: 'number', Float: 'number', Boolean: 'boolean'};
