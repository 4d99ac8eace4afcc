/**
 * Where things of the spec live on the site: each docs version's URL path, and the pages of the generated reference.
 * The remark plugin (tables), the search index and the reference generator (plugins/typedoc-reference) all link with
 * these, so a link made by one is a link made by the others.
 *
 * The generated reference has one page per spec module (spec/products.ts → `<base>/api/products`). Every declaration
 * is a section of its module's page at its own name (`#ProductIOS`), every member a section or table row at its
 * owner's name and its own (`#ProductIOS-displayName`, `#CommonOperations-initConnection`).
 */
import {readDocsVersionsList} from '../openiap-versions';
import type {DocsRoutes} from '../../shared/docsRoutes';
import type {OperationModel, TypeModel} from '../../shared/specModel';

export type {DocsRoutes};

/**
 * The URL path of a docs version, as the docs plugin serves it: the latest release of versions.json at the route base
 * (/docs), the unreleased docs at /docs/next (at /docs while nothing is released), older releases at /docs/X.
 */
export function docsBasePath(siteDir: string, version: string, {routeBasePath, currentVersionPath}: DocsRoutes): string {
  const versions = readDocsVersionsList(siteDir);
  const root = `/${routeBasePath.replace(/^\/+|\/+$/g, '')}`;
  if (version === 'current') return versions.length > 0 ? `${root}/${currentVersionPath}` : root;
  return version === versions[0] ? root : `${root}/${version}`;
}

/**
 * The anchor of a declaration on its module page, from its qualified name: `['ProductIOS']` → `ProductIOS`,
 * `['CommonOperations', 'initConnection']` → `CommonOperations-initConnection`. The case is kept: the headings of a
 * reference page that carry no declaration (Properties, Remarks, Platform...) get lower-case ids from Docusaurus,
 * so a declaration named like one of them (the type `Platform`) still has an anchor of its own.
 */
export function referenceAnchor(qualifiedName: readonly string[]): string {
  return qualifiedName.map((part) => part.replace(/[^\w$-]+/g, '_')).join('-');
}

/** Where the generated reference documents a type: its section on the page of its spec module. */
export function referenceHref(base: string, type: Pick<TypeModel, 'name' | 'module'>): string {
  return `${base}/api/${type.module}#${referenceAnchor([type.name])}`;
}

/**
 * Where the generated reference documents an operation: a section of its interface (`declaredOn`), on the page of
 * the module that declares the interface, found among `types`.
 */
export function operationReferenceHref(
  base: string,
  operation: Pick<OperationModel, 'name' | 'declaredOn'>,
  types: ReadonlyArray<Pick<TypeModel, 'name' | 'module'>>,
): string {
  const owner = types.find((type) => type.name === operation.declaredOn);
  if (!owner) throw new Error(`the spec model has no type ${operation.declaredOn}, which declares the operation ${operation.name}.`);
  return `${base}/api/${owner.module}#${referenceAnchor([operation.declaredOn, operation.name])}`;
}

/**
 * The name the reference gives a field. A field keyed by an enum member (`[IapEvent.PurchaseUpdated]`) is named after
 * that member's value (`purchase-updated`), as TypeScript resolves it.
 */
export function referenceFieldName(fieldName: string, types: ReadonlyArray<Pick<TypeModel, 'name' | 'members'>>): string {
  const computed = /^\[(\w+)\.(\w+)\]$/.exec(fieldName);
  if (!computed) return fieldName;
  const member = types.find((type) => type.name === computed[1])?.members?.find((entry) => entry.name === computed[2]);
  if (!member) throw new Error(`the spec model has no member ${computed[1]}.${computed[2]}, which keys the field ${fieldName}.`);
  return member.value.replace(/^['"]|['"]$/g, '');
}

/** Where the generated reference documents a field: a row of its type's section (`#ProductIOS-displayNameIOS`). */
export function fieldReferenceHref(
  base: string,
  type: Pick<TypeModel, 'name' | 'module'>,
  fieldName: string,
  types: ReadonlyArray<Pick<TypeModel, 'name' | 'members'>>,
): string {
  return `${base}/api/${type.module}#${referenceAnchor([type.name, referenceFieldName(fieldName, types)])}`;
}

/**
 * The live example where a reader can call any operation the sandbox simulates: the Try It section of the version's
 * APIs page. Its heading is "Try It", so the build's anchor check fails here if it is renamed.
 */
export function sandboxTryItHref(base: string): string {
  return `${base}/apis#try-it`;
}
