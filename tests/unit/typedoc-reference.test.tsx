/**
 * The generated reference: one page per spec module, stable anchors for declarations and members, and the links
 * the rest of the site makes into it (plugins/spec-model/paths.ts, plugins/typedoc-reference).
 */
import React from 'react';
import path from 'node:path';
import {specModuleNames} from '@site/plugins/spec-model/specFiles';
import {render} from '@testing-library/react';
import type {Application, Reflection} from 'typedoc';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {referenceAnchor} from '@site/plugins/spec-model/paths';
import {checkedTableAnchors, moduleTitle, referenceOptions, stableReferenceAnchors} from '@site/plugins/typedoc-reference';
import Anchor from '@site/src/components/Anchor';
import {collectedAnchors} from './support/docusaurus/useBrokenLinks';

const root = path.resolve(__dirname, '../..');

describe('anchors of the reference', () => {
  it('use anchors made of the qualified name, with the case kept', () => {
    expect(referenceAnchor(['Platform'])).toBe('Platform');
    expect(referenceAnchor(['IapEventPayloads', 'purchase-error'])).toBe('IapEventPayloads-purchase-error');
    expect(referenceAnchor(['A', "it's"])).toBe('A-it_s');
  });
});

describe('the reference options', () => {
  it('make one entry point, so one page, per spec module: every module of the spec model, and those of constants only', () => {
    const modules = new Set(loadModelForVersion(root, 'current').types.map((type) => type.module));
    const entryPoints = referenceOptions(root).entryPoints.map((file) => path.basename(file, '.ts'));
    expect(new Set(entryPoints)).toEqual(new Set(specModuleNames(path.join(root, 'spec'))));
    for (const module of modules) expect(entryPoints).toContain(module);
    expect(entryPoints).not.toContain('index');
  });

  it('title a module page after the module', () => {
    expect(moduleTitle('products')).toBe('Products');
    const {module} = referenceOptions(root).pageTitleTemplates;
    expect(module({rawName: 'validation'})).toBe('Validation');
  });
});

/** A reflection as far as the plugin looks at it. */
function reflection(name: string, parent?: Reflection, signature = false): Reflection {
  return {
    name,
    parent,
    isSignature: () => signature,
    getFullName: () => (parent ? `${parent.getFullName()}.${name}` : name),
  } as unknown as Reflection;
}

function fakeApp() {
  const handlers: Record<string, (event: unknown) => void> = {};
  const router = {anchors: new Map<Reflection, string>(), fullUrls: new Map<Reflection, string>()};
  const app = {
    renderer: {router, on: (name: string, handler: (event: unknown) => void) => (handlers[name] = handler)},
    options: {getValue: () => './docs/api'},
  };
  stableReferenceAnchors(app as unknown as Application);
  return {router, handlers};
}

describe('stable anchors on a module page', () => {
  const products = reflection('products');
  const productIOS = reflection('ProductIOS', products);
  const productAndroid = reflection('ProductAndroid', products);
  const iosName = reflection('displayName', productIOS);
  const androidName = reflection('displayName', productAndroid);

  it('name every declaration and member after its owner, whatever order the generator numbered them in', () => {
    const {router, handlers} = fakeApp();
    router.fullUrls.set(products, 'products.md');
    const numbered: Array<[Reflection, string]> = [
      [productIOS, 'productios'],
      [iosName, 'property-displayname'],
      [productAndroid, 'productandroid'],
      [androidName, 'property-displayname-1'],
    ];
    for (const [target, anchor] of numbered) {
      router.anchors.set(target, anchor);
      router.fullUrls.set(target, `products.md#${anchor}`);
    }
    handlers.beginRender({pages: [{model: products}]});
    expect([...router.anchors.values()]).toEqual(['ProductIOS', 'ProductIOS-displayName', 'ProductAndroid', 'ProductAndroid-displayName']);
    expect(router.fullUrls.get(androidName)).toBe('products.md#ProductAndroid-displayName');
  });

  it('gives a nameless signature its owner anchor, and refuses two declarations one anchor', () => {
    const events = reflection('events');
    const listener = reflection('IapEventListener', events);
    const literal = reflection('__type', listener);
    const signature = reflection('__type', literal, true);
    const {router, handlers} = fakeApp();
    router.anchors.set(listener, 'iapeventlistener').set(signature, 'iapeventlistener-1');
    handlers.beginRender({pages: [{model: events}]});
    expect(router.anchors.get(signature)).toBe('IapEventListener');

    const clash = fakeApp();
    clash.router.anchors.set(reflection('A-b', events), 'x').set(reflection('b', reflection('A', events)), 'y');
    expect(() => clash.handlers.beginRender({pages: [{model: events}]})).toThrow(/would share the anchor #A-b/);
  });

  it('turns the anchors of table rows into <Anchor>, which the broken-anchor check knows', () => {
    const {handlers} = fakeApp();
    const page = {contents: '| <a id="ProductIOS-displayName"></a> `displayName?` | `string` |'};
    handlers.endPage(page);
    expect(page.contents).toBe('| <Anchor id="ProductIOS-displayName" /> `displayName?` | `string` |');
    expect(checkedTableAnchors('no anchors')).toBe('no anchors');
    render(<Anchor id="ProductIOS-displayName" />);
    expect(document.getElementById('ProductIOS-displayName')).not.toBeNull();
    expect(collectedAnchors).toContain('ProductIOS-displayName');
  });

  it('addresses the index page as its folder, without the slash a plain static host answers with a 404', () => {
    const page = {url: 'index.md', contents: '# OpenIAP Reference'};
    fakeApp().handlers.endPage(page);
    expect(page.contents).toBe('---\nslug: /api\n---\n\n# OpenIAP Reference');
  });
});
