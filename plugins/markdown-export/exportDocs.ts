/**
 * Every docs page of every version as Markdown, plus llms.txt and llms-full.txt for the newest release: the files to
 * write into the build, by path under the build folder.
 */
import {readFileSync} from 'node:fs';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {versionsOfDocsVersion, type VersionsFiles} from '../../shared/openIapVersions';
import type {TypeBundlesByVersion} from '../../shared/typeBundles';
import {convertPage} from './convert';
import {absoluteUrl, linkResolver, type SiteAddress} from './links';
import {llmsFull, llmsIndex} from './llms';
import {markdownFile, pagesOfVersion, permanentVersionPath, sectionsOf, type DocsPage} from './pages';
import {symbolPagesOf, type SymbolPage} from './symbolPages';

export const LLMS_INDEX_FILE = 'llms.txt';
export const LLMS_FULL_FILE = 'llms-full.txt';

export interface ExportInput {
  siteDir: string;
  site: SiteAddress & {title: string; summary: string};
  docs: LoadedContent;
  /** Next's versions file and each release's frozen copy: a page is converted with its own version's. */
  versionsFiles: VersionsFiles;
  typeBundles: TypeBundlesByVersion;
}

/** The files to write, by path under the build folder (`docs/lifecycle.md`, `llms.txt`). */
export type ExportedFiles = Map<string, string>;

export function exportDocs({siteDir, site, docs, versionsFiles, typeBundles}: ExportInput): ExportedFiles {
  const files: ExportedFiles = new Map();
  const versions = docs.loadedVersions.map((version) => ({version, pages: pagesOfVersion(version, siteDir)}));
  const permalinkOfFile = new Map(versions.flatMap(({pages}) => pages.map((page) => [page.file, page.permalink] as const)));
  const markdownOf = new Map<string, string>();
  const descriptionOf = new Map<string, string>();
  const add = (file: string, text: string) => {
    if (files.has(file)) throw new Error(`markdown-export: two pages would be written to ${file}.`);
    files.set(file, text);
  };

  const symbolPages = new Map(versions.map(({version}) => [version, symbolPagesOf(siteDir, version)]));
  for (const {version, pages} of versions) {
    const permanent = permanentVersionPath(version);
    for (const page of [...pages, ...symbolPages.get(version)!] as Array<DocsPage & Partial<SymbolPage>>) {
      const {markdown, summary} = convertPage({
        siteDir,
        file: page.file,
        source: page.source ?? readFileSync(page.file, 'utf8'),
        title: page.title,
        href: linkResolver({site, file: page.file, permalink: page.permalink, contentDir: version.contentPath, permalinkOfFile}),
        pageUrl: absoluteUrl(site, page.permalink),
        context: {
          versionName: version.versionName,
          versionPath: version.path,
          openIapVersions: versionsOfDocsVersion(versionsFiles, version.versionName),
          typeBundles,
        },
      });
      markdownOf.set(page.permalink, markdown);
      descriptionOf.set(page.permalink, page.description ?? summary ?? '');
      add(markdownFile(page.permalink, site.baseUrl), markdown);
      if (permanent) add(markdownFile(`${permanent}${page.permalink.slice(version.path.length)}`, site.baseUrl), markdown);
    }
  }

  const latest = versions.find(({version}) => version.isLast);
  if (!latest) throw new Error('markdown-export: the docs plugin names no version as the current release (lastVersion).');
  const next = versions.find(({version}) => version.versionName === 'current' && !version.isLast);
  const markdownUrl = (permalink: string) => absoluteUrl(site, `${site.baseUrl}${markdownFile(permalink, site.baseUrl)}`);
  const sections = sectionsOf(latest.version, latest.pages);
  const listed = (page: DocsPage) => ({title: page.title, description: descriptionOf.get(page.permalink)!, markdownUrl: markdownUrl(page.permalink)});
  const example = sections[0]?.pages[0];
  const permanent = permanentVersionPath(latest.version);
  const exampleIn = (versionPath: string | undefined) =>
    example && versionPath ? markdownUrl(`${versionPath}${example.permalink.slice(latest.version.path.length)}`) : undefined;
  add(
    LLMS_INDEX_FILE,
    llmsIndex(
      {
        title: site.title,
        summary: site.summary,
        versionName: latest.version.versionName,
        fullTextUrl: absoluteUrl(site, `${site.baseUrl}${LLMS_FULL_FILE}`),
        permanentExampleUrl: exampleIn(permanent),
        nextExampleUrl: exampleIn(next?.version.path),
      },
      sections.map((section) => ({label: section.label, pages: section.pages.map(listed)})),
      [...new Set(symbolPages.get(latest.version)!.map((page) => page.kindTitle))].map((label) => ({
        label,
        pages: symbolPages
          .get(latest.version)!
          .filter((page) => page.kindTitle === label)
          .map(listed),
      })),
    ),
  );
  add(
    LLMS_FULL_FILE,
    llmsFull(
      sections.flatMap((section) => section.pages).map((page) => ({markdown: markdownOf.get(page.permalink)!, pageUrl: absoluteUrl(site, page.permalink)})),
    ),
  );
  return files;
}
