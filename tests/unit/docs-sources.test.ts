/**
 * Rules for the Markdown of docs/ that the build itself does not catch, with the fix in each message:
 * - a link to another docs page uses its file path (./types.mdx#product), which Docusaurus resolves within the docs
 *   version being read; an absolute /docs/... URL would always lead to the latest release, even from Next. The
 *   migration pages are the exception: one set serves every version, so they are linked by URL;
 * - an admonition title is written :::tip[Title]; the old `:::tip Title` form renders as plain text here.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {MIGRATING_PATH} from '../../plugins/migrations';

const docsDir = path.resolve(__dirname, '../../docs');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'api' && dir === docsDir ? [] : markdownFiles(file);
    return /\.mdx?$/.test(name) ? [file] : [];
  });
}

function problems(pattern: RegExp, advice: string): string[] {
  const found: string[] = [];
  for (const file of markdownFiles(docsDir)) {
    readFileSync(file, 'utf8')
      .split('\n')
      .forEach((line, index) => {
        for (const match of line.matchAll(pattern)) {
          found.push(`${path.relative(path.dirname(docsDir), file)}:${index + 1}: ${match[0]} — ${advice}`);
        }
      });
  }
  return found;
}

describe('docs/ Markdown', () => {
  it('has files to check', () => {
    expect(markdownFiles(docsDir).length).toBeGreaterThan(10);
  });

  it('links to docs pages by file path, so that links stay in the version being read', () => {
    expect(problems(new RegExp(String.raw`\]\(/docs(?!/${MIGRATING_PATH}[/)#])[^)]*\)`, 'g'), 'link to the file instead, e.g. ](./types.mdx#product)')).toEqual(
      [],
    );
    expect(problems(/\b(?:to|href)=["'{`]+\/docs[^"'`}]*/g, 'pass a file link in Markdown, or a doc: link resolved for the version')).toEqual([]);
  });

  it('writes admonition titles in brackets', () => {
    expect(problems(/^:::(?:note|tip|info|warning|danger|caution)[ \t]+\S.*$/g, 'write :::kind[Title]')).toEqual([]);
  });
});
