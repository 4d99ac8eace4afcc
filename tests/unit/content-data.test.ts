import {announcedFactsOf, announcementsFor, formatAnnouncementDate, joinWithAnd, sortNewestFirst, type Announcement} from '@site/shared/announcements';
import {formatNewsDate, isExternalHref, tutorialSections} from '@site/src/data/tutorials';

describe('announcements', () => {
  const facts = {horizonDevices: ['Quest 2', 'Quest 3', 'Quest Pro'], horizonMinimumGoogleModuleVersion: '1.3.2'};
  const announcements = announcementsFor(facts);

  it('lists the four dated items of the Announcements page, newest first', () => {
    expect(announcements.map((item) => [item.title, item.date])).toEqual([
      ['Meta Horizon OS support', '2025-10'],
      ['GraphQL schema v1.0.0', '2025-09'],
      ['Official Apple and Google modules', '2025-09'],
      ['OpenIAP is backed by Meta', '2025-08-15'],
    ]);
  });

  it('names the Horizon devices and module version it is given, not typed literals', () => {
    const horizon = announcementsFor({horizonDevices: ['Quest 3', 'Quest 3S'], horizonMinimumGoogleModuleVersion: '9.8.7'}).find(
      (item) => item.id === 'horizon-os',
    );
    expect(horizon?.text).toContain('Apps on Quest 3 and Quest 3S can');
    expect(horizon?.text).toContain('openiap-google 9.8.7 or later');
  });

  it('reads those facts from a spec model, and names the one a model lacks', () => {
    expect(announcedFactsOf({...facts, other: 1})).toEqual(facts);
    expect(() => announcedFactsOf({horizonMinimumGoogleModuleVersion: '1.3.2'})).toThrow(/horizonDevices is not a non-empty list/);
    expect(() => announcedFactsOf({...facts, horizonDevices: ['Quest 2', 3]})).toThrow(/horizonDevices/);
    expect(() => announcedFactsOf({...facts, horizonMinimumGoogleModuleVersion: 132})).toThrow(/horizonMinimumGoogleModuleVersion is not a version string/);
  });

  it('sorts by date, newest first, keeping the written order for equal dates', () => {
    const item = (id: string, date: string): Announcement => ({id, title: id, date, text: ''});
    const sorted = sortNewestFirst([item('a', '2024-01-02'), item('b', '2025-09'), item('c', '2025-09'), item('d', '2025-09-30')]);
    expect(sorted.map((entry) => entry.id)).toEqual(['d', 'b', 'c', 'a']);
  });

  it('formats month and day dates the same way in every time zone', () => {
    expect(formatAnnouncementDate('2025-10')).toBe('October 2025');
    expect(formatAnnouncementDate('2025-08-15')).toBe('15 August 2025');
    expect(formatAnnouncementDate('2025-01-01')).toBe('1 January 2025');
  });

  it('refuses dates that are not ISO calendar dates', () => {
    expect(() => formatAnnouncementDate('August 2025')).toThrow(/not an ISO date/);
    expect(() => formatAnnouncementDate('2025-13')).toThrow(/no month 13/);
  });

  it('joins lists for reading', () => {
    expect(joinWithAnd([])).toBe('');
    expect(joinWithAnd(['a'])).toBe('a');
    expect(joinWithAnd(['a', 'b'])).toBe('a and b');
    expect(joinWithAnd(['a', 'b', 'c'])).toBe('a, b and c');
  });
});

describe('tutorials', () => {
  it('has the four sections of the Tutorials page, in order', () => {
    expect(tutorialSections.map((section) => section.title)).toEqual(['Setups', 'News', 'Getting Started', 'Verify Receipt']);
  });

  it('dates the two news items and links them to their public addresses', () => {
    const news = tutorialSections.find((section) => section.id === 'news');
    expect(news?.links.map((link) => [link.date, link.href])).toEqual([
      ['2025-06-30', 'https://developer.android.com/google/play/billing/release-notes#8-0-0'],
      ['2025-06-10', 'https://www.youtube.com/watch?v=LtWMxxL4nsw'],
    ]);
    expect(news?.links.map((link) => formatNewsDate(link.date ?? ''))).toEqual(['30 June 2025', '10 June 2025']);
  });

  it('keeps the setup links on this site and every other link on https', () => {
    const setups = tutorialSections.find((section) => section.id === 'setups');
    expect(setups?.links.map((link) => link.href)).toEqual(['/docs/ios-setup', '/docs/android-setup']);
    for (const section of tutorialSections.filter((entry) => entry.id !== 'setups')) {
      for (const link of section.links) expect(link.href).toMatch(/^https:\/\//);
    }
    expect(isExternalHref('/docs/ios-setup')).toBe(false);
    expect(isExternalHref('https://developer.apple.com/storekit/')).toBe(true);
  });
});
