/**
 * The docs as Markdown, for AI assistants and for reading offline: every docs page of every version at its own
 * address plus `.md` (`/docs/lifecycle.md`, `/docs/next/lifecycle.md`, and the newest release also under its number,
 * `/docs/1.2.3/lifecycle.md`), and `/llms.txt` and `/llms-full.txt` for the newest release.
 *
 * The pages are converted from their sources, with the spec model of their docs version, from the docs plugin's loaded
 * content; the files are written into the build folder after the build. The built HTML is never read.
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import type {VersionsFiles} from '../../shared/openIapVersions';
import type {TypeBundlesByVersion} from '../../shared/typeBundles';
import {exportDocs, type ExportedFiles, type ExportInput} from './exportDocs';
import {stopOnPageError} from '../spec-model/pageError';

/** What the project is, for the summary line of llms.txt. */
export function siteSummary(title: string): string {
  return `${title} is an open specification that unifies in-app purchases across Apple's StoreKit, Google Play Billing and Meta's Horizon OS store: one API, one set of types, events and error codes for every library.`;
}

function contentOf<T>(allContent: Record<string, Record<string, unknown> | undefined>, plugin: string): T {
  const content = allContent[plugin]?.default;
  if (content === undefined) throw new Error(`markdown-export needs the ${plugin} plugin, whose content it reads.`);
  return content as T;
}

export default function markdownExportPlugin(context: LoadContext): Plugin<unknown> {
  const {siteDir, siteConfig} = context;
  let input: ExportInput | undefined;
  let files: ExportedFiles | undefined;
  return {
    name: 'markdown-export',
    async allContentLoaded({allContent}) {
      input = {
        siteDir,
        site: {
          url: siteConfig.url,
          baseUrl: siteConfig.baseUrl,
          title: siteConfig.title,
          summary: siteSummary(siteConfig.title),
        },
        docs: contentOf<LoadedContent>(allContent, 'docusaurus-plugin-content-docs'),
        versionsFiles: contentOf<VersionsFiles>(allContent, 'openiap-versions'),
        typeBundles: contentOf<TypeBundlesByVersion>(allContent, 'type-bundles'),
      };
      // A production build converts now, so that a page without a Markdown form stops it before the long bundling.
      // The development server writes no files (it runs no postBuild), so it converts nothing and a page being written
      // is not held to this yet.
      files = process.env.NODE_ENV === 'production' ? stopOnPageError(() => exportDocs(input!)) : undefined;
    },
    async postBuild({outDir}) {
      if (!input) throw new Error('markdown-export: the docs content was never loaded.');
      for (const [file, text] of files ?? exportDocs(input)) {
        const target = path.join(outDir, file);
        mkdirSync(path.dirname(target), {recursive: true});
        writeFileSync(target, text);
      }
    },
  };
}
