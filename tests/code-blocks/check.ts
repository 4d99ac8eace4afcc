/**
 * Type-checks the TypeScript a reader copies from the docs: every ```ts and ```tsx block of every page of a docs
 * version, and every operation's example of that version's spec model, against the TypeScript its release published
 * (spec/releases/typescript/<release>.ts; for a release that published none, the declarations of its frozen model).
 * The pages import the library from 'your-openiap-library'; that module is written here from the release's own
 * helper types, and the app's functions the pages call are declared once, in app.d.ts beside this file. One program
 * per docs version: every block is a module of its own in that program.
 */
import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import {parseMdx} from '../../plugins/mdx-tree/parse';
import type {MdxNode} from '../../plugins/mdx-tree/nodes';
import {isFragmentMeta} from '../../shared/codeFragment';
import {loadLiveModel, readSnapshot, snapshotPath} from '../../plugins/spec-model/load';
import {readDocsVersionsList, readVersionsFile} from '../../plugins/openiap-versions';
import {modelDeclarations} from './modelDeclarations';
import type {SpecModel} from '../../shared/specModel';

/** A piece of TypeScript the docs show, with where it is written. */
export interface CodeBlock {
  /** The file it is written in, relative to the project. */
  file: string;
  /** The line of the file where the code's first line is (1-based), or undefined when the file is not a page. */
  line?: number;
  /** What the file calls it when the line cannot say: an operation's example. */
  label?: string;
  code: string;
  tsx: boolean;
}

export interface CodeProblem {
  block: CodeBlock;
  /** `docs/lifecycle.mdx:101: Expected 1 arguments, but got 2.` */
  message: string;
}

const TS_LANGUAGES = new Set(['ts', 'tsx', 'typescript']);

/** The TypeScript blocks of one page's source that are meant to compile: not fragments, not live examples. */
export function pageBlocks(file: string, source: string): CodeBlock[] {
  const blocks: CodeBlock[] = [];
  const visit = (node: MdxNode): void => {
    if (node.type === 'code' && TS_LANGUAGES.has(String(node.lang)) && !isFragmentMeta(node.meta)) {
      const start = (node.position as {start: {line: number}} | undefined)?.start.line ?? 0;
      blocks.push({file, line: start + 1, code: String(node.value), tsx: node.lang === 'tsx'});
    }
    node.children?.forEach(visit);
  };
  visit(parseMdx(source) as unknown as MdxNode);
  return blocks;
}

/** The pages of a docs folder. */
export function pageFiles(siteDir: string, docsDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(path.join(siteDir, dir), {withFileTypes: true}).flatMap((entry) => {
      const relative = path.join(dir, entry.name);
      if (entry.isDirectory()) return walk(relative);
      return /\.mdx?$/.test(entry.name) ? [relative] : [];
    });
  return walk(docsDir).sort();
}

/** The names a module's source exports. */
function exportedNames(source: ts.SourceFile): string[] {
  return source.statements.flatMap((statement) => {
    if (!ts.canHaveModifiers(statement) || !ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)) return [];
    if (ts.isVariableStatement(statement)) return statement.declarationList.declarations.map((declaration) => declaration.name.getText(source));
    const name = (statement as ts.DeclarationStatement).name;
    return name && ts.isIdentifier(name) ? [name.text] : [];
  });
}

/** The members of an interface a source declares: a release's operations (Query, Mutation) and events (Subscription). */
function membersOf(source: ts.SourceFile, name: string): string[] {
  return source.statements
    .filter((statement): statement is ts.InterfaceDeclaration => ts.isInterfaceDeclaration(statement) && statement.name.text === name)
    .flatMap((declaration) => declaration.members.flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : [])));
}

/** An event's listener as the docs call it: `purchaseUpdated` → `purchaseUpdatedListener`, the platform suffix last. */
export const listenerName = (event: string): string => event.replace(/^(.*?)(IOS|Android)?$/, (_, base: string, suffix = '') => `${base}Listener${suffix}`);

/**
 * What a docs version's code is compiled against: the release's TypeScript (files relative to the program's root),
 * the library module written from it, and the names that module puts in the global scope too (most blocks are
 * snippets that call the library without an import).
 */
export interface ReleaseTypes {
  files: Record<string, string>;
  library: string;
  globalNames: string[];
}

