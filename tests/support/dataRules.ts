/**
 * The rules the data of the Languages and Sponsors pages must follow, as pure functions that return messages a
 * contributor can act on ("libraries[3] (expo-iap): docsUrl "htp://x" is not an absolute https URL"). An empty list
 * means the data is fine. tests/unit/data.test.ts runs them on the real data; files are looked up through the
 * `staticFileSize` callback so that these functions never touch the disk themselves.
 */
import type {OpenIapVersions} from '@site/shared/openIapVersions';
import {libraryLogoPath, VERSION_PLACEHOLDER, type Library} from '@site/src/data/libraries';
import {TIER_NAMES, type Sponsor, type Tier} from '@site/src/data/sponsors';

/** Size in bytes of a file under static/, addressed as the site serves it ("/img/x.svg"); undefined when absent. */
export type StaticFileSize = (sitePath: string) => number | undefined;

/** Self-drawn library logos stay small: they are simple shapes, not pictures. */
export const MAX_LIBRARY_LOGO_BYTES = 2048;

const VERSION_KEYS = ['gql', 'google', 'apple', 'kmp'] as const;

export function isAbsoluteHttpsUrl(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' && url.hostname.includes('.') && value === value.trim();
  } catch {
    return false;
  }
}

function isBlank(value: unknown): boolean {
  return typeof value !== 'string' || value.trim() === '';
}

/** `url "…" is not an absolute https URL`, or `is missing its url` when there is none at all. */
function urlProblem(field: string, value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return `is missing its ${field} link`;
  if (!isAbsoluteHttpsUrl(value)) return `${field} ${JSON.stringify(value)} is not an absolute https URL`;
  return undefined;
}

export function checkLibraries(
  libraries: readonly Library[],
  {staticFileSize, versions}: {staticFileSize: StaticFileSize; versions?: OpenIapVersions},
): string[] {
  const messages: string[] = [];
  const seen = new Map<string, number>();
  libraries.forEach((library, index) => {
    const where = `libraries[${index}]${isBlank(library.id) ? '' : ` (${library.id})`}`;
    const say = (problem: string) => messages.push(`${where}: ${problem}`);

    if (isBlank(library.id)) say('is missing its id');
    else if (!/^[a-z0-9][a-z0-9_-]*$/.test(library.id)) {
      say(`id ${JSON.stringify(library.id)} must use lower-case letters, digits, "-" and "_" only (it names the logo file)`);
    } else if (seen.has(library.id)) {
      say(`duplicate id: libraries[${seen.get(library.id)}] already uses "${library.id}"`);
    } else seen.set(library.id, index);

    for (const field of ['name', 'description', 'platform', 'shortName'] as const) {
      if (isBlank(library[field])) say(`is missing its ${field}`);
    }
    if (!isBlank(library.description) && /\n/.test(library.description)) say('description must be one line');

    for (const field of ['repositoryUrl', 'docsUrl'] as const) {
      const problem = urlProblem(field, library[field]);
      if (problem) say(problem);
    }

    const install = library.install;
    if (!install || isBlank(install.line)) say('is missing its install line');
    else {
      const hasPlaceholder = install.line.includes(VERSION_PLACEHOLDER);
      if (isBlank(install.where)) say('install line is missing "where" (e.g. "Terminal", "Podfile")');
      if (hasPlaceholder && !install.versionOf) {
        say(`install line contains ${VERSION_PLACEHOLDER} but no versionOf says which version fills it`);
      } else if (!hasPlaceholder && install.versionOf) {
        say(`install line has versionOf "${install.versionOf}" but no ${VERSION_PLACEHOLDER} to put it in`);
      }
      if (install.versionOf) {
        if (!(VERSION_KEYS as readonly string[]).includes(install.versionOf)) {
          say(`versionOf "${install.versionOf}" is not a package of openiap-versions.json (${VERSION_KEYS.join(', ')})`);
        } else if (versions && !versions[install.versionOf]) {
          say(`install line needs the "${install.versionOf}" version, which openiap-versions.json does not have`);
        }
      }
    }

    if (!isBlank(library.id)) {
      const logo = libraryLogoPath(library.id);
      const size = staticFileSize(logo);
      if (size === undefined) say(`logo file missing: add static${logo}`);
      else if (size > MAX_LIBRARY_LOGO_BYTES) {
        say(`logo static${logo} is ${size} bytes; keep it under ${MAX_LIBRARY_LOGO_BYTES} (a simple self-drawn SVG)`);
      }
    }
  });
  return messages;
}

