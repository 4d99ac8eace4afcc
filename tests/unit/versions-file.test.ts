import {mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {parseVersionsFile} from '@site/plugins/openiap-versions/parse';
import {readVersionsFile} from '@site/plugins/openiap-versions';

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

  it('reads the real file of the site folder, and names the file when it is missing', () => {
    expect(readVersionsFile(path.resolve(__dirname, '../..')).gql).toMatch(/^\d+\.\d+\.\d+/);
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