/**
 * A release that published TypeScript: everything its file exports, each operation typed as the release's own
 * `QueryField<K>` / `MutationField<K>` (one argument object), and each event's listener taking its payload.
 */
export function publishedTypes(releaseSource: string): ReleaseTypes {
  const release = ts.createSourceFile('release.ts', releaseSource, ts.ScriptTarget.ES2022);
  const [queries, mutations, events] = ['Query', 'Mutation', 'Subscription'].map((name) => membersOf(release, name));
  const field = (helper: string) => (name: string) => `export declare const ${name}: ${helper}<'${name}'>;`;
  const listener = (event: string) =>
    `export declare function ${listenerName(event)}(listener: (payload: Subscription['${event}']) => void, options?: SubscriptionArgsMap['${event}']): EventSubscription;`;
  const library = [
    "export * from './release';",
    "import type {MutationField, QueryField, Subscription, SubscriptionArgsMap} from './release';",
    '/** What a listener returns: the handle that stops it. */',
    'export interface EventSubscription {\n  remove(): void;\n}',
    ...queries.map(field('QueryField')),
    ...mutations.map(field('MutationField')),
    ...events.map(listener),
  ].join('\n');
  return {
    files: {'release.ts': releaseSource},
    library,
    globalNames: [...exportedNames(release), 'EventSubscription', ...queries, ...mutations, ...events.map(listenerName)],
  };
}

/**
 * A release that published no TypeScript (1.2.3): the declarations of its frozen model (./modelDeclarations.ts), and
 * each operation as the model's `OpenIap` declares it.
 */
export function derivedTypes(model: SpecModel): ReleaseTypes {
  const release = modelDeclarations(model);
  const operations = model.operations.map((operation) => operation.name);
  const library = [
    "export * from './release';",
    "import type {OpenIap} from './release';",
    ...operations.map((name) => `export declare const ${name}: OpenIap['${name}'];`),
  ].join('\n');
  const exported = exportedNames(ts.createSourceFile('release.ts', release, ts.ScriptTarget.ES2022));
  return {files: {'release.ts': release}, library, globalNames: [...exported, ...operations]};
}

const OPTIONS: ts.CompilerOptions = {
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  // Each block is a module of its own, so that two blocks declaring the same name do not collide.
  moduleDetection: ts.ModuleDetectionKind.Force,
  lib: ['lib.es2022.d.ts', 'lib.dom.d.ts'],
  types: [],
  jsx: ts.JsxEmit.ReactJSX,
  skipLibCheck: true,
};

/** The standard library's files, parsed once for every program. */
const libraryFiles = new Map<string, ts.SourceFile | undefined>();

/**
 * Compiles the blocks of one docs version against a release file's text; returns every problem, each naming the
 * block's file and line and the compiler's message. A problem of the library module or the app's declarations is
 * reported against them, so that a wrong declaration is never mistaken for a wrong page.
 */
export function checkBlocks(siteDir: string, types: ReleaseTypes, blocks: CodeBlock[]): CodeProblem[] {
  const root = path.join(siteDir, '.code-blocks');
  const appFile = path.join(__dirname, 'app.d.ts');
  const globals = [
    "import * as library from './library';",
    'declare global {',
    ...types.globalNames.map((name) => `  export import ${name} = library.${name};`),
    '}',
  ];
  const virtual = new Map<string, string>([
    ...Object.entries(types.files).map(([name, text]) => [path.join(root, name), text] as const),
    [path.join(root, 'library.ts'), types.library],
    [path.join(root, 'globals.d.ts'), globals.join('\n')],
    [path.join(root, 'app.d.ts'), readFileSync(appFile, 'utf8')],
  ]);
  const blockFiles = new Map<string, CodeBlock>();
  blocks.forEach((block, index) => {
    const name = path.join(root, `block-${index}.${block.tsx ? 'tsx' : 'ts'}`);
    virtual.set(name, block.code);
    blockFiles.set(name, block);
  });
  const options = {...OPTIONS, paths: {'your-openiap-library': [path.join(root, 'library.ts')]}};
  const host = ts.createCompilerHost(options);
  const getSourceFile = host.getSourceFile.bind(host);
  host.fileExists = (file) => virtual.has(file) || ts.sys.fileExists(file);
  host.directoryExists = (dir) => dir === root || ts.sys.directoryExists(dir);
  host.readFile = (file) => virtual.get(file) ?? ts.sys.readFile(file);
  host.getSourceFile = (file, language) => {
    const text = virtual.get(file);
    if (text !== undefined) return ts.createSourceFile(file, text, language, true);
    if (!libraryFiles.has(file)) libraryFiles.set(file, getSourceFile(file, language));
    return libraryFiles.get(file);
  };
  const program = ts.createProgram([...virtual.keys()], options, host);
  const diagnostics = [
    ...program.getOptionsDiagnostics(),
    ...program.getGlobalDiagnostics(),
    ...program.getSyntacticDiagnostics(),
    ...program.getSemanticDiagnostics(),
  ];
  return diagnostics.map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const at = diagnostic.file && diagnostic.start !== undefined ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line : 0;
    const block = diagnostic.file ? blockFiles.get(diagnostic.file.fileName) : undefined;
    if (!block) {
      const where = diagnostic.file
        ? `${path.relative(siteDir, diagnostic.file.fileName === path.join(root, 'app.d.ts') ? appFile : diagnostic.file.fileName)}:${at + 1}`
        : 'compiler options';
      return {block: {file: where, code: '', tsx: false}, message: `${where}: ${text}`};
    }
    const where = block.line !== undefined ? `${block.file}:${block.line + at}` : `${block.file} line ${at + 1}`;
    return {block, message: `${where}${block.label ? ` (${block.label})` : ''}: ${text}`};
  });
}

