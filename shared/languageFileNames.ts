/**
 * The names and addresses of the declarations files (plugins/language-files): apart from ./languageFiles.ts, which
 * every page's start-up code reads, as only the plugin and the code fetched with the reader's first language other
 * than TypeScript need them.
 */
import type {BundleLanguage} from './languageDeclarations';
import type {LanguageFileIndex} from './languageFiles';

/** `index.1a2b3c4d.json`: the index of the files, named by its content for caches. */
export function languageIndexName(digest: string): string {
  return `index.${digest}.json`;
}

/** `3.2.1.swift.1a2b3c4d.json`: the version and language for a reader, the digest of its content for caches. */
export function languageFileName(version: string, language: BundleLanguage, digest: string): string {
  return `${version.replace(/[^\w.-]/g, '_')}.${language}.${digest}.json`;
}

/** The address of a version's file in a language, or null when the version has none in it. */
export function languageFileUrl(folder: string, index: LanguageFileIndex, version: string, language: BundleLanguage): string | null {
  const digest = index[version]?.[language];
  return digest ? `${folder}/${languageFileName(version, language, digest)}` : null;
}
