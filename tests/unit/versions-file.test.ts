import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseFrozenVersionsFile, parseVersionsFile} from '@site/plugins/openiap-versions/parse';
import {readVersionsFile, readVersionsFiles} from '@site/plugins/openiap-versions';
import {versionsOfDocsVersion} from '@site/shared/openIapVersions';
import {packagesAtTag, releaseTagOf} from '@site/shared/releaseTag';
import {releaseAssetUrl, releasePageUrl} from '@site/shared/site';

const siteDir = path.resolve(__dirname, '../..');

describe('openiap-versions.json', () => {
  it('reads the gql version and the optional package versions', () => {
    expect(parseVersionsFile('{"gql":"1.2.3","google":"1.3.4","apple":"1.2.32"}', 'openiap-versions.json')).toEqual({
      gql: '1.2.3',
      google: '1.3.4',
      apple: '1.2.32',
    });
  });

  it('stops on invalid JSON, naming the file and saying it contains invalid JSON', () => {
    expect(() => parseVersionsFile('{"gql": "1.2.3",}', 'openiap-versions.json')).toThrow(/^openiap-versions\.json contains invalid JSON/);
  });

  it.each([
    ['missing', '{"docs":"1.2.3"}'],
    ['empty', '{"gql":""}'],
    ['blank', '{"gql":"   "}'],
    ['not a string', '{"gql":123}'],
  ])('stops when the gql version is %s, saying the file is missing that version string', (_case, text) => {
    expect(() => parseVersionsFile(text, 'openiap-versions.json')).toThrow('openiap-versions.json is missing the "gql" version string');
  });

  it('refuses a JSON value that is not an object', () => {
    expect(() => parseVersionsFile('["1.2.3"]', 'openiap-versions.json')).toThrow(/must hold a JSON object/);
  });

  it('refuses an optional entry that is not a version string', () => {
    expect(() => parseVersionsFile('{"gql":"1.2.3","apple":7}', 'openiap-versions.json')).toThrow(/"apple" must be/);
  });

  it('reads the release tag and the module versions at that tag', () => {
    const text = JSON.stringify({gql: '1.3.17', gitTag: 'gql-1.3.17', atTag: {google: '1.3.28', apple: '1.3.14'}});
    const versions = parseVersionsFile(text, 'openiap-versions.json');
    expect(releaseTagOf(versions)).toBe('gql-1.3.17');
    expect(packagesAtTag(versions)).toBe('openiap-google 1.3.28 · openiap-apple 1.3.14');
    expect(packagesAtTag({gql: '1.3.17'})).toBeUndefined();
  });

  it.each([
    ['a tag with a slash', '{"gql":"1.2.3","gitTag":"releases/1.2.3"}', /"gitTag" must be the release's git tag.*got "releases\/1\.2\.3"/],
    ['an empty tag', '{"gql":"1.2.3","gitTag":""}', /"gitTag" must be the release's git tag/],
    ['a tag that is a number', '{"gql":"1.2.3","gitTag":123}', /"gitTag" must be the release's git tag.*got 123/],
    ['atTag that is a string', '{"gql":"1.2.3","atTag":"1.3.2"}', /"atTag" must be an object of package versions/],
    ['an unknown package at the tag', '{"gql":"1.2.3","atTag":{"unity":"1.0.0"}}', /"atTag" has an unknown package "unity"/],
    ['an empty version at the tag', '{"gql":"1.2.3","atTag":{"google":" "}}', /"atTag\.google" must be a non-empty version string/],
    ['a misspelt entry', '{"gql":"1.2.3","gittag":"1.2.3"}', /unknown entry "gittag" \(allowed: gql, docs, google, apple, kmp, gitTag, atTag\)/],
  ])('stops on %s, naming the file and the problem', (_case, text, message) => {
    expect(() => parseVersionsFile(text, 'openiap-versions.json')).toThrow(/^openiap-versions\.json/);
    expect(() => parseVersionsFile(text, 'openiap-versions.json')).toThrow(message);
  });

  it('reads the real file of the site folder, and names the file when it is missing', () => {
    expect(readVersionsFile(siteDir).gql).toMatch(/^\d+\.\d+\.\d+/);
    const empty = mkdtempSync(path.join(tmpdir(), 'openiap-versions-'));
    expect(() => readVersionsFile(empty)).toThrow(/openiap-versions\.json was not found/);
    writeFileSync(path.join(empty, 'openiap-versions.json'), 'not json');
    expect(() => readVersionsFile(empty)).toThrow(/contains invalid JSON/);
  });
});

describe('openiap-versions.json and versions.json agree', () => {
  const {checkDocsVersionAgreement} = jest.requireActual('@site/plugins/openiap-versions/parse');

  it('accepts a site with no released docs version yet, or one whose latest is the gql version', () => {
    expect(() => checkDocsVersionAgreement({gql: '1.2.3'}, [], 'openiap-versions.json')).not.toThrow();
    expect(() => checkDocsVersionAgreement({gql: '1.2.3', docs: '1.2.3'}, ['1.2.3', '1.2.2'], 'openiap-versions.json')).not.toThrow();
  });

  it('stops the build when the latest docs version is not the gql version, saying how to fix it', () => {
    expect(() => checkDocsVersionAgreement({gql: '1.2.4'}, ['1.2.3'], 'openiap-versions.json')).toThrow(
      'openiap-versions.json names gql 1.2.4, but the latest docs version in versions.json is 1.2.3. Cut the docs for 1.2.4 with "npm run version:cut -- 1.2.4"',
    );
  });

  it('stops the build when the docs entry disagrees with versions.json', () => {
    expect(() => checkDocsVersionAgreement({gql: '1.2.3', docs: '1.2.2'}, ['1.2.3'], 'openiap-versions.json')).toThrow(/names docs 1\.2\.2/);
  });
});

describe('the frozen versions file of a released docs version', () => {
  const FILE = 'versioned_docs/version-1.3.17/_openiap-versions.json';

  it('accepts a copy naming its release and git tag', () => {
    const versions = parseFrozenVersionsFile('{"gql":"1.3.17","gitTag":"gql-1.3.17","google":"1.3.28"}', FILE, '1.3.17');
    expect(versions).toEqual({gql: '1.3.17', gitTag: 'gql-1.3.17', google: '1.3.28'});
  });

  it('refuses a copy without its git tag, or one for another release, naming the file', () => {
    expect(() => parseFrozenVersionsFile('{"gql":"1.3.17"}', FILE, '1.3.17')).toThrow(`${FILE} is missing "gitTag"`);
    expect(() => parseFrozenVersionsFile('{"gql":"1.2.3","gitTag":"1.2.3"}', FILE, '1.3.17')).toThrow(
      `${FILE} names gql 1.2.3, but it belongs to docs version 1.3.17`,
    );
  });

  /** A site with Next's file and the given released versions, each with its frozen file's text (or none). */
  function siteWith(released: Record<string, string | null>): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'frozen-versions-'));
    const names = Object.keys(released);
    writeFileSync(path.join(dir, 'openiap-versions.json'), JSON.stringify({gql: names[0] ?? '9.9.9', gitTag: names[0] ?? '9.9.9', google: '9.0.0'}));
    writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(names));
    for (const [name, text] of Object.entries(released)) {
      mkdirSync(path.join(dir, 'versioned_docs', `version-${name}`), {recursive: true});
      if (text !== null) writeFileSync(path.join(dir, 'versioned_docs', `version-${name}`, '_openiap-versions.json'), text);
    }
    return dir;
  }

  it('gives each docs version its own file: Next the root file, a release its frozen copy', () => {
    const dir = siteWith({
      '1.3.17': JSON.stringify({gql: '1.3.17', gitTag: 'gql-1.3.17', google: '1.3.28'}),
      '1.2.3': JSON.stringify({gql: '1.2.3', gitTag: '1.2.3', google: '1.3.4'}),
    });
    const files = readVersionsFiles(dir);
    expect(versionsOfDocsVersion(files, 'current').google).toBe('9.0.0');
    expect(versionsOfDocsVersion(files, '1.3.17').google).toBe('1.3.28');
    expect(versionsOfDocsVersion(files, '1.2.3').gitTag).toBe('1.2.3');
    expect(() => versionsOfDocsVersion(files, '1.0.0')).toThrow('Docs version 1.0.0 has no versioned_docs/version-1.0.0/_openiap-versions.json');
  });

  it('stops the build on a released version whose file is missing or malformed, naming the file', () => {
    expect(() => readVersionsFiles(siteWith({'1.3.17': null}))).toThrow(
      'versioned_docs/version-1.3.17/_openiap-versions.json was not found: every released docs version keeps',
    );
    expect(() => readVersionsFiles(siteWith({'1.3.17': '{"gql": "1.3.17",'}))).toThrow(
      /^versioned_docs\/version-1\.3\.17\/_openiap-versions\.json contains invalid JSON/,
    );
  });

  it('the site: 1.2.3 documents the modules of its pages, and records those the repository held at its tag', () => {
    const files = readVersionsFiles(siteDir);
    const frozen = versionsOfDocsVersion(files, '1.2.3');
    expect([frozen.gql, frozen.google, frozen.apple, frozen.kmp, releaseTagOf(frozen)]).toEqual(['1.2.3', '1.3.4', '1.2.32', '1.0.0-rc.3', '1.2.3']);
    expect(packagesAtTag(frozen)).toBe('openiap-gql 1.2.3 · openiap-google 1.3.2 · openiap-apple 1.2.27');
  });
});

describe('release addresses are built from the git tag', () => {
  it('links 1.3.17 by its tag gql-1.3.17, never by its number', () => {
    const tag = releaseTagOf(parseFrozenVersionsFile('{"gql":"1.3.17","gitTag":"gql-1.3.17"}', 'f.json', '1.3.17'))!;
    expect(releasePageUrl(tag)).toBe('https://github.com/hyodotdev/openiap/releases/tag/gql-1.3.17');
    expect(releaseAssetUrl(tag, 'openiap-kotlin.zip')).toBe('https://github.com/hyodotdev/openiap/releases/download/gql-1.3.17/openiap-kotlin.zip');
  });

  it('keeps a tag one path segment', () => {
    expect(releasePageUrl('a b')).toBe('https://github.com/hyodotdev/openiap/releases/tag/a%20b');
  });
});