/** A docs version's code: its pages' blocks and its operations' examples, and what they are compiled against. */
export interface VersionCode {
  /** `current` for docs/ (Next), else the version's number. */
  version: string;
  /** The release's published TypeScript, relative to the project; undefined when the release published none. */
  releaseFile?: string;
  /** What the code is compiled against: the published file, else the declarations of the version's frozen model. */
  types: () => ReleaseTypes;
  blocks: CodeBlock[];
}

const OPERATIONS_FILE = path.join('spec', 'operations.ts');

/** Where each operation's example starts in spec/operations.ts: the line after the fence that follows its `@example`. */
function exampleLines(siteDir: string): (operation: string) => number | undefined {
  const lines = readFileSync(path.join(siteDir, OPERATIONS_FILE), 'utf8').split('\n');
  return (operation) => {
    const declaration = lines.findIndex((line) => new RegExp(`^\\s*${operation}\\(`).test(line));
    const example = lines
      .slice(0, declaration)
      .map((line) => line.includes('@example'))
      .lastIndexOf(true);
    return declaration > 0 && example >= 0 ? example + 3 : undefined;
  };
}

/**
 * Every docs version's code. Next is checked against the release its spec/ is at (`gql` of openiap-versions.json);
 * a released version against its own release file.
 */
export function versionsCode(siteDir: string): VersionCode[] {
  const exampleLine = exampleLines(siteDir);
  const releaseFile = (release: string) => {
    const file = path.join('spec', 'releases', 'typescript', `${release}.ts`);
    return existsSync(path.join(siteDir, file)) ? file : undefined;
  };
  const next = {version: 'current', docsDir: 'docs', model: loadLiveModel(siteDir), modelFile: OPERATIONS_FILE, release: readVersionsFile(siteDir).gql};
  const released = readDocsVersionsList(siteDir).map((version) => ({
    version,
    docsDir: path.join('versioned_docs', `version-${version}`),
    model: readSnapshot(snapshotPath(siteDir, version)),
    modelFile: path.relative(siteDir, snapshotPath(siteDir, version)),
    release: version,
  }));
  return [next, ...released].map(({version, docsDir, model, modelFile, release}) => ({
    version,
    releaseFile: releaseFile(release),
    types: () => {
      const file = releaseFile(release);
      if (file) return publishedTypes(readFileSync(path.join(siteDir, file), 'utf8'));
      return derivedTypes(model);
    },
    blocks: [
      ...pageFiles(siteDir, docsDir).flatMap((file) => pageBlocks(file, readFileSync(path.join(siteDir, file), 'utf8'))),
      ...model.operations.flatMap((operation) => {
        if (!operation.example) return [];
        const line = modelFile === OPERATIONS_FILE ? exampleLine(operation.name) : undefined;
        return [{file: modelFile, line, label: `example of ${operation.name}`, code: operation.example, tsx: false}];
      }),
    ],
  }));
}
