/**
 * The prose of a released version's reference that its frozen model does not hold: each module's description and the
 * doc text of each constant (which page shows it, its summary, remarks, platform, and its properties' descriptions).
 * They are read from the version's reference as it is, so regenerating the reference keeps the release's own words;
 * since the regenerated pages print them the same way, a second run reads back what the first one wrote.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {Platform} from '../../shared/specModel';
import type {ConstantDoc, ReferenceTexts} from './modelDeclarations';

/** A table cell as text: the pipe escape undone. */
function cellText(cell: string): string {
  return cell.trim().replace(/\\\|/g, '|');
}

/** Markdown links the reference wrote for `{@link}` tags (`[ErrorCode.ServiceError](#ErrorCode-ServiceError)`) as the tags again. */
export function linksAsTags(text: string): string {
  return text.replace(/\[([^\]]+)\]\((?:[\w-]+\.md)?#([A-Za-z_$][\w$-]*)\)/g, (_all, label: string, anchor: string) => {
    const target = anchor.replace(/-/g, '.');
    return label === target ? `{@link ${target}}` : `{@link ${target} | ${label}}`;
  });
}

/** A module page's description: the text between its title and its first section, line breaks kept. */
function moduleDescription(page: string): string {
  return /^# .*\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(page)?.[1].trim() ?? '';
}

/** A table row's cells: `| a | b \\| c |` → `a`, `b | c`. */
function cells(row: string): string[] {
  return row
    .replace(/^\|\s?|\s?\|$/g, '')
    .split(/(?<!\\)\|/)
    .map(cellText);
}

/**
 * The descriptions of an object constant's properties, from its "Type Declaration" table (name, type, default value
 * and, where any property has one, description).
 */
function propertyDescriptions(section: string): Record<string, string> {
  const descriptions: Record<string, string> = {};
  const rows = section.split('\n').filter((line) => line.startsWith('|'));
  const column = rows.length > 0 ? cells(rows[0]).indexOf('Description') : -1;
  if (column === -1) return descriptions;
  for (const row of rows.slice(2)) {
    const name = /`([\w$]+)`/.exec(cells(row)[0])?.[1];
    const description = cells(row)[column];
    if (name && description) descriptions[name] = linksAsTags(description);
  }
  return descriptions;
}

/** One constant's entry under "Variables": `### name \{#name\}`, the signature, the text and its `####` sections. */
function constantDoc(module: string, entry: string): [string, ConstantDoc] | undefined {
  const heading = /^(?:~~)?(\w+)(?:~~)? \\\{#\w+\\\}\n/.exec(entry);
  if (!heading) return undefined;
  const [main, ...sections] = entry.slice(heading[0].length).split(/^#### /m);
  const summary = main
    .split('\n')
    .filter((line) => !line.startsWith('> '))
    .join('\n')
    .trim();
  const doc: ConstantDoc = {module, summary: linksAsTags(summary)};
  for (const section of sections) {
    const [title, ...body] = section.split('\n');
    const text = body.join('\n').trim();
    if (title === 'Remarks') doc.remarks = linksAsTags(text);
    else if (title === 'Platform') doc.platform = text as Platform;
    else if (title === 'Since') doc.since = text;
    else if (title === 'Deprecated') doc.deprecated = linksAsTags(text);
    else if (title === 'Type Declaration') doc.properties = propertyDescriptions(text);
  }
  return [heading[1], doc];
}

/** Reads the texts from a version's reference folder (`versioned_docs/version-X/api`); empty where it has none. */
export function readReferenceTexts(referenceDir: string): ReferenceTexts {
  const texts: ReferenceTexts = {modules: {}, constants: {}};
  if (!existsSync(referenceDir)) return texts;
  for (const file of readdirSync(referenceDir)
    .filter((name) => name.endsWith('.md') && name !== 'index.md')
    .sort()) {
    const page = readFileSync(path.join(referenceDir, file), 'utf8');
    const description = moduleDescription(page);
    if (description) texts.modules[path.basename(file, '.md')] = linksAsTags(description);
    const variables = /^## Variables\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(page)?.[1] ?? '';
    for (const entry of variables.split(/^### /m).slice(1)) {
      const found = constantDoc(path.basename(file, '.md'), entry.replace(/\n\*\*\*\s*$/, '\n'));
      if (found) texts.constants[found[0]] = found[1];
    }
  }
  return texts;
}
