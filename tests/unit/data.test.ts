import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {installLine, libraries, type Library} from '@site/src/data/libraries';
import {currentSponsors, pastSupporters, supportLinks, tiers, type Sponsor, type Tier} from '@site/src/data/sponsors';
import {checkLibraries, checkSponsors, checkTiers, checkUrls, isAbsoluteHttpsUrl, type StaticFileSize} from '../support/dataRules';
import {readVersionsFile} from '@site/plugins/openiap-versions';
import {parseTypeBundlesFile, gqlVersionOfFile} from '@site/plugins/type-bundles/validate';
import {TYPE_BUNDLES_DIR} from '@site/plugins/type-bundles';

const siteDir = path.resolve(__dirname, '../..');
const versions = readVersionsFile(siteDir);

/** The real static/ folder of the site. */
const staticFileSize: StaticFileSize = (sitePath) => {
  try {
    const stats = statSync(path.join(siteDir, 'static', sitePath));
    return stats.isFile() ? stats.size : undefined;
  } catch {
    return undefined;
  }
};

/** A static/ folder in which every file exists and is small, for tests about other mistakes. */
const everyFileExists: StaticFileSize = () => 300;

function library(overrides: Partial<Library> = {}): Library {
  return {
    id: 'acme-iap',
    name: 'acme-iap',
    shortName: 'Acme',
    description: 'In-app purchases for Acme apps.',
    platform: 'Acme',
    install: {line: 'acme add acme-iap', where: 'Terminal'},
    repositoryUrl: 'https://github.com/example/acme-iap',
    docsUrl: 'https://example.github.io/acme-iap',
    ...overrides,
  };
}

function sponsor(overrides: Partial<Sponsor> = {}): Sponsor {
  return {name: 'Acme', url: 'https://acme.example', logo: '/img/sponsors/acme.svg', width: 120, height: 48, ...overrides};
}

describe('the real data passes every check', () => {
  it('src/data/libraries.ts', () => {
    expect(checkLibraries(libraries, {staticFileSize, versions})).toEqual([]);
  });

  it('src/data/sponsors.ts: tiers, sponsors and the support links', () => {
    expect(checkTiers(tiers)).toEqual([]);
    expect(checkSponsors({currentSponsors, pastSupporters}, {staticFileSize})).toEqual([]);
    expect(checkUrls({membershipUrl: supportLinks.membershipUrl, paymentUrl: supportLinks.paymentUrl}, 'supportLinks')).toEqual([]);
  });

  it(`every file of ${TYPE_BUNDLES_DIR}/`, () => {
    const dir = path.join(siteDir, TYPE_BUNDLES_DIR);
    const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
    // A release may have no bundle file (its assets are not listed); the Types page then links the release page.
    expect(files.length).toBeGreaterThan(0);
    for (const name of files) {
      const displayName = `${TYPE_BUNDLES_DIR}/${name}`;
      expect(() => gqlVersionOfFile(displayName)).not.toThrow();
      expect(() => parseTypeBundlesFile(readFileSync(path.join(dir, name), 'utf8'), displayName)).not.toThrow();
    }
  });

  it('lists the six implementations of the specification, two of them official', () => {
    expect(libraries.map((entry) => entry.id)).toEqual([
      'openiap-apple',
      'openiap-google',
      'react-native-iap',
      'expo-iap',
      'flutter_inapp_purchase',
      'kmp-iap',
    ]);
    expect(libraries.filter((entry) => entry.official).map((entry) => entry.id)).toEqual(['openiap-apple', 'openiap-google']);
  });

  it('fills the versions of install lines from openiap-versions.json', () => {
    const byId = (id: string) => libraries.find((entry) => entry.id === id)!;
    expect(installLine(byId('kmp-iap'), versions)).toBe('implementation("io.github.hyochan:kmp-iap:1.0.0-rc.3")');
    expect(installLine(byId('openiap-google'), {gql: '1.2.3', google: '9.9.9'})).toBe('implementation("io.github.hyochan.openiap:openiap-google:9.9.9")');
    expect(installLine(byId('expo-iap'), versions)).toBe('npx expo install expo-iap');
    expect(() => installLine(byId('kmp-iap'), {gql: '1.2.3'})).toThrow(
      'kmp-iap: its install line needs the "kmp" version, but openiap-versions.json has no "kmp" entry.',
    );
  });

  it('keeps the five tiers and their prices', () => {
    expect(tiers.map((tier) => `${tier.name} $${tier.monthlyUsd}`)).toEqual(['Community $25', 'Bronze $100', 'Silver $300', 'Gold $500', 'Angel $999']);
  });
});

