/**
 * How the pages find the declarations files of other languages (plugins/language-files): the plugin's global data
 * holds, per docs version and language, the file's address, or null when that version has no declarations in it.
 */
import type {BundleLanguage} from './languageDeclarations';

export const LANGUAGE_FILES_PLUGIN = 'language-files';

export type LanguageFileUrls = Record<string, Partial<Record<BundleLanguage, string | null>>>;

export interface LanguageFilesData {
  files: LanguageFileUrls;
  /** The docs versions whose TypeScript the pages show from the model, their release's own file not being kept. */
  derivedTypeScript: string[];
}
