/**
 * Checks of the component declarations (./index.ts) against the pages, the site's files and the spec model's handlers:
 * an element a page uses without a declaration, and a declaration that leaves a part out or points to nothing. Each
 * problem names the component, so the message says what to add and where.
 */
import {existsSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {visit} from 'unist-util-visit';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {isJsxElement, type MdxNode} from '../mdx-tree/nodes';
import {HANDLERS} from '../spec-model/remark';
import {componentFolder, EXPANDED_ELEMENTS, PAGE_COMPONENTS, resolved, THEME_PARTS, type PageComponent} from './index';

const PROSE_ROLES = ['plain', 'container', 'separate'];
const COMPONENTS_DIR = 'src/components';

/** A component's element: a name that starts with a capital (`<TypeTable>`, `<Tabs.Item>`), unlike an HTML tag. */
const isComponentName = (name: string) => /^[A-Z]/.test(name);

/** The component elements a page's tree uses that have no declaration, each once, in document order. */
export function undeclaredElements(tree: MdxNode): string[] {
  const names = new Set<string>();
  visit(tree, (node) => {
    const name = node.name ?? '';
    if (isJsxElement(node) && isComponentName(name) && !Object.hasOwn(PAGE_COMPONENTS, name) && !Object.hasOwn(EXPANDED_ELEMENTS, name)) names.add(name);
  });
  return [...names];
}

/** The file a `@site/...` module names, or undefined when there is none. */
function moduleFile(siteDir: string, from: string): string | undefined {
  if (!from.startsWith('@site/')) return undefined;
  const base = path.join(siteDir, from.slice('@site/'.length));
  return ['.tsx', '.ts', '/index.tsx', '/index.ts'].map((ending) => `${base}${ending}`).find((file) => existsSync(file));
}

/** The names a module exports, `default` included, read from its source. */
function exportedNames(file: string): Set<string> {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (ts.isExportAssignment(statement)) names.add('default');
    else if (ts.isExportDeclaration(statement) && statement.exportClause && ts.isNamedExports(statement.exportClause)) {
      for (const element of statement.exportClause.elements) names.add(element.name.text);
    } else if (ts.canHaveModifiers(statement) && ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) {
      if (ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.DefaultKeyword)) names.add('default');
      else if ((ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text);
      else if (ts.isVariableStatement(statement)) {
        for (const declaration of statement.declarationList.declarations) if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    }
  }
  return names;
}

/** Problems of a module reference, when the module or its export is missing. */
function moduleProblems(siteDir: string, what: string, from: unknown, exported = 'default'): string[] {
  if (typeof from !== 'string' || from === '') return [`${what} names no module to import it from`];
  // A theme component (`@theme/TabItem`) is resolved by Docusaurus among the themes; only its name can be checked here.
  if (/^@theme\/[A-Z]\w*(\/\w+)*$/.test(from)) return [];
  const file = moduleFile(siteDir, from);
  if (!file) return [`${what} names ${from}, which is no file of the site`];
  return exportedNames(file).has(exported) ? [] : [`${what} names ${from}, which has no ${exported === 'default' ? 'default export' : `export ${exported}`}`];
}

/** What a declaration leaves out or gets wrong, each problem starting with the component's name. */
export function declarationProblems(siteDir: string, name: string, declaration: Partial<PageComponent>): string[] {
  const {from, named, markdown, prose, onDemand, light, docsChunk} = resolved(name, declaration);
  const problems = moduleProblems(siteDir, `${name}: from`, from, named ?? 'default');
  if (typeof markdown !== 'function') problems.push(`${name}: no markdown form for the pages' .md copies (plugins/markdown-export/forms.ts)`);
  if (!PROSE_ROLES.includes(prose as string)) {
    problems.push(`${name}: prose must say whether it renders plain HTML ('plain'), is a container ('container') or neither ('separate')`);
  }
  // A light entry's and on-demand data's props are the ones the spec model fills: without a handler they never exist.
  if ((light || onDemand) && !Object.hasOwn(HANDLERS, name)) {
    problems.push(
      `${name}: its ${light ? 'light entry' : 'on-demand data'} needs props filled from the spec model, and plugins/spec-model/remark.ts has no handler for it`,
    );
  }
  if (onDemand) {
    if (!Array.isArray(onDemand.props) || onDemand.props.length === 0) problems.push(`${name}: onDemand names no props to move`);
    if (typeof onDemand.loader !== 'string' || onDemand.loader === '') problems.push(`${name}: onDemand names no loader prop`);
    else {
      const file = moduleFile(siteDir, from);
      if (file && !readFileSync(file, 'utf8').includes(onDemand.loader)) problems.push(`${name}: onDemand's loader ${onDemand.loader} is no prop it reads`);
    }
  }
  if (light) {
    if (Object.hasOwn(PAGE_COMPONENTS, light.element)) problems.push(`${name}: its light entry's element ${light.element} is a component of its own`);
    problems.push(...moduleProblems(siteDir, `${name}: its light entry`, light.from), ...moduleProblems(siteDir, `${name}: its light view`, light.view));
  }
  if (docsChunk) {
    const folder = componentFolder(from);
    if (!folder) problems.push(`${name}: docsChunk is for a component of src/components`);
    else problems.push(...folderProblems(siteDir, `${name}: docsChunk`, folder, docsChunk));
  }
  return problems;
}

/** Problems of files named in a folder of src/components. */
function folderProblems(siteDir: string, what: string, folder: string, files: true | readonly string[]): string[] {
  const dir = path.join(siteDir, COMPONENTS_DIR, folder);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) return [`${what} names ${COMPONENTS_DIR}/${folder}, which is no folder`];
  if (files === true) return [];
  if (!Array.isArray(files) || files.length === 0) return [`${what} names no file`];
  return files.filter((file) => !existsSync(path.join(dir, file))).map((file) => `${what} names ${COMPONENTS_DIR}/${folder}/${file}, which is no file`);
}

/** Every problem of the declarations, the expanded elements, the theme's parts and the spec model's handlers. */
export function allDeclarationProblems(siteDir: string): string[] {
  return [
    ...Object.entries(PAGE_COMPONENTS).flatMap(([name, declaration]) => declarationProblems(siteDir, name, declaration)),
    ...Object.entries(EXPANDED_ELEMENTS).flatMap(([name, {into}]) =>
      into.filter((target) => !Object.hasOwn(PAGE_COMPONENTS, target)).map((target) => `${name}: expands into ${target}, which has no declaration`),
    ),
    ...Object.entries(THEME_PARTS).flatMap(([folder, files]) => folderProblems(siteDir, `${folder} (a theme part)`, folder, files)),
    ...Object.keys(HANDLERS)
      .filter((name) => !Object.hasOwn(PAGE_COMPONENTS, name) && !Object.hasOwn(EXPANDED_ELEMENTS, name))
      .map((name) => `${name}: plugins/spec-model/remark.ts fills it, and it has no declaration`),
  ];
}

/** Checks the declarations as a build or the development server starts: a problem stops it, naming the component. */
export default function pageComponentsPlugin(context: Pick<LoadContext, 'siteDir'>): Plugin {
  return {
    name: 'page-components',
    async loadContent() {
      const problems = allDeclarationProblems(context.siteDir);
      if (problems.length > 0) throw new Error(`The page components' declarations (plugins/page-components):\n${problems.join('\n')}`);
    },
  };
}
