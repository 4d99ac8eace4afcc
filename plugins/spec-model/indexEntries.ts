/**
 * Where a symbol's entry is one line (src/components/SymbolEntry) instead of its full table or operation: on the page
 * that indexes its kind (SYMBOL_INDEXES), in a docs version whose symbols have pages of their own, where the full
 * entry then is. The index stays short to load and to scan; guides, and the index pages of a version without symbol
 * pages, keep full entries. The Errors page is left out: its table already gives each code one row, linking its page.
 */
import {hasSymbolPages, SYMBOL_INDEXES, type SymbolKind} from '../../shared/symbolPages';
import {readDocsVersionsList} from '../openiap-versions';
import {docsVersionOfFile, pageInVersion} from './load';

/** The kind of symbol the docs page in `file` draws as lines, if any: `docs/types.mdx` → declaration. */
export function entriesAsLines(siteDir: string, file: string): SymbolKind | undefined {
  const version = docsVersionOfFile(file);
  if (!hasSymbolPages(version, readDocsVersionsList(siteDir)[0])) return undefined;
  const page = pageInVersion(siteDir, file, version)?.replace(/\.mdx?$/, '');
  const kind = (Object.keys(SYMBOL_INDEXES) as SymbolKind[]).find((entry) => SYMBOL_INDEXES[entry].path === page);
  return kind === 'errorCode' ? undefined : kind;
}
