/**
 * The type writing that Swift, Kotlin, Dart and C# share: a scalar's own name, a declaration by the schema's name, a
 * list around its item, and `?` after whatever may be null.
 */
import type {RefKind, TypeRef} from '../typeRef';

export interface TypeSpelling {
  scalars: Record<string, string>;
  list(item: string): string;
}

export function nullableTypeText(ref: TypeRef, spelling: TypeSpelling): string {
  const named = spelling.scalars[ref.name] ?? ref.name;
  const text = ref.list ? spelling.list(`${named}${ref.itemNullable ? '?' : ''}`) : named;
  return ref.nullable ? `${text}?` : text;
}

/** How these languages name the kind of a declaration: a schema interface is a protocol, the rest by their own word. */
export function declarationKindOf(kind: RefKind, record: string): string | undefined {
  if (kind === 'scalar') return undefined;
  if (kind === 'interface') return 'protocol';
  if (kind === 'union' || kind === 'enum') return kind;
  return record;
}
