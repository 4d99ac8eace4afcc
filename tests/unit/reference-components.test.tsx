/** The reference components render what the spec model says, from the real model of spec/. */
import React from 'react';
import path from 'node:path';
import {readFileSync} from 'node:fs';
import {render, screen, within} from '@testing-library/react';
import {extractSpecModel} from '@site/plugins/spec-model/extract';
import {referencedTypes} from '@site/plugins/spec-model/remark';
import type {SpecModel} from '@site/shared/specModel';
import TypeTable, {typeTableId} from '@site/src/components/TypeTable';
import Operation from '@site/src/components/Operation';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import {codesFor} from '@site/shared/errorCodeViews';
import NativeErrorMapping from '@site/src/components/NativeErrorMapping';
import DocText from '@site/src/components/DocText';
import {toBlocks} from '@site/shared/commentText';
import {tokenizeType} from '@site/src/components/TypeText';
import {formatConstant} from '@site/shared/specConstFormat';
import {collectedAnchors} from './support/docusaurus/useBrokenLinks';
import {setPluginData} from './support/docusaurus/useGlobalData';

jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: {common: {codeBlock: 'theme-code-block'}},
  createStorageSlot: () => ({get: () => null, set: () => undefined, listen: () => () => undefined}),
}));
// The reader's language control above each table and operation (src/components/LanguageChoice): TypeScript here.
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDocsVersion: () => ({version: 'current', label: 'Next'})}));
setPluginData('language-files', {folder: '/assets/languages', index: 'abcd0123', derivedTypeScript: []});

let model: SpecModel;
beforeAll(() => {
  model = extractSpecModel(path.resolve(__dirname, '../../spec'));
});
const typeOf = (name: string) => model.types.find((type) => type.name === name)!;

describe('TypeTable', () => {
  it('lists every field with its type, optional marker, platform and description', () => {
    const type = typeOf('PurchaseIOS');
    const refs = referencedTypes(
      model,
      '/docs',
      (type.fields ?? []).map((field) => field.type),
    );
    render(<TypeTable of="PurchaseIOS" type={type} refs={refs} ownPage="/docs/types/purchase-ios" />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(type.fields!.length);
    const offer = rows.find((row) => within(row).queryByText('offerIOS?'))!;
    expect(within(offer).getByText('iOS')).toBeInTheDocument();
    expect(within(offer).getByRole('link', {name: 'PurchaseOfferIOS'})).toHaveAttribute('href', '/docs/types/purchase-offer-ios');
    const ids = rows.find((row) => within(row).queryByText('ids?'))!;
    expect(within(ids).getByText('optional')).toBeInTheDocument();
    expect(within(ids).getByText(/\(from PurchaseCommon\)/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'Page'})).toHaveAttribute('href', '/docs/types/purchase-ios');
  });

  it('has no link to its own page on that page', () => {
    render(<TypeTable of="PurchaseIOS" type={typeOf('PurchaseIOS')} refs={{}} />);
    expect(screen.queryByRole('link', {name: 'Page'})).toBeNull();
  });

  it('lists the closed set of a union and the members of an enum', () => {
    const {unmount} = render(<TypeTable of="ProductQueryType" type={typeOf('ProductQueryType')} refs={{}} />);
    expect(
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(["'in-app'", "'subs'", "'all'"]);
    unmount();
    // spec/ has no numeric enum any more; the releases that took Google Play's integers keep theirs.
    const numeric = JSON.parse(readFileSync(path.resolve(__dirname, '../../versioned_docs/version-1.2.3/_spec-model.json'), 'utf8')) as SpecModel;
    render(<TypeTable of="ReplacementModeAndroid" type={numeric.types.find((type) => type.name === 'ReplacementModeAndroid')!} refs={{}} />);
    expect(screen.getByText('Deferred')).toBeInTheDocument();
    expect(screen.getByText('6')).toBeInTheDocument();
  });

  it("shows the schema's name of a type spec/ names differently, and no such line for the others", () => {
    const {unmount} = render(<TypeTable of="PromotionalOfferJwsInputIOS" type={typeOf('PromotionalOfferJwsInputIOS')} refs={{}} />);
    expect(screen.getByText(/Schema name:/)).toHaveTextContent('Schema name: PromotionalOfferJWSInputIOS');
    unmount();
    render(<TypeTable of="ProductIOS" type={typeOf('ProductIOS')} refs={{}} />);
    expect(screen.queryByText(/Schema name:/)).toBeNull();
  });

  it('declares its anchor, and refuses to render without data', () => {
    render(<TypeTable of="ProductCommon" type={typeOf('ProductCommon')} refs={{}} />);
    expect(document.getElementById('type-product-common')).not.toBeNull();
    expect(collectedAnchors).toContain(typeTableId('ProductCommon'));
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<TypeTable of="Nope" />)).toThrow(/only works in docs MDX/);
  });
});

