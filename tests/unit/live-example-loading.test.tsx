/**
 * How a live example starts (src/theme/Playground, src/components/SandboxProvider): the simulated store's rules may
 * live in a file of their own, downloaded once when the first example of the page runs; an example that cannot start
 * keeps its code on the page, says why, and starts when the reader tries again.
 */
import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import SandboxProvider, {type SandboxConstantsModule} from '@site/src/components/SandboxProvider';
import Playground from '@site/src/theme/Playground';
import type {SandboxConstants} from '@site/shared/sandboxConstants';

jest.mock('@docusaurus/theme-common', () => ({ThemeClassNames: {common: {codeBlock: 'theme-code-block'}}}));
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => true}), {virtual: true});

// The real live example brings react-live and the theme's editor; this one shows the rules it was given.
jest.mock('@site/src/components/SandboxPlayground', () => ({
  __esModule: true,
  default: function LiveStandIn({constants}: {constants: {androidAcknowledgeWindowDays: number}}) {
    return <p>Live, acknowledge within {constants.androidAcknowledgeWindowDays} days</p>;
  },
}));

const constants = {androidAcknowledgeWindowDays: 3} as SandboxConstants;
const rules: SandboxConstantsModule = {default: {sandboxConstants: constants}};

function page(loadConstants: () => Promise<SandboxConstantsModule>) {
  return render(
    <SandboxProvider loadConstants={loadConstants} docsVersion="current">
      <section aria-label="first">
        <Playground>{'render(<p>one</p>)'}</Playground>
      </section>
      <section aria-label="second">
        <Playground>{'render(<p>two</p>)'}</Playground>
      </section>
    </SandboxProvider>,
  );
}

const example = (name: string) => within(screen.getByRole('region', {name}));

test("the page's examples download the rules once, when the first one runs", async () => {
  const loadConstants = jest.fn(async () => rules);
  page(loadConstants);
  expect(loadConstants).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(example('first').getByRole('button', {name: 'Run this example'})));
  expect(await example('first').findByText('Live, acknowledge within 3 days')).toBeInTheDocument();
  await act(async () => fireEvent.click(example('second').getByRole('button', {name: 'Run this example'})));
  expect(await example('second').findByText('Live, acknowledge within 3 days')).toBeInTheDocument();
  expect(loadConstants).toHaveBeenCalledTimes(1);
});

test('an example whose rules fail to download keeps its code, says why, and starts when the reader tries again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  let online = false;
  const loadConstants = jest.fn(async () => {
    if (!online) throw new Error('offline');
    return rules;
  });
  page(loadConstants);
  await act(async () => fireEvent.click(example('first').getByRole('button', {name: 'Run this example'})));
  expect(await example('first').findByRole('alert')).toHaveTextContent('The live example could not start: offline');
  expect(example('first').getByText(/render\(<p>one<\/p>\)/)).toBeInTheDocument();
  // The other example is untouched.
  expect(example('second').queryByRole('alert')).toBeNull();
  const failedCalls = loadConstants.mock.calls.length;
  online = true;
  await act(async () => fireEvent.click(example('first').getByRole('button', {name: 'Try again'})));
  expect(await example('first').findByText('Live, acknowledge within 3 days')).toBeInTheDocument();
  expect(example('first').queryByRole('alert')).toBeNull();
  expect(loadConstants).toHaveBeenCalledTimes(failedCalls + 1);
});

test('without rules or a way to load them, the provider says where it works', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<SandboxProvider />)).toThrow(/only works in docs MDX/);
});
