/**
 * The declarations of the other languages a reader can choose (Swift, Kotlin, Dart, GDScript, C#) for every docs
 * version: one JSON file per version and language, written as a file of the browser build (so `docusaurus start`
 * serves it too) and fetched by the type tables and operations on the reader's first choice of that language
 * (src/components/LanguageChoice). A plain fetched file, not an imported chunk: no page's start-up JavaScript, nor
 * the bundler's runtime that every page loads, grows with it. The pages learn the files' addresses as global data.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
// Rspack, which builds the site, offers the same compiler API as webpack, whose types Docusaurus uses.
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {loadModelForVersion, SNAPSHOT_FILE_NAME} from '../spec-model/load';
import {docsVersionsOf} from '../spec-model/versionNames';
import {languageFactsFile} from '../language-declarations/readLanguageFacts';
import {languageDeclarations, typescriptIsDerived} from '../language-declarations/languageDeclarations';
import {LANGUAGE_FILES_FOLDER, LANGUAGE_FILES_PLUGIN} from '../../shared/languageFiles';
import {languageFiles, type LanguageAsset, type LanguageFilesContent} from './files';

class LanguageAssets implements WebpackPluginInstance {
  constructor(private readonly assets: readonly LanguageAsset[]) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(LANGUAGE_FILES_PLUGIN, (compilation) => {
      compilation.hooks.processAssets.tap({name: LANGUAGE_FILES_PLUGIN, stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL}, () => {
        for (const {name, json} of this.assets) compilation.emitAsset(name, new sources.RawSource(json));
      });
    });
  }
}

export default function languageFilesPlugin(context: LoadContext): Plugin<unknown> {
  const {siteDir, baseUrl} = context;
  return {
    name: LANGUAGE_FILES_PLUGIN,
    getPathsToWatch() {
      return [
        path.join(siteDir, 'spec', '*.ts'),
        path.join(siteDir, 'versioned_docs', '*', SNAPSHOT_FILE_NAME),
        path.join(path.dirname(languageFactsFile(siteDir, '0.0.0')), '*.json'),
      ];
    },
    async loadContent(): Promise<LanguageFilesContent> {
      const versions = docsVersionsOf(siteDir);
      const models = new Map(versions.map((version) => [version, loadModelForVersion(siteDir, version)]));
      const {assets, indexDigest} = languageFiles(versions, (version, language) => languageDeclarations(siteDir, version, language, models.get(version)!));
      const folder = `${baseUrl}${LANGUAGE_FILES_FOLDER}`;
      return {assets, data: {folder, index: indexDigest, derivedTypeScript: versions.filter((version) => typescriptIsDerived(siteDir, version))}};
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData((content as LanguageFilesContent).data);
    },
    configureWebpack(_config, isServer, _utils, content) {
      return isServer ? {} : {plugins: [new LanguageAssets((content as LanguageFilesContent).assets)]};
    },
  };
}