describe('Operation', () => {
  it('shows the signature with linked types, the parameters, the result, the errors and the example', () => {
    const operation = model.operations.find((entry) => entry.name === 'fetchProducts')!;
    const {unmount} = render(<Operation operation={operation} refs={{ProductRequest: '/docs/types/product-request'}} />);
    expect(screen.getByLabelText('Signature of fetchProducts')).toHaveTextContent(/^fetchProducts\(params: ProductRequest\): Promise</);
    expect(screen.getAllByRole('link', {name: 'ProductRequest'})[0]).toHaveAttribute('href', '/docs/types/product-request');
    expect(screen.getByRole('table')).toHaveTextContent('params');
    expect(screen.getByText('Example in TypeScript')).toBeInTheDocument();
    expect(screen.getByText('Product Management')).toBeInTheDocument();
    unmount();
    // The errors: an Android helper lists NotPrepared, linked to its row of the error table.
    const consume = model.operations.find((entry) => entry.name === 'consumePurchaseAndroid')!;
    render(<Operation operation={consume} refs={{}} errorLinks={{NotPrepared: {code: 'E_NOT_PREPARED', href: '/docs/errors#e-not-prepared'}}} />);
    expect(screen.getByRole('link', {name: 'E_NOT_PREPARED'})).toHaveAttribute('href', '/docs/errors#e-not-prepared');
  });

  it('says whether the operation can be tried live: a link to the sandbox example, or a note that it is not there', () => {
    const fetchProducts = model.operations.find((entry) => entry.name === 'fetchProducts')!;
    const {unmount} = render(<Operation operation={fetchProducts} tryLiveHref="/docs/apis#try-it" />);
    const link = screen.getByRole('link', {name: 'Try it live for fetchProducts in the sandbox'});
    expect(link).toHaveAttribute('href', '/docs/apis#try-it');
    expect(link).toHaveTextContent(/^Try it live/);
    expect(screen.queryByText('Not in the sandbox')).toBeNull();
    unmount();
    render(<Operation operation={model.operations.find((entry) => entry.name === 'presentCodeRedemptionSheetIOS')!} tryLiveHref={null} />);
    expect(screen.queryByRole('link', {name: /Try it live/})).toBeNull();
    expect(screen.getByText('Not in the sandbox')).toBeInTheDocument();
  });

  it('links the guides that use it: from the islands of the page, or from the map itself without the speed plugins', () => {
    const operation = model.operations.find((entry) => entry.name === 'syncIOS')!;
    const links = [{title: 'Restoring and Syncing Purchases', href: '/docs/next/restoring-purchases'}];
    const guideLink = () => screen.getByRole('link', {name: 'Restoring and Syncing Purchases'});
    const {unmount} = render(<Operation of="syncIOS" operation={operation} guides={{prefix: 'gab12cd-', islands: {'gab12cd-syncIOS': {links}}}} />);
    expect(guideLink()).toHaveAttribute('href', '/docs/next/restoring-purchases');
    unmount();
    render(<Operation of="syncIOS" operation={operation} guides={{syncIOS: {links}, initConnection: {links: []}}} />);
    expect(guideLink().parentElement).toHaveTextContent(/^Used in/);
  });

  it('marks a deprecated platform operation', () => {
    // Next has no deprecated platform operation left, so one is marked here as a release would mark it.
    const promoted = model.operations.find((entry) => entry.name === 'getPromotedProductIOS')!;
    render(<Operation operation={{...promoted, deprecated: 'Read the promoted product event instead.'}} />);
    expect(screen.getByText('Deprecated.')).toBeInTheDocument();
    expect(screen.getByText('iOS')).toBeInTheDocument();
  });
});

