import {mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import remarkSpecModel from '@site/plugins/spec-model/remark';
import {codeIdentifiers, codeMembers, foreignNamesOnPage, namesMissingFrom, specMembersOf, specNamesOf} from '@site/plugins/spec-model/versionNames';
import {snapshotPath} from '@site/plugins/spec-model/load';
import {docsRoutes} from '@site/shared/docsRoutes';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';
import type {OperationModel, SpecModel, TypeModel} from '@site/shared/specModel';

const siteDir = path.resolve(__dirname, '../..');

const operation = (name: string) => ({name}) as OperationModel;
const type = (name: string) => ({name}) as TypeModel;
const model = (types: string[], operations: string[]) => ({types: types.map(type), operations: operations.map(operation)}) as SpecModel;

const page = (...children: MdxNode[]): MdxNode => ({type: 'root', children});
const paragraph = (...children: MdxNode[]): MdxNode => ({type: 'paragraph', children});
const text = (value: string): MdxNode => ({type: 'text', value});
const inlineCode = (value: string): MdxNode => ({type: 'inlineCode', value});
const code = (value: string, meta = ''): MdxNode => ({type: 'code', lang: 'ts', meta, value});

describe('names a docs version lacks', () => {
  const models = new Map([
    ['1.2.3', model(['Product', 'ReceiptValidationProps'], ['fetchProducts', 'validateReceipt'])],
    ['2.0.0', model(['Product'], ['fetchProducts', 'verifyPurchase'])],
    ['current', model(['Product', 'VerifyPurchaseProps'], ['fetchProducts', 'verifyPurchase'])],
  ]);

  it('are the operations and types of the other versions, with the versions that have them', () => {
    expect(specNamesOf(models.get('2.0.0')!)).toEqual(new Set(['Product', 'fetchProducts', 'verifyPurchase']));
    expect(Object.fromEntries(namesMissingFrom('2.0.0', models))).toEqual({
      ReceiptValidationProps: ['1.2.3'],
      validateReceipt: ['1.2.3'],
      VerifyPurchaseProps: ['current'],
    });
    expect(Object.fromEntries(namesMissingFrom('1.2.3', models))).toEqual({verifyPurchase: ['2.0.0', 'current'], VerifyPurchaseProps: ['current']});
    expect(() => namesMissingFrom('9.9.9', models)).toThrow(/No spec model for docs version 9\.9\.9/);
  });

  it('count only where a page writes code: inline code and code blocks, not prose', () => {
    const tree = page(
      paragraph(text('validateReceipt was replaced by '), inlineCode('verifyPurchase()')),
      code('const result = await validateReceipt({sku});\nconst x: ReceiptValidationProps = props;'),
    );
    expect(codeIdentifiers(tree)).toEqual([
      'verifyPurchase',
      'const',
      'result',
      'await',
      'validateReceipt',
      'sku',
      'const',
      'x',
      'ReceiptValidationProps',
      'props',
    ]);
    expect(foreignNamesOnPage(tree, namesMissingFrom('current', models))).toEqual(['validateReceipt (in 1.2.3)', 'ReceiptValidationProps (in 1.2.3)']);
    expect(foreignNamesOnPage(tree, namesMissingFrom('1.2.3', models))).toEqual(['verifyPurchase (in 2.0.0, Next)']);
    expect(foreignNamesOnPage(page(paragraph(text('validateReceipt'))), namesMissingFrom('current', models))).toEqual([]);
  });
});

describe('fields and values a docs version lacks', () => {
  const purchaseState = (...values: string[]) =>
    ({name: 'PurchaseState', kind: 'alias', members: values.map((value) => ({name: value, value: `'${value}'`}))}) as TypeModel;
  const request = (...fields: string[]) => ({name: 'RequestSubscriptionAndroidProps', kind: 'interface', fields: fields.map((name) => ({name}))}) as TypeModel;
  const models = new Map([
    ['1.2.3', {types: [purchaseState('pending', 'purchased', 'pending-approval'), request('replacementModeAndroid')], operations: []} as unknown as SpecModel],
    ['current', {types: [purchaseState('pending', 'purchased', 'unknown'), request('replacementMode')], operations: []} as unknown as SpecModel],
  ]);

  it('are the fields and the quoted string values of the other versions', () => {
    expect(specMembersOf(models.get('current')!)).toEqual(new Set(["'pending'", "'purchased'", "'unknown'", 'replacementMode']));
    expect(Object.fromEntries(namesMissingFrom('current', models, specMembersOf))).toEqual({
      "'pending-approval'": ['1.2.3'],
      replacementModeAndroid: ['1.2.3'],
    });
  });

  it("count in code blocks where code reads or writes them, not in inline code nor in a diff's removed lines", () => {
    const block = code("if (purchase.purchaseState === 'pending-approval') retry({replacementModeAndroid: 1, body: 'x'});");
    expect(codeMembers(page(block))).toEqual(["'pending-approval'", 'replacementModeAndroid']);
    const missing = namesMissingFrom('current', models, specMembersOf);
    expect(foreignNamesOnPage(page(block), new Map(), missing)).toEqual(["'pending-approval' (in 1.2.3)", 'replacementModeAndroid (in 1.2.3)']);
    const prose = paragraph(text('1.2.3 called it '), inlineCode('replacementModeAndroid'));
    const diff: MdxNode = {type: 'code', lang: 'diff', meta: '', value: '-   replacementModeAndroid: 1,\n+   replacementMode: 1,'};
    expect(foreignNamesOnPage(page(prose, diff), new Map(), missing)).toEqual([]);
  });
});

describe('the build refuses a page that teaches what its version lacks', () => {
  /** A site whose release 1.2.3 still had an operation that spec/ (Next) has dropped. */
  function siteWhereReleaseHas(extraOperation: string): string {
    const copy = mkdtempSync(path.join(os.tmpdir(), 'version-names-site-'));
    symlinkSync(path.join(siteDir, 'spec'), path.join(copy, 'spec'));
    // One release and Next, whatever the real site has cut since.
    writeFileSync(path.join(copy, 'versions.json'), JSON.stringify(['1.2.3']));
    const frozen = JSON.parse(readFileSync(snapshotPath(siteDir, '1.2.3'), 'utf8')) as SpecModel;
    frozen.operations.push({...frozen.operations[0], name: extraOperation});
    mkdirSync(path.dirname(snapshotPath(copy, '1.2.3')), {recursive: true});
    writeFileSync(snapshotPath(copy, '1.2.3'), JSON.stringify(frozen));
    return copy;
  }
  const compile = (site: string, file: string, tree: MdxNode) => remarkSpecModel({siteDir: site, docsRoutes})(tree as never, {path: path.join(site, file)});
  const site = siteWhereReleaseHas('validateReceiptLegacy');

  it('stops a Next page whose code calls it, naming the page, the name, the release that had it and the model', () => {
    const tree = page(code('await validateReceiptLegacy({sku: "premium"});'));
    expect(() => compile(site, 'docs/guides/receipts.mdx', tree)).toThrow(
      /docs\/guides\/receipts\.mdx: its code names validateReceiptLegacy \(in 1\.2\.3\), which spec\/ does not have/,
    );
    expect(() => compile(site, 'docs/apis.mdx', page(paragraph(inlineCode('validateReceiptLegacy()'))))).toThrow(/validateReceiptLegacy \(in 1\.2\.3\)/);
  });

  it('lets the release that has it teach it, and any page mention it in prose', () => {
    expect(() => compile(site, 'versioned_docs/version-1.2.3/guides/receipts.mdx', page(code('await validateReceiptLegacy();')))).not.toThrow();
    expect(() => compile(site, 'docs/guides/receipts.mdx', page(paragraph(text('validateReceiptLegacy is gone.'))))).not.toThrow();
  });
});
