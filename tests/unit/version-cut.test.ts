import {cpSync, existsSync, mkdtempSync, mkdirSync, readFileSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkNewVersion, cutVersion, VersionCutError} from '@site/plugins/versioning/cut';
import {readFrozenVersionsFile} from '@site/plugins/openiap-versions';

const root = path.resolve(__dirname, '../..');

/** A small site folder: spec/, the versions files, and versioned docs for 1.2.3. */
function site(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'cut-site-'));
  cpSync(path.join(root, 'spec'), path.join(dir, 'spec'), {recursive: true});
  writeFileSync(
    path.join(dir, 'openiap-versions.json'),
    JSON.stringify({gql: '1.2.3', docs: '1.2.3', google: '1.3.4', gitTag: '1.2.3', atTag: {google: '1.3.2'}}),
  );
  writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['1.2.3']));
  mkdirSync(path.join(dir, 'versioned_docs', 'version-1.2.3'), {recursive: true});
  return dir;
}

function snapshotOf(dir: string): string {
  return ['openiap-versions.json', 'versions.json'].map((name) => readFileSync(path.join(dir, name), 'utf8')).join('\n');
}

describe('npm run version:cut -- X.Y.Z: its argument', () => {
  it.each([
    [undefined, /Say which version to cut/],
    ['', /Say which version to cut/],
    ['1.2', /is not a version like 1\.2\.4/],
    ['v1.2.4', /is not a version like 1\.2\.4/],
    ['1.2.4; rm -rf /', /is not a version like 1\.2\.4/],
    ['01.2.3', /is not a version like 1\.2\.4/],
    ['1.2.3', /Version 1\.2\.3 already exists in versions\.json/],
  ])('refuses %p with a clear message', (version, message) => {
    expect(() => checkNewVersion(site(), version as string | undefined)).toThrow(message);
  });

  it('refuses a version whose versioned_docs folder is left over, even if versions.json lacks it', () => {
    const dir = site();
    mkdirSync(path.join(dir, 'versioned_docs', 'version-1.2.4'));
    expect(() => checkNewVersion(dir, '1.2.4')).toThrow(/versioned_docs\/version-1\.2\.4 already exists/);
  });

  it('accepts a new release and a pre-release', () => {
    expect(checkNewVersion(site(), '1.2.4')).toBe('1.2.4');
    expect(checkNewVersion(site(), '1.3.0-rc.1')).toBe('1.3.0-rc.1');
  });

  it('changes nothing when it refuses', () => {
    const dir = site();
    const before = snapshotOf(dir);
    const calls: string[][] = [];
    expect(() => cutVersion(dir, '1.2.3', {docusaurus: (args) => calls.push(args), log: () => {}})).toThrow(VersionCutError);
    expect(calls).toEqual([]);
    expect(snapshotOf(dir)).toBe(before);
  });
});

describe('npm run version:cut -- X.Y.Z: what it changes', () => {
  it('runs the reference generation and the Docusaurus cut, freezes the spec model and records the version', () => {
    const dir = site();
    const calls: string[][] = [];
    const fakeDocusaurus = (args: string[]) => {
      calls.push(args);
      if (args[0] === 'docs:version') {
        // What Docusaurus's own cut does, in short.
        mkdirSync(path.join(dir, 'versioned_docs', `version-${args[1]}`), {recursive: true});
        writeFileSync(path.join(dir, 'versions.json'), JSON.stringify([args[1], '1.2.3']));
      }
    };
    cutVersion(dir, '1.2.4', {docusaurus: fakeDocusaurus, log: () => {}});
    expect(calls).toEqual([['generate-typedoc'], ['docs:version', '1.2.4']]);
    const model = JSON.parse(readFileSync(path.join(dir, 'versioned_docs', 'version-1.2.4', '_spec-model.json'), 'utf8'));
    expect(model.schema).toBe(1);
    expect(model.operations.length).toBeGreaterThan(40);
    const recorded = {gql: '1.2.4', docs: '1.2.4', google: '1.3.4', gitTag: '1.2.4'};
    expect(JSON.parse(readFileSync(path.join(dir, 'openiap-versions.json'), 'utf8'))).toEqual(recorded);
    // The frozen copy holds the release's own package versions and tag, not the earlier release's versions at its tag.
    expect(readFrozenVersionsFile(dir, '1.2.4')).toEqual(recorded);
  });

  it('freezes the git tag it is given, for a release not tagged with its number', () => {
    const dir = site();
    const fakeDocusaurus = (args: string[]) => {
      if (args[0] === 'docs:version') mkdirSync(path.join(dir, 'versioned_docs', `version-${args[1]}`), {recursive: true});
    };
    cutVersion(dir, '1.3.17', {docusaurus: fakeDocusaurus, log: () => {}, tag: 'gql-1.3.17'});
    expect(readFrozenVersionsFile(dir, '1.3.17').gitTag).toBe('gql-1.3.17');
  });

  it('refuses a tag that cannot be a git tag, before changing anything', () => {
    const dir = site();
    const before = snapshotOf(dir);
    const calls: string[][] = [];
    expect(() => cutVersion(dir, '1.3.17', {docusaurus: (args) => calls.push(args), log: () => {}, tag: 'gql 1.3.17'})).toThrow(
      '--tag "gql 1.3.17" is not a git tag such as 1.3.17 or gql-1.3.17.',
    );
    expect(calls).toEqual([]);
    expect(snapshotOf(dir)).toBe(before);
  });

  it('undoes everything when a step fails', () => {
    const dir = site();
    const before = snapshotOf(dir);
    const failing = (args: string[]) => {
      if (args[0] === 'docs:version') {
        mkdirSync(path.join(dir, 'versioned_docs', 'version-1.2.4'), {recursive: true});
        writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['1.2.4', '1.2.3']));
        throw new Error('disk full');
      }
    };
    expect(() => cutVersion(dir, '1.2.4', {docusaurus: failing, log: () => {}})).toThrow(/Cutting 1\.2\.4 failed and was undone: disk full/);
    expect(snapshotOf(dir)).toBe(before);
    expect(existsSync(path.join(dir, 'versioned_docs', 'version-1.2.4'))).toBe(false);
  });
});
