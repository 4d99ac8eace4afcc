/**
 * The error decoder: what a StoreKit or Play Billing code, or an error code name, means in each docs version's
 * model; and what the page shows for it, hostile input included.
 */
import React from 'react';
import path from 'node:path';
import {act, fireEvent, render, screen, waitFor} from '@testing-library/react';
import {extractSpecModel} from '@site/plugins/spec-model/extract';
import {readSnapshot, snapshotPath} from '@site/plugins/spec-model/load';
import {errorCodeView, type SpecModel} from '@site/shared/specModel';
import {decodeError, knownNativeErrors, type DecoderData} from '@site/src/components/ErrorDecoder/decode';
import {NATIVE_SOURCE_NAME} from '@site/shared/nativeErrorLabels';

const location = {pathname: '/docs/errors', search: '', hash: ''};
const replaced: string[] = [];
jest.mock('@docusaurus/router', () => ({
  useLocation: () => location,
  useHistory: () => ({
    replace: ({search}: {search: string}) => {
      replaced.push(search);
      location.search = search;
    },
  }),
}));
jest.mock('@docusaurus/useIsBrowser', () => () => true, {virtual: true});

// Imported after the mocks, which it uses.
import ErrorDecoder from '@site/src/components/ErrorDecoder';

const siteDir = path.resolve(__dirname, '../..');
const models: Array<[string, SpecModel]> = [
  ['Next', extractSpecModel(path.join(siteDir, 'spec'))],
  ['3.2.1', readSnapshot(snapshotPath(siteDir, '3.2.1'))],
  ['2.4.4', readSnapshot(snapshotPath(siteDir, '2.4.4'))],
  ['1.3.17', readSnapshot(snapshotPath(siteDir, '1.3.17'))],
  ['1.2.3', readSnapshot(snapshotPath(siteDir, '1.2.3'))],
];
const modelOf = (label: string) => models.find(([name]) => name === label)![1];

function dataOf(model: SpecModel): DecoderData {
  return {codes: model.errorCodes.map(errorCodeView), mappings: model.nativeErrors};
}

const HOSTILE = '<img src=x onerror=alert(1)>';

describe.each(models)('decodeError on the %s model', (_label, model) => {
  const data = dataOf(model);

  it('turns every store error the module maps, by number and by its own name, into the error code it reports', () => {
    for (const platform of ['ios', 'android'] as const) {
      for (const {source, row} of knownNativeErrors(data, platform)) {
        const expected = {kind: 'native', platform, source, row, code: row.errorCode ? {name: row.errorCode} : null};
        if (row.code !== undefined) expect(decodeError(data, platform, String(row.code))).toMatchObject(expected);
        if (!row.name.startsWith('@')) expect(decodeError(data, platform, `${NATIVE_SOURCE_NAME[source]}.${row.name}`)).toMatchObject(expected);
      }
    }
  });

  it('answers a number the module does not map with the fallback it reports instead', () => {
    const result = decodeError(data, 'ios', '99');
    expect(result).toMatchObject({kind: 'unmapped', platform: 'ios', source: 'skError', nativeCode: 99, fallback: {name: model.nativeErrors.fallback.ios}});
    expect(decodeError(data, 'android', '99')).toMatchObject({kind: 'unmapped', fallback: {name: model.nativeErrors.fallback.android}});
  });

  it('accepts every code by its enum member and by its value, in any case, with the store errors that become it', () => {
    for (const code of model.errorCodes) {
      for (const input of [code.name, code.code, code.code.toUpperCase(), code.name.toLowerCase(), `ErrorCode.${code.name}`]) {
        expect(decodeError(data, 'android', input)).toMatchObject({kind: 'name', code: {name: code.name}});
      }
    }
    const serviceError = decodeError(data, 'android', 'service-error');
    expect(serviceError.kind === 'name' && serviceError.natives.map((entry) => entry.row.code)).toEqual(
      model.nativeErrors.maps.billingResponseCode.filter((row) => row.errorCode === 'ServiceError').map((row) => row.code),
    );
    expect(decodeError(data, 'android', model.nativeErrors.fallback.android)).toMatchObject({kind: 'name', isFallback: true});
  });

  it('says when the input is neither, and lists the store errors the module maps on the chosen platform', () => {
    for (const input of ['NETWORK', 'E_NETWORK', 'SKError.nothing']) {
      const result = decodeError(data, 'android', input);
      expect(result).toMatchObject({kind: 'unknown', platform: 'android', input});
      if (result.kind === 'unknown') expect(result.known).toEqual(knownNativeErrors(data, 'android'));
    }
  });

  it('keeps hostile input as the text it is, and refuses a platform it does not know', () => {
    expect(decodeError(data, 'ios', HOSTILE)).toMatchObject({kind: 'unknown', input: HOSTILE});
    expect(decodeError(data, '<b>ios</b>', '2')).toEqual({kind: 'unknown-platform', platform: '<b>ios</b>'});
    expect(decodeError(data, 'ios', '   ')).toEqual({kind: 'empty'});
    expect(decodeError(data, '', '')).toEqual({kind: 'empty'});
  });
});

