/**
 * The names the other languages give the spec's fields and operations (GDScript `app_account_token`, C#
 * `AppAccountToken`, `FetchProductsAsync`), so that a search in any of them finds the spec's own name.
 */
import type {LanguageDeclarationsFile} from '../../shared/languageDeclarations';

export interface LanguageSpellings {
  /** By `Type.field` (the model's names): the other spellings, without the spec's own. */
  fields: Map<string, string[]>;
  /** By operation name. */
  operations: Map<string, string[]>;
}

/** Another spelling, unless it differs from the spec's only in case: the search ignores case already. */
function add(map: Map<string, string[]>, key: string, own: string, spelling: string): void {
  if (spelling.toLowerCase() === own.toLowerCase()) return;
  const list = map.get(key) ?? map.set(key, []).get(key)!;
  if (!list.includes(spelling)) list.push(spelling);
}

/** The name a signature declares (`func fetchProducts(`, `Task<X> FetchProductsAsync(`): its word before the parenthesis. */
export function declaredName(signature: string): string | undefined {
  return /([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[\w\s,]*>)?\s*\(/.exec(signature)?.[1];
}

/** The spellings of a docs version's declarations files (one per language it has). */
export function languageSpellings(files: ReadonlyArray<LanguageDeclarationsFile | null>): LanguageSpellings {
  const spellings: LanguageSpellings = {fields: new Map(), operations: new Map()};
  for (const file of files) {
    if (!file) continue;
    for (const [type, declaration] of Object.entries(file.declarations)) {
      for (const [field, {name}] of Object.entries(declaration.fields ?? {})) add(spellings.fields, `${type}.${field}`, field, name);
    }
    for (const [operation, signature] of Object.entries(file.operations)) {
      const name = declaredName(signature);
      if (name) add(spellings.operations, operation, operation, name);
    }
  }
  return spellings;
}
