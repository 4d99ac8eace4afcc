import path from 'node:path';
import remarkSpecModel from '@site/plugins/spec-model/remark';
import {declaredNames, handDeclaredSpecTypes, specTypeNamesOf} from '@site/plugins/spec-model/handDeclarations';
import {docsRoutes} from '@site/shared/docsRoutes';
import {parseMdx} from '@site/plugins/mdx-tree/parse';
import type {MdxNode} from '@site/plugins/mdx-tree/nodes';
import type {TypeModel} from '@site/shared/specModel';

const siteDir = path.resolve(__dirname, '../..');

const page = (source: string) => parseMdx(source) as unknown as MdxNode;
const specTypes = specTypeNamesOf({
  types: [{name: 'PurchaseState'}, {name: 'ActiveSubscription'}, {name: 'ProductAndroidOneTimePurchaseOfferDetail', schemaName: 'OneTimeOffer'}] as TypeModel[],
});

describe('the declarations a piece of code makes', () => {
  it('are read in the languages the docs show, and uses of a type are not declarations', () => {
    expect(declaredNames('type PurchaseState =\n  | "pending";')).toEqual(['PurchaseState']);
    expect(declaredNames('export type Result<T> = {value: T};')).toEqual(['Result']);
    expect(declaredNames('export interface ActiveSubscription extends Base {}')).toEqual(['ActiveSubscription']);
    expect(declaredNames('enum PurchaseState: String { case pending }\nstruct Offer {}')).toEqual(['PurchaseState', 'Offer']);
    expect(declaredNames('enum class PurchaseState { PENDING }\ndata class Purchase(val id: String)')).toEqual(['PurchaseState', 'Purchase']);
    expect(declaredNames('typealias Sku = String\nprotocol Store {}')).toEqual(['Sku', 'Store']);
    expect(declaredNames("import type {PurchaseState} from 'lib';\nconst state: PurchaseState = 'pending';\n// the type PurchaseState")).toEqual([]);
  });
});

describe('a page that declares a spec type by hand', () => {
  it('is found by the names of the model, a schema name included, and not for its own types or live examples', () => {
    const tree = page(
      [
        '```ts',
        'type ViewState = {plan: string};',
        'type PurchaseState = "pending" | "purchased";',
        '```',
        '',
        '```swift',
        'struct OneTimeOffer {}',
        '```',
        '',
        '```jsx live',
        'class ActiveSubscription {}',
        '```',
      ].join('\n'),
    );
    expect(handDeclaredSpecTypes(tree, specTypes)).toEqual(['PurchaseState', 'OneTimeOffer']);
    expect(handDeclaredSpecTypes(page('```ts\nconst s: ActiveSubscription = await load();\n```'), specTypes)).toEqual([]);
  });

  it('counts the code of <VersionedCode> too', () => {
    const tree = page(`<VersionedCode language="kotlin" code={'enum class PurchaseState { PENDING }'} />`);
    expect(handDeclaredSpecTypes(tree, specTypes)).toEqual(['PurchaseState']);
  });

  const compile = (file: string, source: string) => remarkSpecModel({siteDir, docsRoutes})(page(source) as never, {path: path.join(siteDir, file)});

  it("stops the build, naming the page, the type and the type table to use, for the page version's own types", () => {
    const block = "```ts title=\"PurchaseState\"\ntype PurchaseState = 'pending' | 'purchased' | 'unknown';\n```";
    expect(() => compile('docs/lifecycle.mdx', block)).toThrow(
      /docs\/lifecycle\.mdx:\d+:\d+: its code declares PurchaseState by hand, a type of spec\/\. Show it with <TypeTable of="PurchaseState" \/>/,
    );
    expect(() => compile('versioned_docs/version-1.2.3/lifecycle.mdx', block)).toThrow(
      /version-1\.2\.3\/lifecycle\.mdx:2:6: its code declares PurchaseState by hand, a type of the 1\.2\.3 model \(versioned_docs\/version-1\.2\.3\/_spec-model\.json/,
    );
  });

  it('lets a page declare its own types', () => {
    expect(() => compile('docs/subscription-upgrade-downgrade.mdx', '```ts\ntype ViewState = {kind: "active"};\n```')).not.toThrow();
  });
});
