/**
 * Makes the site's own bundler loaders build dependencies of Rspack's persistent cache.
 *
 * With Docusaurus's `faster` options, Rspack keeps the modules it built in `node_modules/.cache/rspack` and reuses
 * them in the next build. It throws that cache away when a build dependency changes: Docusaurus lists its site config,
 * and the bundler follows the config's imports, so the remark plugins are covered. A loader is different: the config
 * names it by path and never imports it. An edit of such a loader was not seen: the next build kept the old output
 * until the cache folder was deleted by hand.
 *
 * So this plugin, the last one to configure the bundler, finds each loader the rules name from the site's own folders
 * and adds it to the cache's build dependencies. A loader added later is covered without a change here.
 */
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';

/** The parts of a bundler rule that can name a loader, as webpack and Rspack accept them. */
interface RuleLike {
  loader?: unknown;
  use?: unknown;
  oneOf?: unknown;
  rules?: unknown;
}

function loadersOfUse(use: unknown): string[] {
  if (typeof use === 'string') return [use];
  if (Array.isArray(use)) return use.flatMap(loadersOfUse);
  if (use !== null && typeof use === 'object' && typeof (use as {loader?: unknown}).loader === 'string') return [(use as {loader: string}).loader];
  // A function `use` is decided per module; it names nothing that can be listed ahead.
  return [];
}

/** Every loader a list of rules names, nested rules included, as written (a path or a package name). */
export function loadersOfRules(rules: unknown): string[] {
  if (!Array.isArray(rules)) return [];
  return rules.flatMap((rule: unknown) => {
    if (rule === null || typeof rule !== 'object') return [];
    const {loader, use, oneOf, rules: nested} = rule as RuleLike;
    return [...(typeof loader === 'string' ? [loader] : []), ...loadersOfUse(use), ...loadersOfRules(oneOf), ...loadersOfRules(nested)];
  });
}

/** The loaders among `loaders` that are files of the site: absolute paths inside siteDir, outside node_modules. */
export function siteLoaders(loaders: readonly string[], siteDir: string): string[] {
  const own = loaders
    .map((loader) => loader.split('?')[0])
    .filter((file) => {
      if (!path.isAbsolute(file)) return false;
      const relative = path.relative(siteDir, file);
      return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative) && !relative.split(path.sep).includes('node_modules');
    });
  return [...new Set(own)].sort();
}

/** The cache settings of a bundler config, when the persistent cache is on (the `faster` options, unless disabled). */
function persistentCache(config: {experiments?: unknown}): {buildDependencies?: unknown} | undefined {
  const cache = (config.experiments as {cache?: unknown} | undefined)?.cache;
  return cache !== null && typeof cache === 'object' && (cache as {type?: unknown}).type === 'persistent' ? cache : undefined;
}

export default function loaderCachePlugin(context: LoadContext): Plugin {
  return {
    name: 'loader-cache',
    configureWebpack(config) {
      if (!persistentCache(config)) return {};
      const loaders = siteLoaders(loadersOfRules(config.module?.rules), context.siteDir);
      // Merged into the config by concatenation: Docusaurus's own build dependencies stay.
      return loaders.length > 0 ? {experiments: {cache: {buildDependencies: loaders}}} : {};
    },
  };
}
