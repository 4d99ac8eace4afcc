/** The compile hint on the bundles every page runs at start-up (plugins/compile-hints). */
import compileHintsPlugin, {COMPILE_HINT, CompileHintsWebpackPlugin} from '@site/plugins/compile-hints';

/** A stand-in for the bundler: chunks with files, and the asset-processing hook the plugin taps. */
function compile(chunks: {name?: string; files: string[]}[]) {
  const assets = new Map<string, string>(chunks.flatMap((chunk) => chunk.files.map((file) => [file, `code of ${file}`] as [string, string])));
  const stages: number[] = [];
  const compiler = {
    webpack: {
      Compilation: {PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE: 400, PROCESS_ASSETS_STAGE_DEV_TOOLING: 500},
      sources: {
        ConcatSource: class {
          private readonly parts: (string | {source(): string})[];
          constructor(...parts: (string | {source(): string})[]) {
            this.parts = parts;
          }
          source() {
            return this.parts.map((part) => (typeof part === 'string' ? part : part.source())).join('');
          }
        },
      },
    },
    hooks: {
      thisCompilation: {
        tap(_name: string, callback: (compilation: unknown) => void) {
          callback({
            chunks,
            hooks: {processAssets: {tap: ({stage}: {stage: number}, run: () => void) => (stages.push(stage), run())}},
            updateAsset(file: string, update: (source: {source(): string}) => {source(): string}) {
              assets.set(file, update({source: () => assets.get(file)!}).source());
            },
          });
        },
      },
    },
  };
  new CompileHintsWebpackPlugin().apply(compiler as never);
  return {assets, stages};
}

describe('compile hints', () => {
  it('marks the JavaScript of the start-up chunks, and nothing else', () => {
    const {assets} = compile([
      {name: 'main', files: ['assets/js/main.1.js']},
      {name: 'react-dom', files: ['assets/js/react-dom.2.js']},
      {name: 'theme', files: ['assets/js/theme.3.js', 'assets/css/theme.3.css']},
      {name: 'docs-pages', files: ['assets/js/docs-pages.4.js']},
      {name: 'runtime~main', files: ['assets/js/runtime~main.5.js']},
      {name: '4501ff1a', files: ['assets/js/4501ff1a.6.js']},
      {files: ['assets/js/8961.7.js']},
    ]);
    expect(assets.get('assets/js/main.1.js')).toBe(`${COMPILE_HINT}\ncode of assets/js/main.1.js`);
    for (const file of ['assets/js/react-dom.2.js', 'assets/js/theme.3.js']) expect(assets.get(file)!.startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    for (const file of ['assets/css/theme.3.css', 'assets/js/docs-pages.4.js', 'assets/js/runtime~main.5.js', 'assets/js/4501ff1a.6.js', 'assets/js/8961.7.js'])
      expect(assets.get(file)).toBe(`code of ${file}`);
  });

  it('adds the comment after minification, which would remove it', () => {
    const {stages} = compile([{name: 'main', files: ['main.js']}]);
    expect(stages).toEqual([500]);
  });

  it('is part of the browser build only', () => {
    const plugin = compileHintsPlugin();
    const configure = plugin.configureWebpack!.bind(plugin) as (config: unknown, isServer: boolean) => {plugins?: unknown[]};
    expect(configure({}, true)).toEqual({});
    expect(configure({}, false).plugins).toEqual([expect.any(CompileHintsWebpackPlugin)]);
  });
});
