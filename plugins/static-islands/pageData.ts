/**
 * The remark side of static islands (see ./index.ts): collects the props of one page's islands, writes them to the
 * page's data file and gives the page the import and the attributes that point to them.
 */
import {createHash} from 'node:crypto';
import {existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import {identifierAttribute, importNode, lazyImportAttribute} from '../mdx-tree/estree';
import {pageKey, type MdxAttribute, type MdxNode} from '../mdx-tree/nodes';
import {ISLANDS_IDENTIFIER} from '../../shared/proseRunContent';
import {mechanismsOff} from '../../shared/speedMechanisms';

/** The name the page's data goes by in the compiled MDX. */
export {ISLANDS_IDENTIFIER};

/**
 * Where the data files go: with Docusaurus's own generated files, out of the sources, in a folder per bundler mode and
 * per set of speed mechanisms left out. The dev server and a build compile pages with different plugins (runs of
 * Markdown kept as HTML only in a build), and so does a build without a mechanism (the mechanisms' benchmark); each
 * writes a page's data file anew and removes the page's older ones. A build that takes a page from its persistent
 * cache does not run the page's remark plugins again, so it must find the data file its own kind of build wrote: with
 * one folder for all, `npm start` or a benchmark build removed the files a build's cached pages pointed to, and the
 * next build failed.
 */
export function islandDataDir(
  siteDir: string,
  mode = process.env.NODE_ENV === 'production' ? 'production' : 'development',
  off = mechanismsOff(process.env),
): string {
  return path.join(siteDir, '.docusaurus', 'static-islands', off.length > 0 ? `${mode}-without-${off.join('+')}` : mode);
}

/** The key under which a page's data file lists the modules of the views that draw its islands (./loader.js). */
export const VIEWS_KEY = '@views';

/** How an on-demand data file's name starts: the rest is a digest of its content. */
export const ON_DEMAND_PREFIX = 'on-demand-';

/** Writes a data file only when its text changed, so that a dev server does not rebuild for nothing. */
function writeIfChanged(file: string, text: string): void {
  mkdirSync(path.dirname(file), {recursive: true});
  if (!existsSync(file) || readFileSync(file, 'utf8') !== text) writeFileSync(file, text);
}

export class PageIslands {
  private readonly props: Record<string, unknown> = {};
  private readonly views = new Set<string>();
  private readonly prefix: string;

  constructor(
    siteDir: string,
    pageFile: string,
    /** Where the data file goes: islandDataDir(siteDir) in a build. */
    private readonly dir = islandDataDir(siteDir),
  ) {
    // Keys are unique across pages, so that a page's browser module can tell its own islands in the document.
    this.prefix = `i${pageKey(siteDir, pageFile)}`;
  }

  /** Keeps an island's props; returns the attributes that replace them on the element. */
  add(props: Record<string, unknown>): MdxAttribute[] {
    // `islands={__islands}`: the page's data object.
    return [{type: 'mdxJsxAttribute', name: 'island', value: this.addData(props)}, identifierAttribute('islands', ISLANDS_IDENTIFIER)];
  }

  /** Keeps an island's data and returns its key, for an element that looks its data up by key (a code block). */
  addData(props: Record<string, unknown>): string {
    const key = `${this.prefix}-${Object.keys(this.props).length}`;
    this.props[key] = props;
    return key;
  }

  /**
   * Keeps data that the page needs only on a reader's request (an interactive component's answers) in a file of its
   * own, which the browser downloads when the component calls the returned attribute, `name={() => import(file)}`.
   * The file is named after its content: elements and pages with the same data (a docs version's sandbox rules) share
   * one file, so the browser downloads it once.
   */
  addOnDemand(name: string, data: Record<string, unknown>): MdxAttribute {
    const text = JSON.stringify(data);
    const file = path.join(this.dir, `${ON_DEMAND_PREFIX}${createHash('sha1').update(text).digest('hex').slice(0, 12)}.json`);
    writeIfChanged(file, text);
    return lazyImportAttribute(name, file.split(path.sep).join('/'));
  }

  /** Notes that an island of the page is drawn by the view in `module`, loaded with the data (a light entry). */
  addView(module: string): void {
    this.views.add(module);
  }

  get size(): number {
    return Object.keys(this.props).length;
  }

  /** The path of the data file write() wrote last. */
  written?: string;

  /** Whether a node of the page is the import of its data file, as write() makes it. */
  isImport(node: MdxNode): boolean {
    const value = (node as {value?: unknown}).value;
    return typeof value === 'string' && value.startsWith(`import ${ISLANDS_IDENTIFIER} from '${this.filePrefix.split(path.sep).join('/')}.`);
  }

  /** The start of the path of the page's data files, which a digest of the content completes. */
  private get filePrefix(): string {
    return path.join(this.dir, this.prefix);
  }

  /**
   * Writes the data file and returns its import. The file is named after its content, like the on-demand files: the
   * bundler's persistent cache checks the files it knows at the start of a build, before this plugin writes them, so
   * a data file rewritten in place was taken from the cache as it was in the build before. The page's older data
   * files go: only a new compile of the page imports the file, and that compile writes its own.
   */
  write(): MdxNode {
    const text = JSON.stringify(this.views.size ? {...this.props, [VIEWS_KEY]: [...this.views].sort()} : this.props);
    const file = `${this.filePrefix}.${createHash('sha1').update(text).digest('hex').slice(0, 12)}.json`;
    writeIfChanged(file, text);
    for (const name of readdirSync(this.dir)) {
      const other = path.join(this.dir, name);
      if (other !== file && name.startsWith(`${this.prefix}.`)) rmSync(other, {force: true});
    }
    this.written = file;
    return importNode(ISLANDS_IDENTIFIER, {from: `${file.split(path.sep).join('/')}?island`});
  }
}
