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
import type {OperationModel, TypeModel} from './model';

/** The URL path of a docs version: the latest release at /docs, Next at /docs/next, older ones at /docs/X. */
export function docsBasePath(siteDir: string, version: string): string {
  const versions = readDocsVersionsList(siteDir);
  if (version === 'current') return versions.length > 0 ? '/docs/next' : '/docs';
  return version === versions[0] ? '/docs' : `/docs/${version}`;
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
 * The live example where a reader can call any operation the sandbox simulates: the Try It section of the version's
 * APIs page. Its heading is "Try It", so the build's anchor check fails here if it is renamed.
 */
export function sandboxTryItHref(base: string): string {
  return `${base}/apis#try-it`;
}
