/**
 * A model declares only what its release has, besides the docs' own declarations (spec/releases/docs-own.json, each
 * with its reason): no released version's frozen model, and not spec/ for Next, has another declaration or a field
 * its release lacks. `npm run version:conform` removes such a leftover from a frozen model.
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {loadLiveModel, readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {readReleaseFacts, releaseDeclarations, releaseFactsFile} from '@site/plugins/release-facts/read';
import {excessNames} from '@site/plugins/release-facts/coverage';
import {docsOwnFile, readDocsOwn} from '@site/plugins/release-facts/docsOwn';
import {conformModel} from '@site/plugins/release-facts/conform';
import type {SpecModel} from '@site/shared/specModel';

const root = path.resolve(__dirname, '../..');
const versions = JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[];
const {gql} = JSON.parse(readFileSync(path.join(root, 'openiap-versions.json'), 'utf8')) as {gql: string};
const docsOwn = readDocsOwn(docsOwnFile(root));
const docsOwnNames = new Set(docsOwn.map((entry) => entry.name));

/** What a model has that its release lacks and the docs do not claim as their own. */
function unexplained(model: SpecModel, release: string): string[] {
  const excess = excessNames(readReleaseFacts(releaseFactsFile(root, release)), model);
  return [
    ...excess.declarations.filter((name) => !docsOwnNames.has(name)).map((name) => `${name} (declaration)`),
    ...excess.fields.filter((key) => !docsOwnNames.has(key.split('.')[0])).map((key) => `${key} (field)`),
    ...excess.operations.map((name) => `${name} (operation)`),
  ];
}

/** The declarations of every docs version's model: Next's (spec/) and each released version's frozen one. */
const modelDeclarations = new Set(
  [loadLiveModel(root), ...versions.map((version) => readSnapshot(snapshotPath(root, version)))].flatMap((model) => model.types.map((type) => type.name)),
);

/**
 * What is wrong with a list of the docs' own declarations: an entry that no docs version's model has (the model may
 * be an older version's, for a declaration Next dropped), or one that a release declares after all.
 */
function docsOwnProblems(entries: ReadonlyArray<{name: string}>): string[] {
  const problems = entries.filter((entry) => !modelDeclarations.has(entry.name)).map((entry) => `${entry.name} is in no model`);
  for (const version of versions) {
    const released = new Set(releaseDeclarations(readReleaseFacts(releaseFactsFile(root, version))).map((declaration) => declaration.name));
    problems.push(...entries.filter((entry) => released.has(entry.name)).map((entry) => `${entry.name} is declared by ${version}`));
  }
  return problems;
}

describe("the docs' own declarations", () => {
  it.each(versions)('the frozen model of %s declares nothing else that its release lacks', (version) => {
    expect(unexplained(readSnapshot(snapshotPath(root, version)), version)).toEqual([]);
  });

  it('Next declares nothing else that the release it documents lacks', () => {
    expect(unexplained(loadLiveModel(root), gql)).toEqual([]);
  });

  it('lists only declarations that some docs version has and no release has, each with a reason', () => {
    expect(docsOwnProblems(docsOwn)).toEqual([]);
  });

  it('refuses an entry that no model has, or one that a release declares', () => {
    const released = releaseDeclarations(readReleaseFacts(releaseFactsFile(root, versions[0])))[0].name;
    const problems = docsOwnProblems([...docsOwn, {name: 'NoSuchDeclaration', why: 'none'}, {name: released, why: 'none'}]);
    expect(problems).toContain('NoSuchDeclaration is in no model');
    expect(problems).toContain(`${released} is declared by ${versions[0]}`);
    expect(problems.every((problem) => problem.startsWith('NoSuchDeclaration ') || problem.startsWith(`${released} `))).toBe(true);
  });

  it('catches a declaration the release lacks, and the conform command removes it with what named it', () => {
    const version = versions[0];
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(root, version)))) as SpecModel;
    model.types.push({name: 'StorefrontCode', kind: 'alias', module: 'products', aliasOf: 'string', summary: 'A country code.'});
    const operation = model.operations.find((entry) => entry.name === 'getStorefront') ?? model.operations[0];
    operation.returns.type = 'Promise<StorefrontCode>';
    expect(unexplained(model, version)).toEqual(['StorefrontCode (declaration)']);
    const {model: fixed, changes} = conformModel(model, readReleaseFacts(releaseFactsFile(root, version)), docsOwnNames);
    expect(changes).toContain('StorefrontCode: removed, no declaration of the release');
    expect(unexplained(fixed, version)).toEqual([]);
    expect(fixed.operations.find((entry) => entry.name === operation.name)!.returns.type).toBe('Promise<string>');
  });

  it('refuses a malformed list, naming the file', () => {
    expect(() => readDocsOwn(path.join(root, 'no-such-docs-own.json'))).toThrow(/no-such-docs-own\.json is missing/);
    expect(() => readDocsOwn(path.join(root, 'package.json'))).toThrow(/package\.json: expected \{"declarations"/);
  });
});
