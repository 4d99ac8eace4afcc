/**
 * `/llms.txt` and `/llms-full.txt`, in the layout of llmstxt.org: a title, a one-line summary as a blockquote, a
 * few lines on how to read the files, then one section per sidebar group, listing each page's Markdown address and
 * description. They cover the newest release, the docs version Docusaurus serves at /docs.
 */
import type {Section} from './pages';

export interface LlmsSite {
  title: string;
  /** One or two sentences: what the project is. */
  summary: string;
  /** The release the files cover: `1.2.3`. */
  versionName: string;
  /** Absolute addresses. */
  fullTextUrl: string;
  /** A page of the release under its permanent address, and the same page in Next, as examples. */
  permanentExampleUrl?: string;
  nextExampleUrl?: string;
}

export interface ListedPage {
  title: string;
  description: string;
  /** The absolute address of its Markdown. */
  markdownUrl: string;
}

/** Text for one line of a Markdown list: no line breaks, and no brackets that would end the link text. */
function oneLine(value: string): string {
  return value.replace(/\s+/g, ' ').trim();
}

function linkText(value: string): string {
  return oneLine(value).replace(/([[\]\\])/g, '\\$1');
}

type ListedSection = Omit<Section, 'pages'> & {pages: ListedPage[]};

/** `symbols`: a section per kind of symbol, listing each symbol's own page. */
export function llmsIndex(site: LlmsSite, sections: ListedSection[], symbols: ListedSection[] = []): string {
  const about = [
    `This is the documentation of ${site.title} ${site.versionName}, the current release, as Markdown.`,
    `Every page listed below is also a web page at the same address without \`.md\`.`,
    `All of them, one after another, are in [llms-full.txt](${site.fullTextUrl}).`,
  ];
  if (site.permanentExampleUrl) {
    about.push(`Pages of this release stay available under its version number, such as ${site.permanentExampleUrl}.`);
  }
  if (site.nextExampleUrl) about.push(`The unreleased next version is under /docs/next, such as ${site.nextExampleUrl}.`);
  if (symbols.length > 0) {
    about.push(
      `Each operation, listener, type and error code also has a page of its own, listed in the last sections; llms-full.txt has the pages that index them (${symbols.map((section) => section.label).join(', ')}), which link each one's page, and not these pages.`,
    );
  }
  const lines = [`# ${site.title}`, '', `> ${oneLine(site.summary)}`, '', about.join(' ')];
  for (const section of [...sections, ...symbols]) {
    lines.push('', `## ${oneLine(section.label)}`, '');
    for (const page of section.pages) {
      const description = oneLine(page.description);
      lines.push(`- [${linkText(page.title)}](${page.markdownUrl})${description ? `: ${description}` : ''}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** The pages' Markdown one after another, each followed under its title by the address of its web page. */
export function llmsFull(pages: Array<{markdown: string; pageUrl: string}>): string {
  return pages
    .map(({markdown, pageUrl}) => {
      const [title, ...rest] = markdown.split('\n');
      return [title, '', `Source: ${pageUrl}`, ...rest].join('\n').trimEnd();
    })
    .join('\n\n')
    .concat('\n');
}
