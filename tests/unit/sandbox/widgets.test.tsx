/**
 * The sandbox's own widgets, on what a reader sees and does: the switches change what the store does next, the clock
 * buttons move the store's time, and the event log shows the store's story with error codes.
 */
import React from 'react';
import {act, fireEvent, render, screen, within} from '@testing-library/react';
import {ErrorCode} from '@site/spec';
import SandboxPanel, {DEFAULT_CONTROLS} from '@site/src/components/SandboxPanel';
import SandboxEventLog from '@site/src/components/SandboxEventLog';
import {parseLiveMeta} from '@site/src/components/SandboxPlayground/meta';
import {buy, inApp, listen, makeStore} from './helpers';

describe('sandbox widgets', () => {
  test('the Next purchase switch makes the store cancel the next purchase, and the log shows E_USER_CANCELLED', async () => {
    const store = makeStore('ios');
    render(
      <>
        <SandboxPanel store={store} controls={DEFAULT_CONTROLS} onRelaunch={() => {}} onPlatformChange={() => {}} docsVersion="current" />
        <SandboxEventLog store={store} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('Next purchase'), {target: {value: 'user-cancelled'}});
    expect(store.getScenarios().purchaseOutcome).toBe('user-cancelled');
    await act(async () => {
      await store.initConnection();
      listen(store);
      await buy(store, inApp('coins_100'));
    });
    const log = screen.getByRole('log');
    const errorEvent = within(log)
      .getAllByRole('listitem')
      .find((item) => item.dataset.title === 'purchase-error');
    expect(errorEvent).toBeDefined();
    expect(within(errorEvent!).getByText(ErrorCode.UserCancelled)).toBeInTheDocument();
    expect(screen.getByText('Connected')).toBeInTheDocument();
  });

  test('the clock buttons move the store time, and an unacknowledged Android purchase shows as refunded', async () => {
    const store = makeStore('android');
    render(<SandboxPanel store={store} controls={DEFAULT_CONTROLS} onRelaunch={() => {}} docsVersion="1.2.3" />);
    await act(async () => {
      await store.initConnection();
      await buy(store, inApp('remove_ads'));
    });
    expect(screen.getByText(/Spec 1\.2\.3: refund after 3 days/)).toBeInTheDocument();
    expect(document.querySelector('[data-product="remove_ads"]')?.getAttribute('data-status')).toMatch(/not acknowledged/);
    act(() => {
      fireEvent.click(screen.getByRole('button', {name: '+3 days'}));
    });
    expect(screen.getByText(/Day 3/)).toBeInTheDocument();
    expect(document.querySelector('[data-product="remove_ads"]')?.getAttribute('data-status')).toMatch(/refunded/);
  });

  test('the platform switch offers iOS and Android, and Relaunch app asks the example to restart', () => {
    const store = makeStore('ios');
    const onPlatformChange = jest.fn();
    const onRelaunch = jest.fn();
    render(<SandboxPanel store={store} controls={DEFAULT_CONTROLS} onRelaunch={onRelaunch} onPlatformChange={onPlatformChange} docsVersion="current" />);
    expect(screen.getByRole('radio', {name: 'iOS'})).toBeChecked();
    fireEvent.click(screen.getByRole('radio', {name: 'Android'}));
    expect(onPlatformChange).toHaveBeenCalledWith('android');
    fireEvent.click(screen.getByRole('button', {name: 'Relaunch app'}));
    expect(onRelaunch).toHaveBeenCalledTimes(1);
  });

  test('a live block meta picks the platform and the switches it shows', () => {
    expect(parseLiveMeta('live platform=android lockPlatform controls="clock,state"')).toEqual({
      platform: 'android',
      controls: ['clock', 'state'],
      lockPlatform: true,
    });
    expect(parseLiveMeta('live')).toEqual({platform: null, controls: DEFAULT_CONTROLS, lockPlatform: false});
  });
});
