/** Long code names may wrap between their words, so that a table's description column is not squeezed by them. */
import React from 'react';
import path from 'node:path';
import {render, screen, within} from '@testing-library/react';
import NameBreaks, {nameBreakPieces} from '@site/src/components/NameBreaks';
import TypeTable from '@site/src/components/TypeTable';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import TypeText from '@site/src/components/TypeText';
import {extractSpecModel} from '@site/plugins/spec-model/extract';
import type {SpecModel} from '@site/shared/specModel';
import {setPluginData} from './support/docusaurus/useGlobalData';

jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: {common: {codeBlock: 'theme-code-block'}},
  createStorageSlot: () => ({get: () => null, set: () => undefined, listen: () => () => undefined}),
}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDocsVersion: () => ({version: 'current', label: 'Next'})}));
setPluginData('language-files', {folder: '/assets/languages', index: 'abcd0123', derivedTypeScript: []});

describe('nameBreakPieces', () => {
  it.each([
    ['originalTransactionIdentifierIOS', ['original', 'Transaction', 'Identifier', 'IOS']],
    ['SubscriptionProductReplacementParamsAndroid', ['Subscription', 'Product', 'Replacement', 'Params', 'Android']],
    ['ErrorCode.PurchaseVerificationFailed', ['Error', 'Code.', 'Purchase', 'Verification', 'Failed']],
    ['E_PURCHASE_VERIFICATION_FAILED', ['E_PURCHASE_', 'VERIFICATION_', 'FAILED']],
    ['IOSSubscriptionOffer', ['IOS', 'Subscription', 'Offer']],
    ['paymentMode2Offer', ['payment', 'Mode2', 'Offer']],
  ])('breaks %s between its words', (name, pieces) => {
    expect(nameBreakPieces(name)).toEqual(pieces);
  });

  it.each([
    // Short names fit any column whole.
    ['productId', ['productId']],
    ['IapStore', ['IapStore']],
    // No piece of fewer than three characters: `Id` and `E_` stay with their neighbours.
    ['currentPlanTokenId', ['current', 'Plan', 'TokenId']],
    ['E_USER_CANCELLED_X', ['E_USER_', 'CANCELLED_X']],
    // Kebab-case already wraps at its hyphens; nothing is added.
    ['purchase-verification-failed', ['purchase-verification-failed']],
  ])('leaves %s whole where a break would not help', (name, pieces) => {
    expect(nameBreakPieces(name)).toEqual(pieces);
  });

  it('loses no character', () => {
    for (const name of ['originalTransactionIdentifierIOS', 'ErrorCode.PurchaseVerificationFailed', 'E_PURCHASE_VERIFICATION_FAILED']) {
      expect(nameBreakPieces(name).join('')).toBe(name);
    }
  });
});

describe('NameBreaks', () => {
  it('puts a <wbr> between the pieces, and the text reads as one word', () => {
    const {container} = render(
      <code>
        <NameBreaks text="originalTransactionIdentifierIOS" />
      </code>,
    );
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    expect(container.textContent).toBe('originalTransactionIdentifierIOS');
  });
});

describe('the reference tables give their long names break opportunities', () => {
  let model: SpecModel;
  beforeAll(() => {
    model = extractSpecModel(path.resolve(__dirname, '../../spec'));
  });

  it('in the field names and field types of a type table', () => {
    const type = model.types.find((candidate) => candidate.name === 'RequestSubscriptionAndroidProps')!;
    render(<TypeTable of={type.name} type={type} refs={{}} />);
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText('subscriptionProductReplacementParams?'))!;
    const [name, fieldType] = within(row).getAllByRole('cell');
    expect(name.querySelector('code')!.querySelectorAll('wbr').length).toBeGreaterThan(0);
    expect(fieldType.querySelectorAll('wbr').length).toBeGreaterThan(0);
    expect(fieldType).toHaveTextContent('SubscriptionProductReplacementParamsAndroid');
  });

  it('names a broken type link as the type is written, since browsers read a <wbr> as a space', () => {
    const type = model.types.find((candidate) => candidate.name === 'RequestSubscriptionAndroidProps')!;
    const name = 'SubscriptionProductReplacementParamsAndroid';
    render(<TypeTable of={type.name} type={type} refs={{[name]: '/docs/types/subscription-product-replacement-params-android'}} />);
    const link = screen.getByRole('link', {name});
    expect(link.querySelectorAll('wbr').length).toBeGreaterThan(0);
    expect(link).toHaveAttribute('aria-label', name);
  });

  it('in the code names of a description', () => {
    const type = model.types.find((candidate) => candidate.name === 'LaunchExternalLinkParamsAndroid')!;
    render(<TypeTable of={type.name} type={type} refs={{}} />);
    const row = screen.getAllByRole('row').find((candidate) => within(candidate).queryByText('externalTransactionToken?'))!;
    const description = within(row).getAllByRole('cell')[2];
    const code = within(description).getByText('createBillingProgramReportingDetailsAndroid');
    expect(code.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });

  it('in a generic type, after its angle bracket and its dot', () => {
    const {container} = render(<TypeText type="IapEventListener<IapEvent.PurchaseError>" refs={{}} />);
    const code = container.querySelector('code')!;
    expect(code.textContent).toBe('IapEventListener<IapEvent.PurchaseError>');
    // Iap|Event|Listener<|IapEvent.|PurchaseError: two breaks in the name, one after `<`, one after the dot.
    expect(code.querySelectorAll('wbr')).toHaveLength(4);
  });

  it('in the member names of an enum', () => {
    const type = model.types.find(
      (candidate) => candidate.kind === 'enum' && candidate.members?.some((member) => member.name === 'DeveloperProvidedBillingAndroid'),
    )!;
    render(<TypeTable of={type.name} type={type} refs={{}} />);
    const member = screen.getByText('DeveloperProvidedBillingAndroid');
    expect(member.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });

  it('in the error codes and their ErrorCode members', () => {
    render(<ErrorCodeTable codes={model.errorCodes} />);
    const header = screen.getAllByRole('rowheader').find((cell) => cell.textContent?.includes('ErrorCode.PurchaseVerificationFailed'))!;
    expect(header.querySelector('span')!.querySelectorAll('wbr').length).toBeGreaterThan(0);
  });
});