describe('libraries: a mistake is reported by index, id and field', () => {
  it('a link that is not an absolute https URL', () => {
    const list = [library({id: 'a'}), library({id: 'b'}), library({id: 'expo-iap', docsUrl: 'htp://hyochan.github.io/expo-iap'})];
    expect(checkLibraries(list, {staticFileSize: everyFileExists})).toEqual([
      'libraries[2] (expo-iap): docsUrl "htp://hyochan.github.io/expo-iap" is not an absolute https URL',
    ]);
  });

  it('a missing link, a relative link and plain http', () => {
    const list = [library({repositoryUrl: '', docsUrl: '/docs/acme'}), library({id: 'b', repositoryUrl: 'http://example.com'})];
    expect(checkLibraries(list, {staticFileSize: everyFileExists})).toEqual([
      'libraries[0] (acme-iap): is missing its repositoryUrl link',
      'libraries[0] (acme-iap): docsUrl "/docs/acme" is not an absolute https URL',
      'libraries[1] (b): repositoryUrl "http://example.com" is not an absolute https URL',
    ]);
  });

  it('a duplicate id', () => {
    expect(checkLibraries([library(), library({name: 'other'})], {staticFileSize: everyFileExists})).toEqual([
      'libraries[1] (acme-iap): duplicate id: libraries[0] already uses "acme-iap"',
    ]);
  });

  it('a logo file missing in static/, or too big', () => {
    expect(checkLibraries([library()], {staticFileSize: () => undefined})).toEqual([
      'libraries[0] (acme-iap): logo file missing: add static/img/libraries/acme-iap.svg',
    ]);
    expect(checkLibraries([library()], {staticFileSize: () => 5000})).toEqual([
      'libraries[0] (acme-iap): logo static/img/libraries/acme-iap.svg is 5000 bytes; keep it under 2048 (a simple self-drawn SVG)',
    ]);
  });

  it('missing text, and an id that cannot name a file', () => {
    expect(checkLibraries([library({id: 'Acme IAP', description: ' ', name: ''})], {staticFileSize: everyFileExists})).toEqual([
      'libraries[0] (Acme IAP): id "Acme IAP" must use lower-case letters, digits, "-" and "_" only (it names the logo file)',
      'libraries[0] (Acme IAP): is missing its name',
      'libraries[0] (Acme IAP): is missing its description',
    ]);
  });

  it('an install line whose {version} has no source, or whose version is not in openiap-versions.json', () => {
    const list = [
      library({id: 'a', install: {line: 'acme add acme-iap@{version}', where: 'Terminal'}}),
      library({id: 'b', install: {line: 'acme add acme-iap', versionOf: 'kmp', where: 'Terminal'}}),
      library({id: 'c', install: {line: 'acme add acme-iap@{version}', versionOf: 'kmp', where: 'Terminal'}}),
    ];
    expect(checkLibraries(list, {staticFileSize: everyFileExists, versions: {gql: '1.2.3'}})).toEqual([
      'libraries[0] (a): install line contains {version} but no versionOf says which version fills it',
      'libraries[1] (b): install line has versionOf "kmp" but no {version} to put it in',
      'libraries[1] (b): install line needs the "kmp" version, which openiap-versions.json does not have',
      'libraries[2] (c): install line needs the "kmp" version, which openiap-versions.json does not have',
    ]);
  });
});

describe('sponsors: a mistake is reported by list, index, name and field', () => {
  it('an unknown tier, on a tier and on a sponsor', () => {
    const badTiers = [...tiers.slice(0, 4), {name: 'Platinum', monthlyUsd: 2000, benefit: 'Everything.'} as unknown as Tier];
    expect(checkTiers(badTiers)).toEqual(['tiers[4] (Platinum): unknown tier "Platinum" (known tiers: Community, Bronze, Silver, Gold, Angel)']);
    expect(checkSponsors({currentSponsors: [sponsor({tier: 'Diamond' as never})]}, {staticFileSize: everyFileExists})).toEqual([
      'currentSponsors[0] (Acme): unknown tier "Diamond" (known tiers: Community, Bronze, Silver, Gold, Angel)',
    ]);
  });

  it('tiers out of order, priced wrong, repeated or without a benefit', () => {
    expect(
      checkTiers([
        {name: 'Bronze', monthlyUsd: 100, benefit: 'A small logo.'},
        {name: 'Community', monthlyUsd: 25, benefit: ''},
        {name: 'Bronze', monthlyUsd: 0, benefit: 'Again.'},
      ]),
    ).toEqual([
      'tiers[1] (Community): must cost more than tiers[0] (Bronze): list tiers from cheapest to dearest',
      'tiers[1] (Community): is missing its benefit',
      'tiers[2] (Bronze): duplicate tier',
      'tiers[2] (Bronze): monthlyUsd must be a whole number of dollars above 0, got 0',
    ]);
  });

  it('a missing link, a logo from another host, a missing logo file, a bad size and a repeated name', () => {
    const messages = checkSponsors(
      {
        currentSponsors: [sponsor({url: ''}), sponsor({name: 'Beta', logo: 'https://cdn.example/beta.svg'})],
        pastSupporters: [sponsor({name: 'acme', width: 0})],
      },
      {staticFileSize: (sitePath) => (sitePath === '/img/sponsors/acme.svg' ? 200 : undefined)},
    );
    expect(messages).toEqual([
      'currentSponsors[0] (Acme): is missing its url link',
      'currentSponsors[1] (Beta): logo "https://cdn.example/beta.svg" must be a site path under /img/, e.g. "/img/sponsors/acme.svg" (no other hosts)',
      'pastSupporters[0] (acme): duplicate sponsor: currentSponsors[0] has the same name',
      'pastSupporters[0] (acme): width must be a whole number of pixels above 0, got 0',
    ]);
    expect(checkSponsors({pastSupporters: [sponsor()]}, {staticFileSize: () => undefined})).toEqual([
      'pastSupporters[0] (Acme): logo file missing: add static/img/sponsors/acme.svg',
    ]);
  });

  it('support links must be absolute https URLs', () => {
    expect(checkUrls({membershipUrl: 'www.buymeacoffee.com/x', paymentUrl: undefined}, 'supportLinks')).toEqual([
      'supportLinks: membershipUrl "www.buymeacoffee.com/x" is not an absolute https URL',
      'supportLinks: is missing its paymentUrl link',
    ]);
  });

  it('isAbsoluteHttpsUrl accepts only https addresses with a host name', () => {
    expect(isAbsoluteHttpsUrl('https://meta.com')).toBe(true);
    for (const bad of ['http://meta.com', 'htp://meta.com', '//meta.com', 'https://localhost', ' https://meta.com', 42]) {
      expect(isAbsoluteHttpsUrl(bad)).toBe(false);
    }
  });
});
