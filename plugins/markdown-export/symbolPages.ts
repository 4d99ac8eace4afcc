/**
 * The Markdown of each symbol's page (plugins/symbol-pages): the element that draws its entry, converted like a page
 * that holds only that element, at the symbol's place in its version's folder (`types/purchase-ios.mdx`, which tells
 * the docs version; a symbol page has no file of its own). Being no index page, it has the full entry, and no older
 * release had its file, so it lists nothing removed from it.
 */
import path from 'node:path';
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {SYMBOL_INDEXES, symbolElement, symbolPagePath, symbolsOf} from '../../shared/symbolPages';
import {loadModelForVersion} from '../spec-model/load';
import {toAnchor} from '../../shared/specModel';
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
      file: path.join(version.contentPath, index.path, `${toAnchor(symbol.name)}.mdx`),
      unlisted: false,
      source: `${symbolElement(symbol)}\n`,
      kindTitle: index.title,
    };
  });
}
