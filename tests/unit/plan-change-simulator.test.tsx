/**
 * The plan-change simulator of the Subscription Upgrade and Downgrade page: its form is in the server-rendered
 * HTML, and Simulate plays the change on the simulated store of the page's docs version and lists what happens.
 */
import React from 'react';
import path from 'node:path';
import {renderToString} from 'react-dom/server';
import {fireEvent, render, screen, within} from '@testing-library/react';
import remarkSpecModel from '@site/plugins/spec-model/remark';
import PlanChangeSimulator from '@site/src/components/PlanChangeSimulator';
import {docsRoutes} from '@site/shared/docsRoutes';

const siteDir = path.resolve(__dirname, '../..');

type Node = {type: string; name?: string; attributes?: Array<{name: string; value: unknown}>; children?: Node[]};

/** The props the build gives the simulator on a version's page: that release's rules and replacement modes. */
function propsFor(version: string): React.ComponentProps<typeof PlanChangeSimulator> {
  const node: Node = {type: 'mdxJsxFlowElement', name: 'PlanChangeSimulator', attributes: [], children: []};
  remarkSpecModel({siteDir, docsRoutes})({type: 'root', children: [node]} as never, {
    path: path.join(siteDir, `versioned_docs/version-${version}/subscription-upgrade-downgrade.mdx`),
  });
  const prop = (name: string) => JSON.parse((node.attributes!.find((entry) => entry.name === name)!.value as {value: string}).value);
  return {sandboxConstants: prop('sandboxConstants'), replacementModes: prop('replacementModes'), plans: prop('plans')};
}

const props = propsFor('1.2.3');

/** The moments of the timeline, each as {kind, row name → text}. */
async function simulate(): Promise<Array<{kind: string; rows: Record<string, string>}>> {
  fireEvent.click(screen.getByRole('button', {name: 'Simulate'}));
  const timeline = await screen.findByRole('list', {name: 'Timeline of the plan change'});
  return within(timeline)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.step)
    .map((item) => ({
      kind: item.dataset.step!,
      rows: Object.fromEntries(Array.from(item.querySelectorAll('dd[data-row]')).map((row) => [(row as HTMLElement).dataset.row, row.textContent ?? ''])),
    }));
}

test('the server renders the form, with the version’s replacement modes, and no timeline before Simulate', () => {
  const html = renderToString(<PlanChangeSimulator {...props} />);
  expect(html).toMatch(/<form[^>]*aria-label="Plan change to simulate"/);
  expect(html).toContain('>Simulate</button>');
  expect(html).toContain('aria-live="polite"');
  expect(html).not.toContain('<ol');
  expect(props.replacementModes!.map((mode) => `${mode.value} ${mode.name}`)).toEqual([
    '1 WithTimeProration',
    '2 ChargeProratedPrice',
    '3 WithoutProration',
    '5 ChargeFullPrice',
    '6 Deferred',
  ]);
});

