/**
 * The dated news items of the Announcements page, also listed under "Recent Updates" on the Notes page. Each text
 * states the fact as it stands. The Horizon devices and module version are facts of the specification, so they come
 * from the spec model of the page's docs version (the spec-model remark plugin passes the items to the page): a
 * released version names its own devices, not those of spec/ today.
 */

export interface Announcement {
  /** Stable key, also the element id of the item on the Announcements page. */
  id: string;
  title: string;
  /**
   * When it was announced, as an ISO 8601 calendar date: a full day (2025-08-15) or, where only the month is
   * known, a month (2025-10).
   */
  date: string;
  /** One or two sentences in plain words. */
  text: string;
  /** Where to read more on this site: `doc:<page>` for a docs page of the version being read, else a path. */
  link?: {to: string; label: string};
}

/** ["a", "b", "c"] → "a, b and c". */
export function joinWithAnd(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** The facts of the specification that the announcements name, as a docs version's spec model has them. */
export interface AnnouncedFacts {
  horizonDevices: readonly string[];
  horizonMinimumGoogleModuleVersion: string;
}

/** Thrown when a model lacks a fact the announcements name; the caller says which model file it was. */
export class AnnouncementFactsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AnnouncementFactsError';
  }
}

/** The announced facts from a spec model's constants; a missing or malformed one throws, naming it. */
export function announcedFactsOf(constants: Record<string, unknown>): AnnouncedFacts {
  const {horizonDevices, horizonMinimumGoogleModuleVersion} = constants;
  if (!Array.isArray(horizonDevices) || horizonDevices.length === 0 || !horizonDevices.every((device) => typeof device === 'string' && device !== '')) {
    throw new AnnouncementFactsError('its constant horizonDevices is not a non-empty list of device names.');
  }
  if (typeof horizonMinimumGoogleModuleVersion !== 'string' || horizonMinimumGoogleModuleVersion === '') {
    throw new AnnouncementFactsError('its constant horizonMinimumGoogleModuleVersion is not a version string.');
  }
  return {horizonDevices, horizonMinimumGoogleModuleVersion};
}

const announcementList = (facts: AnnouncedFacts): Announcement[] => [
  {
    id: 'graphql-schema',
    title: 'GraphQL schema v1.0.0',
    date: '2025-09',
    text:
      'The types, operations and events of the specification are published as a versioned GraphQL schema, the ' +
      'openiap-gql package. Its releases carry type-definition bundles for TypeScript, Swift, Kotlin and Dart, ' +
      'which you can download from the Types page.',
    link: {to: 'doc:types', label: 'Browse the types'},
  },
  {
    id: 'official-modules',
    title: 'Official Apple and Google modules',
    date: '2025-09',
    text:
      'The specification now ships with two official native modules: openiap-apple, written in Swift on StoreKit 2, ' +
      'and openiap-google, written in Kotlin on Google Play Billing. The React Native, Expo, Flutter and Kotlin ' +
      'Multiplatform libraries build on them, so every framework gets the same behaviour from one native core.',
    link: {to: 'doc:versions', label: 'See the current module versions'},
  },
  {
    id: 'meta-backing',
    title: 'OpenIAP is backed by Meta',
    date: '2025-08-15',
    text: 'Meta now supports OpenIAP as its Angel-level sponsor, backing one open specification for in-app purchases ' + 'across app stores and frameworks.',
    link: {to: '/sponsors', label: 'Read about sponsorship'},
  },
  {
    id: 'horizon-os',
    title: 'Meta Horizon OS support',
    date: '2025-10',
    text:
      `Apps on ${joinWithAnd(facts.horizonDevices)} can now sell products through the Meta Horizon Store with the same ` +
      `OpenIAP calls they use on Android. Support comes through openiap-google ${facts.horizonMinimumGoogleModuleVersion} ` +
      'or later.',
    link: {to: 'doc:horizon-setup', label: 'Set up Horizon OS'},
  },
];

/**
 * Newest first. Comparing ISO dates as text orders them by time; a month-only date (2025-09) sorts before the days
 * of that month, and items with the same date keep the order they were written in.
 */
export function sortNewestFirst(items: readonly Announcement[]): Announcement[] {
  return [...items].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** "2025-10" → "October 2025"; "2025-08-15" → "15 August 2025". Independent of the reader's time zone. */
export function formatAnnouncementDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(isoDate);
  if (!match) throw new Error(`announcements: "${isoDate}" is not an ISO date (YYYY-MM or YYYY-MM-DD).`);
  const [, year, month, day] = match;
  const monthName = MONTHS[Number(month) - 1];
  if (!monthName) throw new Error(`announcements: "${isoDate}" has no month ${month}.`);
  return day ? `${Number(day)} ${monthName} ${year}` : `${monthName} ${year}`;
}

/** The four announcements, newest first, with the facts of one docs version. */
export function announcementsFor(facts: AnnouncedFacts): Announcement[] {
  return sortNewestFirst(announcementList(facts));
}
