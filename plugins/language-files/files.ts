/**
 * The files of declarations in the readers' languages: one per docs version and language, named by its content so
 * that a browser may keep it as long as it likes, and the addresses the pages find them at.
 */
import {createHash} from 'node:crypto';
import {DOC_LANGUAGES, type BundleLanguage, type LanguageDeclarationsFile} from '../../shared/languageDeclarations';
import {LANGUAGE_FILES_FOLDER, type LanguageFileIndex, type LanguageFilesData} from '../../shared/languageFiles';
import {languageFileName, languageIndexName} from '../../shared/languageFileNames';

export const BUNDLE_LANGUAGES = DOC_LANGUAGES.filter((language): language is BundleLanguage => language !== 'typescript');

export interface LanguageAsset {
  /** The path under the build folder. */
  name: string;
  json: string;
}

export interface LanguageFilesContent {
  assets: LanguageAsset[];
  data: LanguageFilesData;
}

/** The digest that names a file, from its content. */
export function languageDigest(json: string): string {
  return createHash('sha256').update(json).digest('hex').slice(0, 8);
}

/**
 * Every version's files, and their index: per version and language the file's digest, from which the pages make the
 * addresses they fetch; null for a language the version has no declarations in, so that the page can say so.
 */
export function languageFiles(
  versions: readonly string[],
  declarationsOf: (version: string, language: BundleLanguage) => LanguageDeclarationsFile | null,
): {assets: LanguageAsset[]; index: LanguageFileIndex; indexDigest: string} {
  const assets: LanguageAsset[] = [];
  const index: LanguageFileIndex = {};
  for (const version of versions) {
    index[version] = {};
    for (const language of BUNDLE_LANGUAGES) {
      const file = declarationsOf(version, language);
      if (!file) {
        index[version][language] = null;
        continue;
      }
      const json = JSON.stringify(file);
      const digest = languageDigest(json);
      assets.push({name: `${LANGUAGE_FILES_FOLDER}/${languageFileName(version, language, digest)}`, json});
      index[version][language] = digest;
    }
  }
  const json = JSON.stringify(index);
  const indexDigest = languageDigest(json);
  assets.push({name: `${LANGUAGE_FILES_FOLDER}/${languageIndexName(indexDigest)}`, json});
  return {assets, index, indexDigest};
}