describe('each version answers for its own release', () => {
  const decode = (label: string, platform: string, input: string) => decodeError(dataOf(modelOf(label)), platform, input);

  it('3.2.1: StoreKit code 2 (paymentCancelled) is UserCancelled; Play Billing 3 is BillingUnavailable, 6 ServiceError, -3 ServiceTimeout', () => {
    expect(decode('3.2.1', 'ios', '2')).toMatchObject({kind: 'native', row: {name: 'paymentCancelled'}, code: {name: 'UserCancelled', code: 'user-cancelled'}});
    expect(decode('3.2.1', 'android', '3')).toMatchObject({code: {name: 'BillingUnavailable'}});
    expect(decode('3.2.1', 'android', '6')).toMatchObject({row: {name: 'ERROR'}, code: {name: 'ServiceError', code: 'service-error'}});
    expect(decode('3.2.1', 'android', '-3')).toMatchObject({code: {name: 'ServiceTimeout'}});
    expect(decode('3.2.1', 'android', 'ITEM_ALREADY_OWNED')).toMatchObject({row: {code: 7}, code: {name: 'AlreadyOwned'}});
    expect(decode('3.2.1', 'ios', 'StoreKitError.notEntitled')).toMatchObject({code: {name: 'ItemNotOwned'}});
    expect(decode('3.2.1', 'ios', 'userCancelled')).toMatchObject({kind: 'native', source: 'storeKitError'});
    expect(decode('3.2.1', 'ios', '15')).toMatchObject({kind: 'unmapped', mapsAny: true, fallback: {name: 'PurchaseError'}});
    // The same number means different things on the two stores.
    expect(decode('3.2.1', 'ios', '7')).toMatchObject({code: {name: 'NetworkError'}});
    expect(decode('3.2.1', 'android', '7')).toMatchObject({code: {name: 'AlreadyOwned'}});
  });

  it('2.4.4 maps only SKError 2 of StoreKit 1; 1.3.17 no SKError code, but StoreKit 2 errors; 1.2.3 neither', () => {
    expect(decode('2.4.4', 'ios', '2')).toMatchObject({code: {name: 'UserCancelled'}});
    expect(decode('2.4.4', 'ios', '0')).toMatchObject({kind: 'unmapped', mapsAny: true});
    expect(decode('1.3.17', 'ios', '2')).toMatchObject({kind: 'unmapped', mapsAny: false, fallback: {name: 'PurchaseError'}});
    expect(decode('1.3.17', 'ios', 'networkError')).toMatchObject({code: {name: 'NetworkError'}});
    expect(decode('1.2.3', 'ios', '2')).toMatchObject({kind: 'unmapped', mapsAny: false, fallback: {name: 'PurchaseError', code: 'purchase-error'}});
    expect(decode('1.2.3', 'ios', 'StoreKitError.networkError')).toMatchObject({kind: 'unknown'});
    expect(decode('1.2.3', 'ios', 'networkError')).toMatchObject({kind: 'name', code: {name: 'NetworkError'}, natives: []});
    expect(decode('1.2.3', 'ios', 'Product.PurchaseResult.pending')).toMatchObject({code: {name: 'DeferredPayment'}});
  });

  it('Play Billing 12 (NETWORK_ERROR) became NetworkError in 2.4.4; before, it fell to Unknown, and -3 had no ErrorCode', () => {
    expect(decode('2.4.4', 'android', '12')).toMatchObject({code: {name: 'NetworkError'}});
    expect(decode('1.3.17', 'android', '12')).toMatchObject({kind: 'unmapped', fallback: {name: 'Unknown'}});
    expect(decode('1.2.3', 'android', '-3')).toMatchObject({kind: 'native', code: null, row: {wire: 'service-timeout'}});
  });
});

