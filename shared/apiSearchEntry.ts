/**
 * One entry of the API search index: what the Cmd+K modal matches a query against and where choosing
 * it leads. Plain strings only, so that an index is a JSON file and a query only ever meets text.
 */
import {OPERATION_CATEGORIES} from './specModel';

export type ApiSearchEntryKind = 'operation' | 'type' | 'error' | 'page';

export interface ApiSearchEntry {
  /** Unique within a version's index: `operation:initConnection`, `type:ProductIOS`, `error:E_UNKNOWN`, `page:apis`. */
  id: string;
  kind: ApiSearchEntryKind;
  title: string;
  /** One of API_SEARCH_CATEGORIES. */
  category: string;
  description: string;
  /** Operations: their parameters; types: their fields or members; error codes: the ErrorCode member. Plain text. */
  parameters: string;
  /** Operations: the result type and what it means; type aliases: the aliased type. Plain text. */
  returns: string;
  /** A site path with the docs version's base and an anchor: `/docs/next/apis#init-connection`. */
  path: string;
}

export const DOCUMENTATION_CATEGORY = 'Documentation';

/**
 * The only categories a search entry may carry. An operation keeps the category its spec gives it; types, error codes
 * and pages are "Documentation".
 */
export const API_SEARCH_CATEGORIES: readonly string[] = [...OPERATION_CATEGORIES, DOCUMENTATION_CATEGORY];