describe('ErrorCodeTable and NativeErrorMapping', () => {
  it('shows all 36 codes, each row with its own anchor', () => {
    render(<ErrorCodeTable codes={model.errorCodes} />);
    expect(screen.getAllByRole('row')).toHaveLength(37);
    expect(document.getElementById('e-user-cancelled')).toHaveTextContent('user-cancelled');
    expect(collectedAnchors).toContain('e-network-error');
  });

  it('says in its row that a code is deprecated, and what replaces it, and says nothing of the kind for the others', () => {
    const codes = model.errorCodes.map((code) => (code.name === 'ServiceError' ? {...code, deprecated: 'Use NetworkError.'} : code));
    render(<ErrorCodeTable codes={codes} />);
    const row = (anchor: string) => document.getElementById(anchor)!.closest('tr')!;
    expect(row('e-service-error')).toHaveTextContent(/Deprecated: Use NetworkError/);
    expect(row('e-network-error')).not.toHaveTextContent(/Deprecated/);
  });

  it('filters to the codes with a handling or a retry strategy', () => {
    expect(codesFor(model.errorCodes, 'handling').map((code) => code.name)).toContain('UserCancelled');
    expect(codesFor(model.errorCodes, 'retry').map((code) => code.name)).toEqual([
      'RemoteError',
      'NetworkError',
      'ServiceError',
      'SyncError',
      'ConnectionClosed',
    ]);
    render(<ErrorCodeTable codes={model.errorCodes} view="retry" />);
    expect(screen.getAllByText(/2\^n seconds/)).toHaveLength(2); // NetworkError and SyncError
  });

  it("shows a table per kind of store error with the store's own names, says where the version maps none, and gives the fallback", () => {
    render(
      <NativeErrorMapping
        platform="ios"
        release="9.0.0"
        tables={[
          {source: 'skError', rows: []},
          {source: 'storeKitError', rows: [{label: 'StoreKitError.userCancelled', code: 'user-cancelled', anchor: 'e-user-cancelled'}]},
        ]}
        fallback={{code: 'purchase-error', anchor: 'e-purchase-error'}}
      />,
    );
    expect(screen.getByText(/The 9\.0\.0 module maps no/)).toHaveTextContent('The 9.0.0 module maps no SKError.');
    expect(screen.getByText('StoreKitError.userCancelled')).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'user-cancelled'})).toHaveAttribute('href', '#e-user-cancelled');
    expect(screen.getByRole('link', {name: 'purchase-error'})).toHaveAttribute('href', '#e-purchase-error');
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('says so where the module reports a string that is no ErrorCode value', () => {
    render(
      <NativeErrorMapping
        platform="android"
        tables={[{source: 'billingResponseCode', rows: [{label: '-3 · SERVICE_TIMEOUT', code: null, anchor: null, wire: 'service-timeout'}]}]}
        fallback={null}
      />,
    );
    expect(screen.getByRole('table')).toHaveTextContent('-3 · SERVICE_TIMEOUTservice-timeout (not an ErrorCode value)');
  });
});

describe('TSDoc text, type text and constants', () => {
  it('turns comment text into paragraphs and lists, code stays text', () => {
    expect(toBlocks('One.\n\n- `a`: first\n- b: second\n  continued')).toEqual([
      {kind: 'paragraph', lines: ['One.']},
      {kind: 'list', lines: ['`a`: first', 'b: second continued']},
    ]);
    render(<DocText text={'Use `<script>alert(1)</script>` safely.'} />);
    expect(screen.getByText('<script>alert(1)</script>').tagName).toBe('CODE');
    expect(document.querySelector('script')).toBeNull();
  });

  it('splits a type into words that may link and the rest', () => {
    expect(
      tokenizeType('Promise<Array<Product | null>>')
        .filter((token) => token.word)
        .map((token) => token.text),
    ).toEqual(['Promise', 'Array', 'Product', 'null']);
  });

  it('prints constants as prose does', () => {
    expect(formatConstant(1000)).toBe('1,000');
    expect(formatConstant(1234567.25)).toBe('1,234,567.25');
    expect(formatConstant(-2500)).toBe('-2,500');
    expect(formatConstant(72)).toBe('72');
    expect(formatConstant(['Quest 2', 'Quest 3'])).toBe('Quest 2, Quest 3');
    expect(formatConstant('1.0.10')).toBe('1.0.10');
  });
});
