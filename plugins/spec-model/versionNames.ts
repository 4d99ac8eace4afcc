/**
 * A page must not teach an operation, type, field or value that its docs version does not have. Releases add and
 * remove operations (a newer release may drop `validateReceipt` for `verifyPurchase`), fields and enum values (1.2.3's
 * `PurchaseState` had `'failed'`; later releases carry only `'pending'`, `'purchased'` and `'unknown'`), and a guide
 * copied forward from an older version would otherwise go on showing what the reader's library no longer has.
 *
 * The names that matter are those some docs version of the site has (a released version's frozen model, which the
 * fidelity test keeps equal to its release, or spec/ for Next) and the page's own version lacks. A page names one when
 * it appears in its inline code or its code blocks, where the docs teach calls and types: an identifier for a type,
 * operation or field, a quoted string for an enum value. Plain prose may still mention an old name (to say what
 * replaced it), and names that no version has (the reader's own variables) are nobody's business here.
 */
import {EXIT, visit} from 'unist-util-visit';
import {readDocsVersionsList} from '../openiap-versions';
import type {SpecModel} from '../../shared/specModel';
import type {MdxNode} from '../mdx-tree/nodes';

/** A string value as a page's code writes it, in the one form the checks compare: `'failed'`. */
function quoted(value: string): string {
  return `'${value}'`;
}

/** Operation (events included, as their listeners) and type names of one model. */
export function specNamesOf(model: Pick<SpecModel, 'types' | 'operations'>): Set<string> {
  return new Set([...model.types.map((type) => type.name), ...model.operations.map((operation) => operation.name)]);
}

/** The field names of one model's types, and the string values of its enums quoted (`'failed'`). */
export function specMembersOf(model: Pick<SpecModel, 'types'>): Set<string> {
  const members = new Set<string>();
  for (const type of model.types) {
    for (const field of type.fields ?? []) members.add(field.name);
    for (const member of type.members ?? []) {
      const text = /^(['"])(.*)\1$/.exec(member.value.trim());
      if (text) members.add(quoted(text[2]));
    }
  }
  return members;
}

/** The names other docs versions have and this one lacks, each with the versions that have it. */
export function namesMissingFrom(
  version: string,
  models: ReadonlyMap<string, SpecModel>,
  namesOf: (model: SpecModel) => Set<string> = specNamesOf,
): Map<string, string[]> {
  const own = models.get(version);
  if (!own) throw new Error(`No spec model for docs version ${version}.`);
  const ownNames = namesOf(own);
  const missing = new Map<string, string[]>();
  for (const [otherVersion, model] of models) {
    if (otherVersion === version) continue;
    for (const name of namesOf(model)) {
      if (!ownNames.has(name)) missing.set(name, [...(missing.get(name) ?? []), otherVersion]);
    }
  }
  return missing;
}

/** The docs plugin's name for the unreleased docs/ folder (Next). */
export const NEXT = 'current';

/** How a version is named to readers: a release by its number, the unreleased docs as "Next". */
export function versionLabel(version: string): string {
  return version === NEXT ? 'Next' : version;
}

/** Every docs version of a site folder, oldest first: the releases of versions.json, then Next. */
export function docsVersionsOf(siteDir: string): string[] {
  return [...readDocsVersionsList(siteDir)].reverse().concat(NEXT);
}

/**
 * React Native's `Platform` (`Platform.OS`, `Platform.select`), which the examples use as apps do and the live scope
 * provides: not the type 1.2.3's docs named so.
 */
const APP_NAMES = new Set(['Platform']);

/** The identifiers written in a page's inline code and code blocks, in the order they appear. */
export function codeIdentifiers(tree: MdxNode): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if ((node.type === 'inlineCode' || node.type === 'code') && typeof node.value === 'string') {
      found.push(...(node.value.match(/[A-Za-z_$][\w$]*/g) ?? []).filter((name) => !APP_NAMES.has(name)));
    }
  });
  return found;
}

/**
 * The field and value names distinct enough to be the specification's: fields of three words or more
 * (`basePlanIdAndroid`, `quantityIOS`; not `body`, `ios` or `userId`, which apps use for their own data too) and
 * kebab-case values (`'with-time-proration'`, not `'monthly'`).
 */
const DISTINCT_FIELD = /^[a-z]+[A-Z][a-z0-9]*[A-Z]/;
const DISTINCT_VALUE = /^[a-z]+(-[a-z0-9]+)+$/;

/**
 * What a page's code blocks use as fields and values: a name read or written as a member (`purchase.quantityIOS`,
 * `{offerToken: token}`, `quantityIOS?: number`) and a string literal, quoted (`'failed'`). Inline code is left out,
 * as prose may say what an older release had; so are the removed lines of a diff, which show the old code.
 */
export function codeMembers(tree: MdxNode): string[] {
  const found: string[] = [];
  visit(tree, (node) => {
    if (node.type === 'code' && typeof node.value === 'string') {
      const lines = node.value.split('\n').filter((line) => !(node.lang === 'diff' && line.startsWith('-')));
      for (const match of lines.join('\n').matchAll(/(['"])([^'"\s\\]{1,60})\1|\??\.\s*([A-Za-z_$][\w$]*)|([A-Za-z_$][\w$]*)\??\s*:(?!:)/g)) {
        const value = match[2];
        if (value !== undefined) {
          if (DISTINCT_VALUE.test(value)) found.push(quoted(value));
        } else if (DISTINCT_FIELD.test(match[3] ?? match[4])) found.push(match[3] ?? match[4]);
      }
    }
  });
  return found;
}

/** Where `name` is first written in the page's code (inline or a block), for a message that points at it. */
export function placeInCode(tree: MdxNode, name: string): {line: number; column: number} | undefined {
  const word = new RegExp(`(?<![\\w$])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w$])`);
  let place: {line: number; column: number} | undefined;
  visit(tree, (node) => {
    const start = (node.position as {start?: {line: number; column: number}} | undefined)?.start;
    if ((node.type === 'inlineCode' || node.type === 'code') && typeof node.value === 'string' && start) {
      const lines = node.value.split('\n');
      const index = lines.findIndex((line) => word.test(line));
      if (index >= 0) {
        const column = lines[index].search(word);
        // A block's code starts on the line after its fence; inline code one column after its backtick.
        place = node.type === 'code' ? {line: start.line + 1 + index, column: column + 1} : {line: start.line, column: start.column + 1 + column};
        return EXIT;
      }
    }
  });
  return place;
}

/**
 * `name (in 1.2.3 and Next)` for each name of the page that its version lacks: a type or operation of `missing`, or a
 * field or value of `missingMembers`; empty when the page is sound.
 */
export function foreignNamesOnPage(tree: MdxNode, missing: ReadonlyMap<string, string[]>, missingMembers: ReadonlyMap<string, string[]> = new Map()): string[] {
  const found = new Map<string, string[]>();
  for (const name of codeIdentifiers(tree)) if (missing.has(name)) found.set(name, missing.get(name)!);
  for (const name of codeMembers(tree)) if (missingMembers.has(name) && !found.has(name)) found.set(name, missingMembers.get(name)!);
  return [...found].map(([name, versions]) => `${name} (in ${versions.map(versionLabel).join(', ')})`);
}
