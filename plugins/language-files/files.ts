/**
 * The files of declarations in the readers' languages: one per docs version and language, named by its content so
 * that a browser may keep it as long as it likes, and the addresses the pages find them at.
 */
import {createHash} from 'node:crypto';
import {DOC_LANGUAGES, type BundleLanguage, type LanguageDeclarationsFile} from '../../shared/languageDeclarations';
import type {LanguageFilesData} from '../../shared/languageFiles';

export const LANGUAGE_FILES_FOLDER = 'assets/languages';

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

/** `assets/languages/3.2.1.swift.1a2b3c4d.json`: the version and language for a reader, the digest for caches. */
export function languageAssetName(version: string, language: BundleLanguage, json: string): string {
  const digest = createHash('sha256').update(json).digest('hex').slice(0, 8);
  return `${LANGUAGE_FILES_FOLDER}/${version.replace(/[^\w.-]/g, '_')}.${language}.${digest}.json`;
}

/**
 * Every version's files and the addresses the pages fetch them from (`baseUrl` first); null for a language the
 * version has no declarations in, so that the page can say so without asking the server.
 */
export function languageFiles(
  versions: readonly string[],
  declarationsOf: (version: string, language: BundleLanguage) => LanguageDeclarationsFile | null,
  baseUrl: string,
): Pick<LanguageFilesContent, 'assets'> & {urls: LanguageFilesData['files']} {
  const assets: LanguageAsset[] = [];
  const urls: LanguageFilesData['files'] = {};
  for (const version of versions) {
    urls[version] = {};
    for (const language of BUNDLE_LANGUAGES) {
      const file = declarationsOf(version, language);
      if (!file) {
        urls[version][language] = null;
        continue;
      }
      const json = JSON.stringify(file);
      const name = languageAssetName(version, language, json);
      assets.push({name, json});
      urls[version][language] = `${baseUrl}${name}`;
    }
  }
  return {assets, urls};
}
