/**
 * Reads the docs pages of a version straight from its folder, for tools that run without Docusaurus (the search
 * benchmark, the unit tests). The site itself takes pages from the docs plugin's loaded content instead, which
 * also knows about slugs and drafts; this reader takes the file path as the slug and the front matter's title and
 * description, which is what every page of this site uses. What a page shows of the spec is known only once it is
 * compiled, so these pages carry none: their operations and types lead to their own pages.
 */
import {readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {DocPageInput} from '../../plugins/api-search/build';

function frontMatterValue(frontMatter: string, key: string): string {
  const match = new RegExp(`^${key}:\\s*(.*)$`, 'm').exec(frontMatter);
  return match ? match[1].trim().replace(/^(['"])(.*)\1$/, '$2') : '';
}

export function readDocsFolder(docsDir: string, basePath: string): DocPageInput[] {
  const pages: DocPageInput[] = [];
  const walk = (dir: string) => {
    for (const item of readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      const file = path.join(dir, item.name);
      if (item.isDirectory()) walk(file);
      else if (/\.mdx?$/.test(item.name) && !item.name.startsWith('_')) {
        const source = readFileSync(file, 'utf8');
        const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
        const id = path
          .relative(docsDir, file)
          .replace(/\\/g, '/')
          .replace(/\.mdx?$/, '');
        const slug = id.replace(/(^|\/)index$/, '');
        pages.push({
          id,
          title: frontMatterValue(frontMatter, 'title') || /^#\s+(.+)$/m.exec(source)?.[1] || id,
          description: frontMatterValue(frontMatter, 'description'),
          permalink: slug ? `${basePath}/${slug}` : basePath,
        });
      }
    }
  };
  walk(docsDir);
  return pages;
}
