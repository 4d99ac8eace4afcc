/**
 * The Markdown of each symbol's page (plugins/symbol-pages): the element that draws its entry on its index page,
 * converted like a page that holds only that element, with the index page's file for its links and messages.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {SYMBOL_INDEXES, symbolElement, symbolPagePath, symbolsOf} from '../../shared/symbolPages';
import {loadModelForVersion} from '../spec-model/load';
import type {DocsPage} from './pages';

export interface SymbolPage extends DocsPage {
  source: string;
  /** How its index page is titled: the section llms.txt lists it under. */
  kindTitle: string;
}

export function symbolPagesOf(siteDir: string, version: LoadedVersion, pages: readonly DocsPage[]): SymbolPage[] {
  const base = version.path.replace(/\/$/, '');
  return symbolsOf(loadModelForVersion(siteDir, version.versionName)).map((symbol) => {
    const index = SYMBOL_INDEXES[symbol.kind];
    const indexPage = pages.find((page) => page.id === index.path);
    if (!indexPage) throw new Error(`markdown-export: the ${version.label} docs have no ${index.path} page, which ${symbol.name}'s page belongs to.`);
    return {
      id: `${index.path}/${symbol.name}`,
      title: symbol.name,
      description: symbol.summary,
      permalink: symbolPagePath(base, symbol),
      file: indexPage.file,
      unlisted: false,
      source: `${symbolElement(symbol)}\n`,
      kindTitle: index.title,
    };
  });
}