export function checkTiers(tiers: readonly Tier[]): string[] {
  const messages: string[] = [];
  const seen = new Set<string>();
  tiers.forEach((tier, index) => {
    const where = `tiers[${index}]${isBlank(tier.name) ? '' : ` (${tier.name})`}`;
    const say = (problem: string) => messages.push(`${where}: ${problem}`);
    if (!(TIER_NAMES as readonly string[]).includes(tier.name)) {
      say(`unknown tier ${JSON.stringify(tier.name)} (known tiers: ${TIER_NAMES.join(', ')})`);
    } else if (seen.has(tier.name)) say('duplicate tier');
    seen.add(tier.name);
    if (!Number.isInteger(tier.monthlyUsd) || tier.monthlyUsd <= 0) {
      say(`monthlyUsd must be a whole number of dollars above 0, got ${JSON.stringify(tier.monthlyUsd)}`);
    } else if (index > 0 && tiers[index - 1].monthlyUsd >= tier.monthlyUsd) {
      say(`must cost more than tiers[${index - 1}] (${tiers[index - 1].name}): list tiers from cheapest to dearest`);
    }
    if (isBlank(tier.benefit)) say('is missing its benefit');
  });
  return messages;
}

export function checkSponsors(lists: Record<string, readonly Sponsor[]>, {staticFileSize}: {staticFileSize: StaticFileSize}): string[] {
  const messages: string[] = [];
  const seen = new Map<string, string>();
  for (const [listName, sponsors] of Object.entries(lists)) {
    sponsors.forEach((sponsor, index) => {
      const here = `${listName}[${index}]`;
      const where = `${here}${isBlank(sponsor.name) ? '' : ` (${sponsor.name})`}`;
      const say = (problem: string) => messages.push(`${where}: ${problem}`);
      if (isBlank(sponsor.name)) say('is missing its name');
      else {
        const key = sponsor.name.trim().toLowerCase();
        if (seen.has(key)) say(`duplicate sponsor: ${seen.get(key)} has the same name`);
        else seen.set(key, here);
      }
      const problem = urlProblem('url', sponsor.url);
      if (problem) say(problem);
      if (sponsor.tier !== undefined && !(TIER_NAMES as readonly string[]).includes(sponsor.tier)) {
        say(`unknown tier ${JSON.stringify(sponsor.tier)} (known tiers: ${TIER_NAMES.join(', ')})`);
      }
      if (isBlank(sponsor.logo)) say('is missing its logo');
      else if (!/^\/img\/[\w./-]+\.(svg|png|webp)$/.test(sponsor.logo)) {
        say(`logo ${JSON.stringify(sponsor.logo)} must be a site path under /img/, e.g. "/img/sponsors/acme.svg" (no other hosts)`);
      } else if (staticFileSize(sponsor.logo) === undefined) say(`logo file missing: add static${sponsor.logo}`);
      for (const field of ['width', 'height'] as const) {
        if (!Number.isInteger(sponsor[field]) || sponsor[field] <= 0) {
          say(`${field} must be a whole number of pixels above 0, got ${JSON.stringify(sponsor[field])}`);
        }
      }
    });
  }
  return messages;
}

export function checkUrls(links: Record<string, unknown>, listName: string): string[] {
  return Object.entries(links).flatMap(([field, value]) => {
    const problem = urlProblem(field, value);
    return problem ? [`${listName}: ${problem}`] : [];
  });
}
