import {cpSync, existsSync, mkdtempSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {checkNewVersion, cutVersion, VersionCutError} from '@site/plugins/versioning/cut';
import {checkRefreezeVersion, refreezeVersion} from '@site/plugins/versioning/refreeze';
import {extractSpecModel} from '@site/plugins/spec-model/extract';
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
  it('runs the Docusaurus cut, freezes the spec model and records the version', () => {
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
    expect(calls).toEqual([['docs:version', '1.2.4']]);
    const model = JSON.parse(readFileSync(path.join(dir, 'versioned_docs', 'version-1.2.4', '_spec-model.json'), 'utf8'));
    expect(model.schema).toBe(2);
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

describe('npm run version:cut -- X.Y.Z --refreeze: the newest release again from spec/', () => {
  /** The small site, with 1.2.3's frozen model and a page edited by hand since the cut. */
  function released(): string {
    const dir = site();
    const version = path.join(dir, 'versioned_docs', 'version-1.2.3');
    writeFileSync(path.join(version, '_spec-model.json'), '{"schema":1,"types":[],"operations":[],"errorCodes":[]}\n');
    writeFileSync(path.join(version, 'types.mdx'), '# Types, edited by hand\n');
    return dir;
  }

  /** Every file of the version folder and the versions files, path → content. */
  function filesOf(dir: string): Record<string, string> {
    const version = path.join(dir, 'versioned_docs', 'version-1.2.3');
    const files: Record<string, string> = {};
    for (const name of readdirSync(version, {recursive: true}) as string[]) {
      const file = path.join(version, name);
      if (statSync(file).isFile()) files[name] = readFileSync(file, 'utf8');
    }
    for (const name of ['openiap-versions.json', 'versions.json']) files[name] = readFileSync(path.join(dir, name), 'utf8');
    return files;
  }

  it.each([
    [undefined, /Say which released version to re-freeze/],
    ['1.2.4', /Version 1\.2\.4 is not in versions\.json/],
  ])('refuses %p with a clear message, changing nothing', (version, message) => {
    const dir = released();
    const before = filesOf(dir);
    expect(() => refreezeVersion(dir, version as string | undefined, {log: () => {}})).toThrow(message);
    expect(filesOf(dir)).toEqual(before);
  });

  it('refuses a release that is not the newest, since spec/ has moved on from it', () => {
    const dir = released();
    writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['1.3.0', '1.2.3']));
    expect(() => checkRefreezeVersion(dir, '1.2.3')).toThrow(/1\.2\.3 is not the newest release \(1\.3\.0 is\)/);
  });

  it('refuses when openiap-versions.json names another gql version than the release', () => {
    const dir = released();
    writeFileSync(path.join(dir, 'openiap-versions.json'), JSON.stringify({gql: '1.2.2', docs: '1.2.3'}));
    expect(() => checkRefreezeVersion(dir, '1.2.3')).toThrow(/names gql 1\.2\.2, not 1\.2\.3/);
  });

  it('rewrites the frozen model from spec/, and nothing else', () => {
    const dir = released();
    const before = filesOf(dir);
    refreezeVersion(dir, '1.2.3', {log: () => {}});
    const after = filesOf(dir);
    expect(JSON.parse(after['_spec-model.json'])).toEqual(extractSpecModel(path.join(dir, 'spec')));
    const untouched = (files: Record<string, string>) => Object.fromEntries(Object.entries(files).filter(([name]) => name !== '_spec-model.json'));
    expect(untouched(after)).toEqual(untouched(before));
  });

  it('writes nothing when spec/ breaks a rule of the model', () => {
    const dir = released();
    const before = filesOf(dir);
    const products = path.join(dir, 'spec', 'products.ts');
    writeFileSync(products, `${readFileSync(products, 'utf8')}\nexport interface Undocumented {\n  id: string;\n}\n`);
    expect(() => refreezeVersion(dir, '1.2.3', {log: () => {}})).toThrow(/Undocumented has no TSDoc summary/);
    expect(filesOf(dir)).toEqual(before);
  });
});
