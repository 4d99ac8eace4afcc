/**
 * The Markdown of each symbol's page (plugins/symbol-pages): the element that draws its entry on its index page,
 * converted like a page of the index page's file (which tells its docs version) that holds only that element.
 */
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {SYMBOL_INDEXES, symbolElement, symbolPagePath, symbolsOf} from '../../shared/symbolPages';
import {loadModelForVersion} from '../spec-model/load';
import type {DocsPage} from './pages';

export interface SymbolPage extends DocsPage {
  source: string;
  /** How its index page is titled: the section llms.txt lists it under. */
  kindTitle: string;
}

/** A version's symbol pages, in the model's order. */
export function symbolPagesOf(siteDir: string, version: LoadedVersion): SymbolPage[] {
  const base = version.path.replace(/\/$/, '');
  return symbolsOf(loadModelForVersion(siteDir, version.versionName)).map((symbol) => {
    const index = SYMBOL_INDEXES[symbol.kind];
    return {
      id: `${index.path}/${symbol.name}`,
      title: symbol.name,
      description: symbol.summary,
      permalink: symbolPagePath(base, symbol),
      file: path.join(version.contentPath, `${index.path}.mdx`),
      unlisted: false,
      source: `${symbolElement(symbol)}\n`,
      kindTitle: index.title,
    };
  });
}
