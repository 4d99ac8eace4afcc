/**
 * Where things of the spec live on the site: each docs version's URL path, and the pages of the generated reference.
 * The remark plugin (tables) and the search index both link with these, so a link made by one is a link made by the
 * other.
 */
import {readDocsVersionsList} from '../openiap-versions';
import type {OperationModel, TypeModel} from './model';

const TYPE_DIRECTORIES: Record<TypeModel['kind'], string> = {
  interface: 'interfaces',
  alias: 'type-aliases',
  enum: 'enumerations',
};

/** The URL path of a docs version: the latest release at /docs, Next at /docs/next, older ones at /docs/X. */
export function docsBasePath(siteDir: string, version: string): string {
  const versions = readDocsVersionsList(siteDir);
  if (version === 'current') return versions.length > 0 ? '/docs/next' : '/docs';
  return version === versions[0] ? '/docs' : `/docs/${version}`;
}

/** Where the generated reference documents a type. */
export function referenceHref(base: string, type: Pick<TypeModel, 'name' | 'kind'>): string {
  return `${base}/api/${TYPE_DIRECTORIES[type.kind]}/${type.name}`;
}

/** Where the generated reference documents an operation: a section of its interface's page. */
export function operationReferenceHref(base: string, operation: Pick<OperationModel, 'name' | 'declaredOn'>): string {
  return `${base}/api/interfaces/${operation.declaredOn}#${operation.name.toLowerCase()}`;
}
