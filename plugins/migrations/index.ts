/**
 * The migration pages: `/docs/migrating/<from>-to-<to>` for each pair of consecutive releases, and `/docs/migrating`,
 * which links every pair and holds a picker that compares any two releases in the browser.
 *
 * Why a plugin adds these routes rather than generating MDX docs: a migration compares releases, so it belongs to no
 * single docs version, while every docs page belongs to exactly one (and a released version's folder is frozen when it
 * is cut, so its pages cannot grow one per later release). Routes of their own, under the docs' address, show the
 * newest comparison to readers of /docs whatever version they came from, and they are rendered on the server like
 * every page. The docs sidebar reaches them through a link item (sidebars.ts).
 *
 * The successor lines (src/data/migration-successors.json) are checked here, at the start of the build: against the
 * consecutive release pairs and the newest release compared with the unreleased docs (Next).
 */
import {mkdirSync, writeFileSync} from 'node:fs';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {docsRoutes} from '../../shared/docsRoutes';
import {pairSlug, type MigrationDiff, type MigrationIndexData, type MigrationPageData, type ReleaseFacts, type Successors} from '../../shared/migration';
import {MIGRATING_PATH, MIGRATING_ROOT} from '../../shared/migration';
import {checkSuccessors, readSuccessors, SUCCESSORS_FILE} from './successors';
import {consecutiveDiffs, factsOf, NEXT, releasesOldestFirst, versionSequence} from './releases';

/** Where the picker finds each release's facts. */
export const FACTS_FOLDER = 'facts';
export {MIGRATING_PATH};

export interface MigrationContent {
  releases: string[];
  /** The consecutive release pairs, oldest first. */
  diffs: MigrationDiff[];
  successors: Successors;
  facts: ReleaseFacts[];
}

export function loadMigrations(siteDir: string): MigrationContent {
  const cache = new Map<string, ReleaseFacts>();
  const facts = (version: string): ReleaseFacts => {
    if (!cache.has(version)) cache.set(version, factsOf(siteDir, version));
    return cache.get(version)!;
  };
  const diffs = consecutiveDiffs(versionSequence(siteDir), facts);
  const successors = readSuccessors(siteDir);
  checkSuccessors(successors, diffs, SUCCESSORS_FILE);
  const releases = releasesOldestFirst(siteDir);
  return {releases, diffs: diffs.filter((diff) => diff.to !== NEXT), successors, facts: releases.map(facts)};
}

export default function migrationsPlugin(context: LoadContext): Plugin<unknown> {
  const {siteDir, baseUrl, outDir} = context;
  // Links and fetches are written without the base URL, which the theme's links add; routes are registered with it.
  const root = MIGRATING_ROOT;
  const route = (sitePath: string) => `${baseUrl.replace(/\/$/, '')}${sitePath}`;
  return {
    name: 'migrations',
    getPathsToWatch() {
      return [path.join(siteDir, SUCCESSORS_FILE), path.join(siteDir, 'versions.json')];
    },
    async loadContent() {
      return loadMigrations(siteDir);
    },
    // Route props rather than createData modules: Docusaurus files props under its own short alias, while a module's
    // absolute path on the build machine would be written into the route registry that every page loads.
    async contentLoaded({content: loaded, actions}) {
      const content = loaded as MigrationContent;
      const pairs: MigrationIndexData['pairs'] = [];
      for (const diff of content.diffs) {
        const slug = pairSlug(diff.from, diff.to);
        const removedNames = new Set(diff.removed.map((fact) => fact.name));
        const data: MigrationPageData = {
          diff,
          successors: Object.fromEntries(Object.entries(content.successors).filter(([name]) => removedNames.has(name))),
          indexPath: root,
        };
        actions.addRoute({
          path: route(`${root}/${slug}`),
          exact: true,
          component: '@site/src/components/MigrationPage',
          props: {data},
        });
        pairs.push({
          from: diff.from,
          to: diff.to,
          path: `${root}/${slug}`,
          removed: diff.removed.length,
          changed: diff.changed.length,
          deprecated: diff.deprecated.length,
          added: diff.added.length,
        });
      }
      const index: MigrationIndexData = {releases: content.releases, pairs, successors: content.successors, factsPath: `${root}/${FACTS_FOLDER}`};
      actions.addRoute({
        path: route(root),
        exact: true,
        component: '@site/src/components/MigrationIndex',
        props: {data: index},
      });
    },
    // The picker's data: one small file per release, fetched only when a reader compares two releases.
    async postBuild({content: loaded}) {
      const content = loaded as MigrationContent;
      const folder = path.join(outDir, docsRoutes.routeBasePath, MIGRATING_PATH, FACTS_FOLDER);
      mkdirSync(folder, {recursive: true});
      for (const facts of content.facts) writeFileSync(path.join(folder, `${facts.version}.json`), JSON.stringify(facts));
    },
  };
}
