/**
 * The rules that make a model's declarations in Swift, Kotlin, Dart, GDScript and C# (Next's, and the bundles the
 * facts do not hold) against the bundles of a real release: applied to 3.2.1's frozen model, they must give what
 * 3.2.1's bundles declare, for at least 99% of the fields (member name and type text), enum cases and signatures of
 * every language, and every difference must be listed with its reason in ruleDifferences.json (none stale). The
 * shares of 2.4.4 and 1.3.17, whose generators were older, are printed for the record.
 */
import path from 'node:path';
import {DOC_LANGUAGES, type BundleLanguage} from '@site/shared/languageDeclarations';
import type {SpecModel} from '@site/shared/specModel';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {readReleaseFacts, releaseFactsFile} from '@site/plugins/release-facts/read';
import {languageFactsFile, readLanguageFacts} from '@site/plugins/language-declarations/readLanguageFacts';
import {releaseDeclarationsFile} from '@site/plugins/language-declarations/fromRelease';
import {derivedDeclarationsFile} from '@site/plugins/language-declarations/derive';
import {schemaView} from '@site/plugins/language-declarations/schemaView';
import {compareDeclarations, matches, type ComparedItem, type ComparedKind} from '../support/declarationsCompare';
import {isListed, readRuleDifferences, type RuleDifference} from '../support/ruleDifferences';

const root = path.resolve(__dirname, '../..');
const FLOOR = 0.99;
const MEASURED = '3.2.1';
const LANGUAGES = DOC_LANGUAGES.filter((language): language is BundleLanguage => language !== 'typescript');

/** Every item of a release's bundle in one language, compared with what the rules make of the release's model. */
function rulesAgainstRelease(
  release: string,
  language: BundleLanguage,
  model: SpecModel = readSnapshot(snapshotPath(root, release)),
): ComparedItem[] | undefined {
  const facts = readLanguageFacts(languageFactsFile(root, release)).languages[language];
  if (!facts) return undefined;
  const schema = schemaView(readReleaseFacts(releaseFactsFile(root, release)));
  return compareDeclarations(releaseDeclarationsFile(release, language, facts, model), derivedDeclarationsFile(release, language, model, schema));
}

function share(items: ComparedItem[], kind?: ComparedKind): string {
  const of = kind ? items.filter((item) => item.kind === kind) : items;
  return `${of.filter(matches).length}/${of.length} (${((100 * of.filter(matches).length) / Math.max(of.length, 1)).toFixed(1)}%)`;
}

const figures = (items: ComparedItem[]) =>
  `fields ${share(items, 'field')}, cases ${share(items, 'case')}, signatures ${share(items, 'signature')}; all ${share(items)}`;

/** What is wrong against the list: differences it does not name, and its entries no difference answers. */
function unexplained(release: string, language: BundleLanguage, items: ComparedItem[], listed: RuleDifference[]): string[] {
  const mine = listed.filter((entry) => entry.release === release && entry.language === language);
  const differences = items.filter((item) => !matches(item));
  return [
    ...differences
      .filter((item) => !mine.some((entry) => isListed(entry, item)))
      .map((item) => `${language}: ${item.key}: ${item.release} in ${release}, ${item.other ?? 'nothing'} by the rules`),
    ...mine.filter((entry) => !differences.some((item) => isListed(entry, item))).map((entry) => `${language}: stale entry ${entry.key}`),
  ];
}

describe('the declaration rules against a release', () => {
  const listed = readRuleDifferences();

  it.each(LANGUAGES)(`give ${MEASURED}'s %s declarations from its model: at least 99%, every difference listed`, (language) => {
    const items = rulesAgainstRelease(MEASURED, language)!;
    console.log(`${MEASURED} ${language}: ${figures(items)}`);
    expect(items.length).toBeGreaterThan(500);
    expect(unexplained(MEASURED, language, items, listed)).toEqual([]);
    for (const kind of ['field', 'signature'] as const) {
      const of = items.filter((item) => item.kind === kind);
      expect(of.filter(matches).length / of.length).toBeGreaterThanOrEqual(FLOOR);
    }
    expect(items.filter(matches).length / items.length).toBeGreaterThanOrEqual(FLOOR);
  });

  it('print the shares of the older releases (their generators differed; not asserted)', () => {
    for (const release of ['2.4.4', '1.3.17']) {
      for (const language of LANGUAGES) {
        const items = rulesAgainstRelease(release, language);
        console.log(`${release} ${language}: ${items ? figures(items) : 'no bundle in the facts'}`);
      }
    }
  });

  it('report one planted difference, and a listed difference that no longer happens', () => {
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(root, MEASURED)))) as SpecModel;
    const field = model.types.find((type) => type.name === 'PurchaseIOS')!.fields!.find((entry) => entry.name === 'quantityIOS')!;
    field.optional = false;
    field.type = 'number';
    const items = rulesAgainstRelease(MEASURED, 'kotlin', model)!;
    expect(unexplained(MEASURED, 'kotlin', items, listed)).toEqual([
      `kotlin: PurchaseIOS.quantityIOS: quantityIOS: Int? in ${MEASURED}, quantityIOS: Int by the rules`,
    ]);

    const stale: RuleDifference = {...listed[0], key: 'PurchaseIOS.quantityIOS'};
    const gdscript = rulesAgainstRelease(MEASURED, stale.language)!;
    expect(unexplained(MEASURED, stale.language, gdscript, [...listed, stale])).toEqual([`${stale.language}: stale entry PurchaseIOS.quantityIOS`]);
  });
});

describe('the declaration rules where the model has moved on from its schema', () => {
  const schema = schemaView(readReleaseFacts(releaseFactsFile(root, MEASURED)));

  it('write an operation whose parameters the schema no longer matches from the model', () => {
    const model = JSON.parse(JSON.stringify(readSnapshot(snapshotPath(root, MEASURED)))) as SpecModel;
    const derive = () => derivedDeclarationsFile('current', 'kotlin', model, schema).operations.isEligibleForIntroOfferIOS;
    expect(derive()).toBe('suspend fun isEligibleForIntroOfferIOS(groupID: String): Boolean');
    model.operations.find((operation) => operation.name === 'isEligibleForIntroOfferIOS')!.params[0].name = 'groupId';
    expect(derive()).toBe('suspend fun isEligibleForIntroOfferIOS(groupId: String): Boolean');
  });

  it("leave out the TypeScript library's own types, which the schema does not declare", () => {
    const model = readSnapshot(snapshotPath(root, MEASURED));
    const derived = derivedDeclarationsFile('current', 'swift', model, schema);
    expect(derived.declarations.PurchaseIOS.kind).toBe('struct');
    expect(derived.declarations.CommonOperations).toBeUndefined();
  });
});
