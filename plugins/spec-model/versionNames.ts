/**
 * A page must not teach an operation or type that its docs version does not have. Releases add and remove
 * operations (a newer release may drop `validateReceipt` for `verifyPurchase`), and a guide copied forward from an
 * older version would otherwise go on showing calls the reader's library no longer has.
 *
 * The names that matter are those some docs version of the site has (a released version's frozen model, or spec/
 * for Next) and the page's own version lacks. A page names one when it appears as an identifier in its inline code
 * or its code blocks, where the docs teach calls and types. Plain prose may still mention an old name (to say what
 * replaced it), and names that no version has (the reader's own variables) are nobody's business here.
 */
import {readDocsVersionsList} from '../openiap-versions';
import type {SpecModel} from '../../shared/specModel';
import type {MdxNode} from '../mdx-tree/nodes';

/** Operation (events included, as their listeners) and type names of one model. */
export function specNamesOf(model: Pick<SpecModel, 'types' | 'operations'>): Set<string> {
  return new Set([...model.types.map((type) => type.name), ...model.operations.map((operation) => operation.name)]);
}

/** The names other docs versions have and this one lacks, each with the versions that have it. */
export function namesMissingFrom(version: string, models: ReadonlyMap<string, SpecModel>): Map<string, string[]> {
  const own = models.get(version);
  if (!own) throw new Error(`No spec model for docs version ${version}.`);
  const ownNames = specNamesOf(own);
  const missing = new Map<string, string[]>();
  for (const [otherVersion, model] of models) {
    if (otherVersion === version) continue;
    for (const name of specNamesOf(model)) {
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

/** The identifiers written in a page's inline code and code blocks, in the order they appear. */
export function codeIdentifiers(tree: MdxNode): string[] {
  const found: string[] = [];
  const visit = (node: MdxNode): void => {
    if ((node.type === 'inlineCode' || node.type === 'code') && typeof node.value === 'string') {
      found.push(...(node.value.match(/[A-Za-z_$][\w$]*/g) ?? []));
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return found;
}

/** `name (in 1.2.3 and Next)` for each name of the page that its version lacks; empty when the page is sound. */
export function foreignNamesOnPage(tree: MdxNode, missing: ReadonlyMap<string, string[]>): string[] {
  const names = [...new Set(codeIdentifiers(tree).filter((name) => missing.has(name)))];
  return names.map((name) => `${name} (in ${missing.get(name)!.map(versionLabel).join(', ')})`);
}
