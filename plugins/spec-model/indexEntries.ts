/**
 * Where a symbol's entry is one line (src/components/SymbolEntry) instead of its full table or operation: on the page
 * that indexes its kind (SYMBOL_INDEXES), since the full entry is on the symbol's own page. The index stays short to
 * load and to scan; guides keep full entries. The Errors page is left out: its table already gives each code one row,
 * linking its page.
 */
import {SYMBOL_INDEXES, type SymbolKind} from '../../shared/symbolPages';
import {docsVersionOfFile, pageInVersion} from './load';

/** The kind of symbol the docs page in `file` draws as lines, if any: `docs/types.mdx` → declaration. */
export function entriesAsLines(siteDir: string, file: string): SymbolKind | undefined {
  const version = docsVersionOfFile(file);
  const page = pageInVersion(siteDir, file, version)?.replace(/\.mdx?$/, '');
  const kind = (Object.keys(SYMBOL_INDEXES) as SymbolKind[]).find((entry) => SYMBOL_INDEXES[entry].path === page);
  return kind === 'errorCode' ? undefined : kind;
}
