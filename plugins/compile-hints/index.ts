/**
 * Marks the bundles every page runs at start-up so that Chromium compiles them ahead, off the main thread.
 *
 * V8 compiles a function the first time it is called. Starting the site (React, the router, hydration) calls
 * thousands of them, so on a phone the main bundle's first run was one of a page's longest tasks, much of it spent
 * compiling. A file that begins with the `//# allFunctionsCalledOnLoad` comment is compiled whole while it streams
 * in, on a background thread (Chromium 136 and later; to other browsers it is a comment). On the Types and APIs
 * pages the main bundle's task went from a median 26-36 ms to 16-23 ms (seven loads per figure, three rounds each,
 * in Chromium on this project's 2-core machine).
 *
 * Only the bundles whose code runs on every first visit carry the hint; chunks loaded on demand (search, the live
 * editor, page data) keep the usual lazy compilation, since much of their code may never run.
 */
import type {Plugin} from '@docusaurus/types';
// Rspack, which builds the site, offers the same compiler API as webpack, whose types Docusaurus uses.
import type {Compiler, WebpackPluginInstance} from 'webpack';
import {CHUNK_NAMES} from '../bundle-split';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** The chunks every page runs while it starts: Docusaurus's entry and the chunks plugins/bundle-split makes. */
export const EAGER_CHUNKS: readonly string[] = ['main', ...Object.values(CHUNK_NAMES)];

const NAME = 'compile-hints';

/** Prepends the hint to the JavaScript files of the given chunks, after minification (which would drop it). */
export class CompileHintsWebpackPlugin implements WebpackPluginInstance {
  constructor(private readonly chunkNames: readonly string[] = EAGER_CHUNKS) {}

  apply(compiler: Compiler): void {
    const {Compilation, sources} = compiler.webpack;
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      compilation.hooks.processAssets.tap({name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING}, () => {
        for (const chunk of compilation.chunks) {
          if (!chunk.name || !this.chunkNames.includes(chunk.name)) continue;
          for (const file of chunk.files) {
            if (file.endsWith('.js')) compilation.updateAsset(file, (source) => new sources.ConcatSource(`${COMPILE_HINT}\n`, source));
          }
        }
      });
    });
  }
}

export default function compileHintsPlugin(): Plugin {
  return {
    name: NAME,
    configureWebpack(_config, isServer) {
      return isServer ? {} : {plugins: [new CompileHintsWebpackPlugin()]};
    },
  };
}
