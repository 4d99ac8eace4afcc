import {existsSync, readdirSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {gqlVersionOfFile, parseTypeBundlesFile, type TypeBundlesByVersion} from './validate';

/** Where the bundle files live, relative to the site folder: one <gqlVersion>.json per release. */
export const TYPE_BUNDLES_DIR = 'src/data/type-bundles';

/**
 * Reads and checks every bundle file of a site folder. A malformed file stops the build with a message naming the
 * file, the entry and the problem. A release without a bundle file is allowed (right after a version cut, before its
 * bundles are listed): the Types page then says so and links to the releases.
 */
export function readTypeBundles(siteDir: string): TypeBundlesByVersion {
  const dir = path.join(siteDir, TYPE_BUNDLES_DIR);
  const files = existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => name.endsWith('.json'))
        .sort()
    : [];
  const byVersion: TypeBundlesByVersion = {};
  for (const name of files) {
    const displayName = `${TYPE_BUNDLES_DIR}/${name}`;
    const version = gqlVersionOfFile(displayName);
    byVersion[version] = parseTypeBundlesFile(readFileSync(path.join(dir, name), 'utf8'), displayName);
  }
  return byVersion;
}

/** Publishes the type-definition bundles of every gql release as global data: {[gqlVersion]: TypeBundle[]}. */
export default function typeBundlesPlugin(context: LoadContext): Plugin<unknown> {
  return {
    name: 'type-bundles',
    getPathsToWatch() {
      return [path.join(context.siteDir, TYPE_BUNDLES_DIR, '*.json')];
    },
    async loadContent(): Promise<TypeBundlesByVersion> {
      return readTypeBundles(context.siteDir);
    },
    async contentLoaded({content, actions}) {
      actions.setGlobalData(content);
    },
  };
}
