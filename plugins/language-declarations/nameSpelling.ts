/**
 * How the bundles spell a schema name in each language's convention: C# members in PascalCase, GDScript members in
 * snake_case, enum cases from their wire values (`in-app` → `inApp`, `InApp`, `IN_APP`).
 */

/** `appAccountToken` → `AppAccountToken`. */
export function pascalCase(name: string): string {
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/** `appAccountToken` → `app_account_token`, `quantityIOS` → `quantity_ios`, `groupID` → `group_id`. */
export function snakeCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1_$2')
    .toLowerCase();
}

/** The words of a wire value: `promoted-product-ios` → promoted, product, ios. */
const wireWords = (wire: string) => wire.split(/[^A-Za-z0-9]+/).filter(Boolean);

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** `promoted-product-ios` → `PromotedProductIos` (Kotlin's cases). */
export function pascalCaseOfWire(wire: string): string {
  return wireWords(wire).map(capitalised).join('');
}

/** `in-app` → `inApp` (Swift's cases). */
export function camelCaseOfWire(wire: string): string {
  const pascal = pascalCaseOfWire(wire);
  return pascal.charAt(0).toLowerCase() + pascal.slice(1);
}

/** `in-app` → `IN_APP` (GDScript's constants). */
export function constantCaseOfWire(wire: string): string {
  return wireWords(wire).join('_').toUpperCase();
}

/**
 * The schema's own value name for a wire value, which Dart and C# keep: PascalCase, with the platform written `IOS`
 * as the schema's names write it (`PromotedProductIOS`, `IOS`).
 */
export function schemaValueNameOfWire(wire: string): string {
  return wireWords(wire)
    .map((word) => (word.toLowerCase() === 'ios' ? 'IOS' : capitalised(word)))
    .join('');
}

/** The words of a camelCase name, an acronym one word: `promotionalOfferJWS` → promotional, Offer, JWS. */
const nameWords = (name: string) => name.match(/[A-Z]+(?=[A-Z][a-z]|[0-9]|$)|[A-Z]?[a-z0-9]+|[A-Z]+/g) ?? [name];

/** An acronym written as a word (`Jws`, `Id`), but the platform kept as the schema writes it (`IOS`). */
const csharpWord = (word: string) => (word.toLowerCase() === 'ios' ? 'IOS' : capitalised(word.toLowerCase()));

/** C#'s member names: `promotionalOfferJWS` → `PromotionalOfferJws`, `quantityIOS` → `QuantityIOS`, `ios` → `IOS`. */
export function csharpMemberName(name: string): string {
  return nameWords(name).map(csharpWord).join('');
}

/** C#'s parameter names: camelCase by the same words, `groupID` → `groupId`. */
export function csharpParameterName(name: string): string {
  const [first, ...rest] = nameWords(name);
  return [first.toLowerCase(), ...rest.map(csharpWord)].join('');
}