test('Android downgrade with mode 6: an empty purchase list, the backend record, and the lower plan at the renewal', async () => {
  render(<PlanChangeSimulator {...props} />);
  fireEvent.click(screen.getByRole('radio', {name: 'Android (Google Play)'}));
  fireEvent.change(screen.getByRole('combobox', {name: 'Current plan'}), {target: {value: 'premium:yearly'}});
  fireEvent.change(screen.getByRole('combobox', {name: 'New plan'}), {target: {value: 'premium:monthly'}});
  // A move to a cheaper plan gets the mode the docs recommend for downgrades, described under the field.
  const mode = screen.getByRole('combobox', {name: 'Replacement mode'});
  expect(mode).toHaveValue('6');
  expect(mode).toHaveAccessibleDescription(/Keeps the old plan until it renews/);
  const [subscribe, change, renewal, ...rest] = await simulate();
  expect(rest).toEqual([]);
  expect(subscribe.rows.events).toMatch(/^purchase-updated: premium · purchased/);
  expect(subscribe.rows.charges).toBe('$39.99 for premium (yearly), purchase');
  expect(change.kind).toBe('change');
  expect(change.rows.store).toContain('onPurchasesUpdated(OK, [])');
  expect(change.rows.events).toBe('None: no listener is called.');
  expect(change.rows.charges).toBe('Nothing.');
  expect(change.rows.active).toMatch(/basePlanIdAndroid yearly/);
  expect(change.rows.pending).toMatch(/^Your backend's record: user_42, yearly → monthly on Day 365/);
  expect(renewal.rows.store).toMatch(/the deferred change from yearly takes effect/);
  expect(renewal.rows.backend).toMatch(/real-time developer notification/);
  expect(renewal.rows.events).toBe('None: no listener is called.');
  expect(renewal.rows.charges).toBe('$4.99 for premium (monthly), renewal');
  expect(renewal.rows.active).toMatch(/basePlanIdAndroid monthly/);
  expect(renewal.rows.pending).toMatch(/^None/);
});

test('a version without the numeric enum offers the modes as its request spells them, and plays the change with the string', async () => {
  const stringProps = propsFor('3.2.1');
  expect(stringProps.replacementModes!.map((mode) => mode.value)).toEqual([
    'with-time-proration',
    'charge-prorated-price',
    'charge-full-price',
    'without-proration',
    'deferred',
  ]);
  render(<PlanChangeSimulator {...stringProps} />);
  fireEvent.click(screen.getByRole('radio', {name: 'Android (Google Play)'}));
  fireEvent.change(screen.getByRole('combobox', {name: 'Current plan'}), {target: {value: 'premium:yearly'}});
  fireEvent.change(screen.getByRole('combobox', {name: 'New plan'}), {target: {value: 'premium:monthly'}});
  const mode = screen.getByRole('combobox', {name: 'Replacement mode'});
  expect(mode).toHaveValue('deferred');
  expect(
    within(mode)
      .getAllByRole('option')
      .map((option) => option.textContent),
  ).toContain('deferred');
  const [, change, renewal] = await simulate();
  expect(screen.getByText(/asks for .* with replacement mode deferred$/)).toBeInTheDocument();
  expect(change.rows.store).toContain('onPurchasesUpdated(OK, [])');
  expect(renewal.rows.active).toMatch(/basePlanIdAndroid monthly/);
  // Another mode, picked by its string: an immediate change with a new purchase.
  fireEvent.change(mode, {target: {value: 'charge-full-price'}});
  fireEvent.click(screen.getByRole('button', {name: 'Simulate'}));
  const title = await screen.findByText(/with replacement mode charge-full-price$/);
  expect(title.closest('li')!.querySelector('dd[data-row="store"]')!.textContent).toMatch(/Plan changed immediately \(mode charge-full-price\)/);
});

test('iOS upgrade: charged and delivered at once under the old product id, which catches up minutes later', async () => {
  render(<PlanChangeSimulator {...props} />);
  expect(screen.queryByRole('combobox', {name: 'Replacement mode'})).toBeNull();
  const steps = await simulate();
  expect(steps.map((step) => step.kind)).toEqual(['subscribe', 'change', 'settle', 'renewal']);
  const [, change, settle, renewal] = steps;
  expect(change.rows.events).toMatch(/^purchase-updated: premium_monthly · purchased/);
  expect(change.rows.charges).toBe('$39.99 for premium_yearly, upgrade');
  expect(change.rows.pending).toBe('renewalInfoIOS.pendingUpgradeProductId: premium_yearly');
  expect(settle.rows.active).toMatch(/^productId premium_yearly/);
  expect(settle.rows.pending).toBe('renewalInfoIOS.pendingUpgradeProductId: empty');
  expect(renewal.rows.charges).toBe('$39.99 for premium_yearly, renewal');
});

test('without the data the build fills in, it says where it works', () => {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  expect(() => render(<PlanChangeSimulator />)).toThrow(/only works in docs MDX/);
});

test('with the rules in a file of their own, Simulate loads them; a failed download says so and the next Simulate tries again', async () => {
  const {sandboxConstants, replacementModes, plans} = props;
  const loadConstants = jest
    .fn()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValue({default: {sandboxConstants: sandboxConstants!}});
  render(<PlanChangeSimulator loadConstants={loadConstants} replacementModes={replacementModes} plans={plans} />);
  // The form is drawn, and works, without them.
  expect(screen.getByRole('combobox', {name: 'Current plan'})).toHaveValue('premium_monthly');
  expect(loadConstants).not.toHaveBeenCalled();
  fireEvent.click(screen.getByRole('button', {name: 'Simulate'}));
  expect(await screen.findByText('The simulation could not run: offline')).toBeInTheDocument();
  const steps = await simulate();
  expect(steps.map((step) => step.kind)).toEqual(['subscribe', 'change', 'settle', 'renewal']);
  expect(screen.queryByText(/could not run/)).toBeNull();
  await simulate();
  expect(loadConstants).toHaveBeenCalledTimes(3);
});
