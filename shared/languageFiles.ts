/**
 * How the pages find the declarations files of other languages (plugins/language-files). The global data, which is in
 * every page's start-up JavaScript, holds only the folder, the digest of the files' index and the versions whose
 * TypeScript is derived; the index (fetched with the reader's first language other than TypeScript) gives, per docs
 * version and language, the file's digest, or null when that version has no declarations in it.
 */
import type {BundleLanguage} from './languageDeclarations';

export const LANGUAGE_FILES_PLUGIN = 'language-files';

/** Where the files go, under the build folder. */
export const LANGUAGE_FILES_FOLDER = 'assets/languages';

/** The index file's content. */
export type LanguageFileIndex = Record<string, Partial<Record<BundleLanguage, string | null>>>;

export interface LanguageFilesData {
  /** The folder's address: the site's baseUrl, then LANGUAGE_FILES_FOLDER. */
  folder: string;
  /** The digest of the index file's content. */
  index: string;
  /** The docs versions whose TypeScript the pages show from the model, their release's own file not being kept. */
  derivedTypeScript: string[];
}
