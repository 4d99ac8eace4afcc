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
import {decodeError, knownNativeCodes, type DecoderData} from '@site/src/components/ErrorDecoder/decode';

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
  ['1.2.3', readSnapshot(snapshotPath(siteDir, '1.2.3'))],
];

function dataOf(model: SpecModel): DecoderData {
  return {codes: model.errorCodes.map(errorCodeView), mappings: model.nativeMappings};
}

const HOSTILE = '<img src=x onerror=alert(1)>';

describe.each(models)('decodeError on the %s model', (_label, model) => {
  const data = dataOf(model);

  it('turns every native code of each platform into the error code its mapping names', () => {
    for (const platform of ['ios', 'android'] as const) {
      const mappings = model.nativeMappings.filter((mapping) => mapping.platform === platform);
      expect(mappings.length).toBeGreaterThan(0);
      for (const mapping of mappings) {
        const result = decodeError(data, platform, String(mapping.nativeCode));
        if (mapping.errorCode === null) expect(result).toEqual({kind: 'success', platform, nativeCode: mapping.nativeCode});
        else expect(result).toMatchObject({kind: 'native', platform, nativeCode: mapping.nativeCode, code: {name: mapping.errorCode}});
      }
    }
  });

  it('reads the documented examples: Play Billing 7 is AlreadyOwned, StoreKit 2 is NetworkError, Play Billing 0 is success', () => {
    expect(decodeError(data, 'android', '7')).toMatchObject({kind: 'native', code: {name: 'AlreadyOwned', code: 'E_ALREADY_OWNED'}});
    expect(decodeError(data, 'ios', '2')).toMatchObject({kind: 'native', code: {name: 'NetworkError', code: 'E_NETWORK_ERROR'}});
    expect(decodeError(data, 'android', '0').kind).toBe('success');
    // The same number means different things on the two stores.
    expect(decodeError(data, 'ios', '7').kind).toBe('unknown');
    expect(decodeError(data, 'ANDROID', ' 7 ')).toMatchObject({kind: 'native', code: {name: 'AlreadyOwned'}});
  });

  it('accepts every code by its enum member and by its value, in any case, with the native codes that map to it', () => {
    for (const code of model.errorCodes) {
      for (const input of [code.name, code.code, code.code.toLowerCase(), code.name.toUpperCase(), `ErrorCode.${code.name}`]) {
        expect(decodeError(data, 'ios', input)).toMatchObject({kind: 'name', code: {name: code.name}});
      }
    }
    expect(decodeError(data, 'android', 'serviceerror')).toMatchObject({kind: 'name', nativeCodes: [2, 3]});
    expect(decodeError(data, 'ios', 'E_DEVELOPER_ERROR')).toMatchObject({kind: 'name', nativeCodes: []});
  });

  it('says when a code is unknown and lists the known codes of the chosen platform', () => {
    for (const input of ['99', '-1', 'NETWORK', 'E_NETWORK']) {
      const result = decodeError(data, 'android', input);
      expect(result).toMatchObject({kind: 'unknown', platform: 'android', input});
      if (result.kind === 'unknown') {
        expect(result.known.map((entry) => entry.nativeCode)).toEqual(
          model.nativeMappings.filter((mapping) => mapping.platform === 'android').map((mapping) => mapping.nativeCode),
        );
      }
    }
    expect(knownNativeCodes(data, 'ios').map((entry) => entry.code?.name)).toEqual(
      model.nativeMappings.filter((mapping) => mapping.platform === 'ios').map((mapping) => mapping.errorCode),
    );
  });

  it('keeps hostile input as the text it is, and refuses a platform it does not know', () => {
    expect(decodeError(data, 'ios', HOSTILE)).toMatchObject({kind: 'unknown', input: HOSTILE});
    expect(decodeError(data, '<b>ios</b>', '2')).toEqual({kind: 'unknown-platform', platform: '<b>ios</b>'});
    expect(decodeError(data, 'ios', '   ')).toEqual({kind: 'empty'});
    expect(decodeError(data, '', '')).toEqual({kind: 'empty'});
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
    const output = await answerWith('E_ALREADY_OWNED');
    const code = data.codes.find((entry) => entry.name === 'AlreadyOwned')!;
    expect(output).toHaveTextContent(code.handling!);
    expect(screen.getByRole('link', {name: /E_ALREADY_OWNED in the error code table/})).toHaveAttribute('href', `#${code.anchor}`);
    expect(screen.getByLabelText('Native code or error code name')).toHaveValue('7');
    expect(screen.getByLabelText('Platform')).toHaveValue('android');
    // A shared link is opened for its answer: the decoder is brought into view.
    expect(scrolledTo).toEqual([output.parentElement]);
  });

  it('writes the question into the address on submit', async () => {
    const {rerender} = render(<ErrorDecoder {...data} />);
    expect(document.querySelector('output')).toBeEmptyDOMElement();
    expect(scrolledTo).toEqual([]);
    fireEvent.change(screen.getByLabelText('Native code or error code name'), {target: {value: 'networkerror'}});
    fireEvent.click(screen.getByRole('button', {name: 'Decode'}));
    expect(replaced).toEqual(['?platform=ios&code=networkerror']);
    rerender(<ErrorDecoder {...data} />);
    await answerWith('E_NETWORK_ERROR');
  });

  it('renders a hostile code as text and offers the known codes, which decode when chosen', async () => {
    location.search = `?platform=ios&code=${encodeURIComponent(HOSTILE)}`;
    const {rerender} = render(<ErrorDecoder {...data} />);
    const output = await answerWith(HOSTILE);
    expect(output.querySelector('img')).toBeNull();
    const buttons = output.querySelectorAll('button');
    expect(buttons).toHaveLength(data.mappings.filter((mapping) => mapping.platform === 'ios').length);
    act(() => fireEvent.click(buttons[2]));
    expect(replaced).toEqual(['?platform=ios&code=2']);
    rerender(<ErrorDecoder {...data} />);
    await answerWith('E_NETWORK_ERROR');
  });

  it('with its data given as a loader, loads it only when the page first has a question, and once', async () => {
    const loadData = jest.fn(async () => ({default: data}));
    const {rerender} = render(<ErrorDecoder loadData={loadData} />);
    expect(loadData).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Native code or error code name'), {target: {value: '7'}});
    fireEvent.change(screen.getByLabelText('Platform'), {target: {value: 'android'}});
    expect(loadData).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', {name: 'Decode'}));
    rerender(<ErrorDecoder loadData={loadData} />);
    await answerWith('E_ALREADY_OWNED');
    location.search = '?platform=ios&code=2';
    rerender(<ErrorDecoder loadData={loadData} />);
    await answerWith('E_NETWORK_ERROR');
    expect(loadData).toHaveBeenCalledTimes(1);
  });

  it('says so when its data cannot be loaded, and tries again with the next question', async () => {
    const loadData = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({default: data});
    location.search = '?platform=android&code=7';
    const {rerender} = render(<ErrorDecoder loadData={loadData} />);
    await answerWith('could not load what it needs to answer');
    location.search = '?platform=android&code=8';
    rerender(<ErrorDecoder loadData={loadData} />);
    await answerWith('E_ITEM_NOT_OWNED');
    expect(loadData).toHaveBeenCalledTimes(2);
  });

  it('without data or a loader, says where it works', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<ErrorDecoder />)).toThrow(/only works in docs MDX/);
  });
});
