/**
 * The simulated store follows the docs version being read: its rules come from that version's spec model (for a
 * released version, the model frozen with it), never from spec/ directly. 1.2.3 and Next currently have the same
 * constants, so these tests give the store and the page rules that differ from spec/'s and check they are obeyed.
 */
import {mkdirSync, mkdtempSync, readFileSync, readdirSync, symlinkSync, writeFileSync} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {loadLiveModel, readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import remarkSpecModel from '@site/plugins/spec-model/remark';
import type {SpecModel} from '@site/shared/specModel';
import type {RequestSubscriptionAndroidProps} from '@site/spec';
import {DAY_MS, SandboxModelError, sandboxConstantsFromModel, type SandboxConstants} from '@site/src/sandbox';
import {NEXT_CONSTANTS, buy, connectedStore, expiresSoon, iosSubscription, androidSubscription, inApp, olderAndroidSubscription} from './helpers';
import {docsRoutes} from '@site/shared/docsRoutes';

const siteDir = path.resolve(__dirname, '../../..');
const frozen123 = path.join(siteDir, 'versioned_docs/version-1.2.3/_spec-model.json');

function readFrozen(): SpecModel {
  return JSON.parse(readFileSync(frozen123, 'utf8')) as SpecModel;
}

/** A model like 1.2.3's with some of its rules changed, as a later or earlier release might have them. */
function alteredModel(change: (model: SpecModel) => void): SpecModel {
  const model = readFrozen();
  change(model);
  return model;
}

function setMember(model: SpecModel, enumName: string, member: string, value: string): void {
  model.types.find((type) => type.name === enumName)!.members!.find((entry) => entry.name === member)!.value = value;
}

describe('the store obeys the rules it was given', () => {
  test('willExpireSoon follows the given window: 20 days flags a monthly subscription that 7 days does not', async () => {
    const flagged = async (willExpireSoonDays: number) => {
      const {store} = await connectedStore('ios', {constants: {willExpireSoonDays}});
      await buy(store, iosSubscription('premium_monthly'));
      const [fresh] = await store.getActiveSubscriptions();
      // 15 days before the end of the first period.
      store.advanceTime({days: (fresh.expirationDateIOS! - store.now()) / DAY_MS - 15});
      return expiresSoon((await store.getActiveSubscriptions())[0]);
    };
    expect(await flagged(7)).toBe(false);
    expect(await flagged(20)).toBe(true);
  });

  test('the error codes and events are the version’s spellings, not spec/’s', async () => {
    const constants = sandboxConstantsFromModel(
      alteredModel((model) => {
        setMember(model, 'ErrorCode', 'UserCancelled', "'cancelled-by-user'");
        setMember(model, 'IapEvent', 'PurchaseError', "'purchase-failed'");
      }),
    );
    const {store, received} = await connectedStore('android', {constants, scenarios: {purchaseOutcome: 'user-cancelled'}});
    await buy(store, inApp('coins_100'));
    expect(received.errors.map((error) => error.code)).toEqual(['cancelled-by-user']);
    expect(store.getLog().some((entry) => entry.kind === 'event' && entry.title === 'purchase-failed')).toBe(true);
  });

  test('replacement modes are the version’s: a mode value the version does not have is refused, naming the ones it has', async () => {
    const constants = sandboxConstantsFromModel(alteredModel((model) => setMember(model, 'ReplacementModeAndroid', 'Deferred', '7')));
    const {store, received} = await connectedStore('android', {constants});
    await buy(store, androidSubscription('monthly'));
    const token = received.updated[0].purchaseToken!;
    await expect(store.requestPurchase(olderAndroidSubscription('yearly', {purchaseToken: token, mode: 6}))).rejects.toThrow('use 1, 2, 3, 5 or 7');
    await buy(store, olderAndroidSubscription('yearly', {purchaseToken: token, mode: 7}));
    expect(store.getSnapshot().subscriptions[0].deferredPlanAndroid).toBe('yearly');
  });

  test('a version without the numeric enum takes the mode as its string: the integer is refused, an unsimulated mode too', async () => {
    const constants = sandboxConstantsFromModel(readSnapshot(snapshotPath(siteDir, '3.2.1')));
    expect(constants.replacementModes).toEqual({
      WithTimeProration: 'with-time-proration',
      ChargeProratedPrice: 'charge-prorated-price',
      ChargeFullPrice: 'charge-full-price',
      WithoutProration: 'without-proration',
      Deferred: 'deferred',
    });
    const {store, received} = await connectedStore('android', {constants});
    await buy(store, androidSubscription('monthly'));
    const token = received.updated[0].purchaseToken!;
    await expect(store.requestPurchase(olderAndroidSubscription('yearly', {purchaseToken: token, mode: 6}))).rejects.toThrow(
      'Unknown replacementMode 6: use with-time-proration, charge-prorated-price, charge-full-price, without-proration or deferred.',
    );
    const keepExisting = androidSubscription('yearly', {purchaseToken: token, mode: 'Deferred'});
    (keepExisting.request.google as RequestSubscriptionAndroidProps).subscriptionProductReplacementParams!.replacementMode = 'keep-existing';
    await expect(store.requestPurchase(keepExisting)).rejects.toThrow('The sandbox does not simulate the replacement mode keep-existing.');
    await buy(store, androidSubscription('yearly', {purchaseToken: token, mode: 'Deferred'}));
    expect(store.getSnapshot().subscriptions[0].deferredPlanAndroid).toBe('yearly');
  });

  test('the external purchase link limit and minimum iOS version are the version’s', async () => {
    const constants: Partial<SandboxConstants> = {
      externalPurchaseLinkLimits: {maxUrlLength: 40},
      minimumIOSVersions: {...NEXT_CONSTANTS.minimumIOSVersions, externalPurchaseLink: '17.0'},
    };
    const {store} = await connectedStore('ios', {storefront: 'FR', iosVersion: '17.0', constants});
    await expect(store.presentExternalPurchaseLinkIOS(`https://example.com/${'a'.repeat(21)}`)).rejects.toThrow('longer than 40 characters');
    const older = await connectedStore('ios', {storefront: 'FR', iosVersion: '16.4', constants});
    await expect(older.store.presentExternalPurchaseLinkIOS('https://example.com/a')).rejects.toThrow('needs iOS 17.0');
  });
});

describe('rules from a spec model', () => {
  test('spec/’s model gives the rules the tests use for Next', () => {
    expect(sandboxConstantsFromModel(loadLiveModel(siteDir))).toEqual(NEXT_CONSTANTS);
  });

  test('a model without a rule the sandbox needs is refused with what is missing', () => {
    const noWindow = alteredModel((model) => delete (model.constants as Record<string, unknown>).willExpireSoonDays);
    expect(() => sandboxConstantsFromModel(noWindow)).toThrow(
      new SandboxModelError('the constant willExpireSoonDays must be a positive number, found undefined.'),
    );
    const noMode = alteredModel((model) => {
      const modes = model.types.find((type) => type.name === 'ReplacementModeAndroid')!;
      modes.members = modes.members!.filter((member) => member.name !== 'Deferred');
    });
    expect(() => sandboxConstantsFromModel(noMode)).toThrow('the enum ReplacementModeAndroid has no member Deferred');
    const stringModes = (change: (values: NonNullable<SpecModel['types'][number]['members']>) => void) => {
      const model = readSnapshot(snapshotPath(siteDir, '3.2.1'));
      change(model.types.find((type) => type.name === 'SubscriptionReplacementModeAndroid')!.members!);
      return model;
    };
    expect(() =>
      sandboxConstantsFromModel(
        stringModes((values) =>
          values.splice(
            values.findIndex((value) => value.name === 'deferred'),
            1,
          ),
        ),
      ),
    ).toThrow('SubscriptionReplacementModeAndroid has no value deferred, which the sandbox simulates.');
    expect(() => sandboxConstantsFromModel(stringModes((values) => values.splice(0)))).toThrow(
      'it has neither the enum ReplacementModeAndroid nor SubscriptionReplacementModeAndroid with members',
    );
    const unknownRegion = alteredModel((model) => ((model.constants as Record<string, unknown>).externalPurchaseRegions = ['Atlantis']));
    expect(() => sandboxConstantsFromModel(unknownRegion)).toThrow(/region "Atlantis" is unknown/);
  });
});

describe('a docs page hands its version’s rules to its live examples', () => {
  /** A site whose only release, 9.9.9, was frozen with other rules than spec/'s. */
  function siteWithRelease(model: SpecModel): string {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sandbox-site-'));
    writeFileSync(path.join(dir, 'versions.json'), JSON.stringify(['9.9.9']));
    // Next's pages read spec/, and every page is checked against the names of every version.
    symlinkSync(path.join(siteDir, 'spec'), path.join(dir, 'spec'));
    const versionDir = path.join(dir, 'versioned_docs/version-9.9.9');
    mkdirSync(versionDir, {recursive: true});
    writeFileSync(path.join(versionDir, '_spec-model.json'), JSON.stringify(model));
    return dir;
  }

  type Node = {type: string; name?: string; meta?: string; attributes?: Array<{name: string; value: unknown}>; children?: Node[]};
  const provider = (children: Node[] = []): Node => ({type: 'mdxJsxFlowElement', name: 'SandboxProvider', attributes: [], children});
  const liveBlock: Node = {type: 'code', meta: 'live'};

  function run(dir: string, file: string, children: Node[]): Node {
    const tree: Node = {type: 'root', children};
    remarkSpecModel({siteDir: dir, docsRoutes})(tree as never, {path: file});
    return tree;
  }

  function providedConstants(node: Node): SandboxConstants {
    const attribute = node.attributes!.find((entry) => entry.name === 'sandboxConstants')!;
    return JSON.parse((attribute.value as {value: string}).value) as SandboxConstants;
  }

  test('a page of a release gets the rules frozen with it, and a store made from them obeys them', async () => {
    const dir = siteWithRelease(alteredModel((model) => ((model.constants as Record<string, unknown>).willExpireSoonDays = 20)));
    const page = path.join(dir, 'versioned_docs/version-9.9.9/apis.mdx');
    const [node] = run(dir, page, [provider([liveBlock])]).children!;
    const constants = providedConstants(node);
    expect(constants.willExpireSoonDays).toBe(20);
    const {store} = await connectedStore('ios', {constants});
    await buy(store, iosSubscription('premium_monthly'));
    store.advanceTime({days: 12}); // a month-long period has about 19 days left
    expect(expiresSoon((await store.getActiveSubscriptions())[0])).toBe(true);
  });

  test('a frozen model that cannot drive the sandbox stops the build, naming the model file and the page', () => {
    const dir = siteWithRelease(alteredModel((model) => ((model.constants as Record<string, unknown>).androidAcknowledgeWindowDays = 0)));
    const page = path.join(dir, 'versioned_docs/version-9.9.9/apis.mdx');
    expect(() => run(dir, page, [provider()])).toThrow(
      /apis\.mdx: <SandboxProvider>: the 9\.9\.9 model \(.*version-9\.9\.9\/_spec-model\.json\) cannot drive the sandbox: the constant androidAcknowledgeWindowDays must be a positive number, found 0/,
    );
  });

  test('a live code block outside <SandboxProvider> stops the build: it would have no version’s rules', () => {
    expect(() => run(siteDir, path.join(siteDir, 'docs/apis.mdx'), [liveBlock])).toThrow(
      /docs\/apis\.mdx: a live code block .* must be inside <SandboxProvider>/,
    );
    expect(() => run(siteDir, path.join(siteDir, 'docs/apis.mdx'), [provider([{type: 'paragraph', children: [liveBlock]}])])).not.toThrow();
  });
});

test('nothing in src/sandbox imports a value from spec/: every rule comes from the version’s model', () => {
  const dir = path.join(siteDir, 'src/sandbox');
  const offenders = readdirSync(dir)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const source = readFileSync(path.join(dir, name), 'utf8');
      const imports = source.match(/^import\s+(?!type\b)[^;]*?from\s+'@site\/spec';/gms) ?? [];
      return imports.map((statement) => `${name}: ${statement.replace(/\s+/g, ' ')}`);
    });
  expect(offenders).toEqual([]);
});
