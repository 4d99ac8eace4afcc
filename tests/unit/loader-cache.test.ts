/** The site's own loaders as build dependencies of the bundler's persistent cache (plugins/loader-cache). */
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import type {Configuration} from 'webpack';
import loaderCachePlugin, {loadersOfRules, siteLoaders} from '@site/plugins/loader-cache';
import staticIslandsPlugin, {ISLAND_LOADER} from '@site/plugins/static-islands';

const siteDir = path.resolve(__dirname, '../..');
const own = path.join(siteDir, 'plugins', 'example', 'loader.js');
const packaged = path.join(siteDir, 'node_modules', 'some-package', 'loader.js');

const persistent = {type: 'persistent', version: 'v', buildDependencies: [path.join(siteDir, 'docusaurus.config.ts')]};

function configure(config: Configuration) {
  const plugin = loaderCachePlugin({siteDir} as LoadContext);
  return (plugin.configureWebpack as (config: Configuration, isServer: boolean) => Record<string, unknown>)(config, false);
}

describe('loadersOfRules', () => {
  it('finds loaders in every place a rule can name one', () => {
    const rules = [
      {test: /a/, loader: 'a-loader'},
      {test: /b/, use: 'b-loader'},
      {test: /c/, use: ['c-loader', {loader: 'd-loader', options: {}}]},
      {test: /e/, use: {loader: 'e-loader'}},
      {oneOf: [{use: [{loader: 'f-loader'}]}, {rules: [{loader: 'g-loader'}]}]},
      {test: /h/, use: () => [{loader: 'decided-per-module'}]},
      null,
      '...',
    ];
    expect(loadersOfRules(rules)).toEqual(['a-loader', 'b-loader', 'c-loader', 'd-loader', 'e-loader', 'f-loader', 'g-loader']);
  });

  it('finds none where there are no rules', () => {
    expect(loadersOfRules(undefined)).toEqual([]);
  });
});

describe('siteLoaders', () => {
  it("keeps the site's own files, once each, without their query", () => {
    expect(siteLoaders([own, `${own}?mode=x`, packaged, 'babel-loader', path.join(path.dirname(siteDir), 'elsewhere.js')], siteDir)).toEqual([own]);
  });
});

describe('the loader-cache plugin', () => {
  it("adds the site's loaders to the persistent cache's build dependencies", () => {
    const config = {experiments: {cache: persistent}, module: {rules: [{test: /x/, use: [{loader: own}, {loader: packaged}]}]}} as unknown as Configuration;
    expect(configure(config)).toEqual({experiments: {cache: {buildDependencies: [own]}}});
  });

  it('changes nothing without a persistent cache (turned off, or a memory cache)', () => {
    const rules = [{test: /x/, loader: own}];
    expect(configure({module: {rules}} as Configuration)).toEqual({});
    expect(configure({experiments: {}, module: {rules}} as Configuration)).toEqual({});
    expect(configure({experiments: {cache: {type: 'memory'}}, module: {rules}} as unknown as Configuration)).toEqual({});
  });

  it("covers the static islands' loader as the site configures it", () => {
    const islands = staticIslandsPlugin().configureWebpack as (config: Configuration, isServer: boolean) => Configuration;
    for (const isServer of [false, true]) {
      const config = {experiments: {cache: persistent}, module: islands({} as Configuration, isServer).module} as unknown as Configuration;
      expect(configure(config)).toEqual({experiments: {cache: {buildDependencies: [ISLAND_LOADER]}}});
    }
  });
});