describe('<ErrorDecoder>', () => {
  const data = dataOf(models[0][1]);

  const scrolledTo: Element[] = [];
  beforeAll(() => {
    // jsdom lays nothing out; record where the page was asked to scroll.
    Element.prototype.scrollIntoView = function scrollIntoView(this: Element) {
      scrolledTo.push(this);
    };
  });
  beforeEach(() => {
    replaced.length = 0;
    scrolledTo.length = 0;
    location.search = '';
  });

  /** The decoder's live region, once it holds `text`: the answer loads with the first question. */
  async function answerWith(text: string): Promise<HTMLOutputElement> {
    const output = document.querySelector('output')!;
    await waitFor(() => expect(output).toHaveTextContent(text));
    return output;
  }

  it('shows the answer of a deep link: the code, its meaning, handling, retry and a link to its row', async () => {
    location.search = '?platform=android&code=7';
    render(<ErrorDecoder {...data} />);
    const output = await answerWith('already-owned');
    const code = data.codes.find((entry) => entry.name === 'AlreadyOwned')!;
    expect(output).toHaveTextContent(code.handling!);
    expect(screen.getByRole('link', {name: /already-owned in the error code table/})).toHaveAttribute('href', `#${code.anchor}`);
    expect(screen.getByLabelText('Store error (code or name) or error code')).toHaveValue('7');
    expect(screen.getByLabelText('Platform')).toHaveValue('android');
    // A shared link is opened for its answer: the decoder is brought into view.
    expect(scrolledTo).toEqual([output.parentElement]);
  });

  it('writes the question into the address on submit', async () => {
    const {rerender} = render(<ErrorDecoder {...data} />);
    expect(document.querySelector('output')).toBeEmptyDOMElement();
    expect(scrolledTo).toEqual([]);
    fireEvent.change(screen.getByLabelText('Store error (code or name) or error code'), {target: {value: 'networkerror'}});
    fireEvent.click(screen.getByRole('button', {name: 'Decode'}));
    expect(replaced).toEqual(['?platform=ios&code=networkerror']);
    rerender(<ErrorDecoder {...data} />);
    await answerWith('network-error');
  });

  it('renders a hostile code as text and offers the known codes, which decode when chosen', async () => {
    location.search = `?platform=ios&code=${encodeURIComponent(HOSTILE)}`;
    const {rerender} = render(<ErrorDecoder {...data} />);
    const output = await answerWith(HOSTILE);
    expect(output.querySelector('img')).toBeNull();
    const buttons = output.querySelectorAll('button');
    expect(buttons).toHaveLength(knownNativeErrors(data, 'ios').length);
    act(() => fireEvent.click(buttons[2]));
    expect(replaced).toEqual(['?platform=ios&code=2']);
    rerender(<ErrorDecoder {...data} />);
    await answerWith('user-cancelled');
    // A StoreKit 2 error has no number: its button asks by name.
    const named = Array.from(document.querySelectorAll('output button')).find((button) => button.textContent?.includes('StoreKitError.notEntitled'));
    expect(named).toBeUndefined();
  });

  it('with its data given as a loader, loads it only when the page first has a question, and once', async () => {
    const loadData = jest.fn(async () => ({default: data}));
    const {rerender} = render(<ErrorDecoder loadData={loadData} />);
    expect(loadData).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Store error (code or name) or error code'), {target: {value: '7'}});
    fireEvent.change(screen.getByLabelText('Platform'), {target: {value: 'android'}});
    expect(loadData).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', {name: 'Decode'}));
    rerender(<ErrorDecoder loadData={loadData} />);
    await answerWith('already-owned');
    location.search = '?platform=ios&code=2';
    rerender(<ErrorDecoder loadData={loadData} />);
    await answerWith('user-cancelled');
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('says so when its data cannot be loaded, and tries again with the next question', async () => {
    const loadData = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({default: data});
    location.search = '?platform=android&code=7';
    const {rerender} = render(<ErrorDecoder loadData={loadData} />);
    await answerWith('could not load what it needs to answer');
    location.search = '?platform=android&code=8';
    rerender(<ErrorDecoder loadData={loadData} />);
    await answerWith('item-not-owned');
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('without data or a loader, says where it works', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ErrorDecoder />)).toThrow(/only works in docs MDX/);
  });
});
