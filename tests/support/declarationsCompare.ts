/**
 * Comparing two files of declarations of one language, item by item, against the one a release's facts give: every
 * field (its member name and type text), enum case and operation signature the release's file has.
 */
import type {LanguageDeclarationsFile} from '../../shared/languageDeclarations';

export type ComparedKind = 'field' | 'case' | 'signature';

export interface ComparedItem {
  kind: ComparedKind;
  /** In the model's names: `PurchaseIOS.quantityIOS`, `ProductType.in-app`, `fetchProducts()`. */
  key: string;
  /** As the release declares it: `quantityIOS: Int?`, `inApp`, the signature. */
  release: string;
  /** As the other file has it, or undefined where it has nothing for the item. */
  other?: string;
}

export const matches = (item: ComparedItem) => item.other === item.release;

/** Every item of `release`, each with what `other` has in its place. */
export function compareDeclarations(release: LanguageDeclarationsFile, other: LanguageDeclarationsFile): ComparedItem[] {
  const items: ComparedItem[] = [];
  for (const [typeName, declaration] of Object.entries(release.declarations)) {
    const counterpart = other.declarations[typeName];
    for (const [fieldName, field] of Object.entries(declaration.fields ?? {})) {
      const theirs = counterpart?.fields?.[fieldName];
      items.push({kind: 'field', key: `${typeName}.${fieldName}`, release: `${field.name}: ${field.type}`, other: theirs && `${theirs.name}: ${theirs.type}`});
    }
    for (const [wire, caseName] of Object.entries(declaration.cases ?? {})) {
      items.push({kind: 'case', key: `${typeName}.${wire}`, release: caseName, other: counterpart?.cases?.[wire]});
    }
  }
  for (const [name, signature] of Object.entries(release.operations)) {
    items.push({kind: 'signature', key: `${name}()`, release: signature, other: other.operations[name]});
  }
  return items;
}
