/**
 * A page must not declare a type of the specification by hand. A code block such as `type PurchaseState = ...` copies
 * a declaration that the spec model already holds, and the copy goes stale the day a release changes the type (a value
 * added, removed or spelled differently), while the page keeps looking authoritative. The model renders the type for
 * the page's own docs version instead: `<TypeTable of="PurchaseState" />`.
 *
 * What counts is a declaration, in any of the languages the docs show (TypeScript, Swift, Kotlin, Dart...), whose name
 * is a type of the page version's model: `type X =`, `interface X`, `enum X`, `enum class X`, `class X`, `struct X`,
 * `typealias X =`, `protocol X`. Using a type (`const p: Purchase`, `import type {Purchase}`) is fine, and so is
 * declaring the app's own types (`type ViewState = ...`). Live examples (```jsx live) are left alone: they run in the
 * reader's browser and build app objects, not reference declarations.
 */
import {visit} from 'unist-util-visit';
import {isJsxElement, isLiveCode, stringAttribute, type MdxNode} from '../mdx-tree/nodes';
import type {SpecModel} from '../../shared/specModel';

/**
 * The names a page may not declare, each with the spec name its type table takes: every type of the model, by its
 * spec name and by its schema name.
 */
export function specTypeNamesOf(model: Pick<SpecModel, 'types'>): Map<string, string> {
  return new Map(model.types.flatMap((type) => [[type.name, type.name] as const, ...(type.schemaName ? [[type.schemaName, type.name] as const] : [])]));
}

/**
 * Declaration keywords and the name they introduce. `type` needs an `=` (or type parameters) after the name, so that
 * `import type X from` and a comment that says "the type X" are not taken for declarations.
 */
const DECLARATIONS = [
  /\btype\s+([A-Za-z_$][\w$]*)\s*(?:<[^>\n]*>\s*)?=/g,
  /\btypealias\s+([A-Za-z_$][\w$]*)/g,
  /\b(?:interface|protocol|struct)\s+([A-Za-z_$][\w$]*)/g,
  /\benum\s+(?:class\s+)?([A-Za-z_$][\w$]*)/g,
  /(?<!\benum\s+)\bclass\s+([A-Za-z_$][\w$]*)/g,
];

/** The names a piece of code declares, in the order they appear. */
export function declaredNames(code: string): string[] {
  const found: Array<{name: string; at: number}> = [];
  for (const pattern of DECLARATIONS) {
    for (const match of code.matchAll(pattern)) found.push({name: match[1], at: match.index ?? 0});
  }
  return found.sort((a, b) => a.at - b.at).map((entry) => entry.name);
}

/** The hand-written code of a page: its code blocks (not live examples) and the `code` of `<VersionedCode>`. */
function handWrittenCode(tree: MdxNode): string[] {
  const code: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' && typeof node.value === 'string' && !isLiveCode(node)) code.push(node.value);
    if (isJsxElement(node) && node.name === 'VersionedCode') {
      const text = stringAttribute(node, 'code');
      if (text) code.push(text);
    }
  });
  return code;
}

/** The spec types a page declares by hand, each once, as the page names them; empty when the page is sound. */
export function handDeclaredSpecTypes(tree: MdxNode, specTypes: ReadonlyMap<string, string>): string[] {
  const names = handWrittenCode(tree).flatMap(declaredNames);
  return [...new Set(names.filter((name) => specTypes.has(name)))];
}
