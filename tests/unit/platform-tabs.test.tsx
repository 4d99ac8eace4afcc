/** The iOS / Android tabs: both panels in the HTML, the stored choice shown, a click stored, a wrong value refused. */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';

const mockSlot = {stored: null as string | null, set: jest.fn()};
jest.mock('@docusaurus/theme-common', () => ({useStorageSlot: () => [mockSlot.stored, {set: mockSlot.set}]}));

import PlatformTabs from '@site/src/components/PlatformTabs';

/** What MDX hands the component: elements with a value and content (the theme's TabItem is not rendered). */
function TabItem(_: {value: string; children: React.ReactNode}): null {
  return null;
}

function renderTabs() {
  return render(
    <PlatformTabs>
      <TabItem value="ios">StoreKit text</TabItem>
      <TabItem value="android">Play Billing text</TabItem>
    </PlatformTabs>,
  );
}

describe('PlatformTabs', () => {
  beforeEach(() => {
    mockSlot.stored = null;
    mockSlot.set.mockClear();
  });

  it('renders both panels, iOS shown and Android hidden, when nothing is stored', () => {
    renderTabs();
    expect(screen.getByRole('tab', {name: 'iOS'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('StoreKit text').closest('[role="tabpanel"]')).not.toHaveAttribute('hidden');
    expect(screen.getByText('Play Billing text').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
  });

  it('shows the stored platform, and ignores a stored value that is no platform', () => {
    mockSlot.stored = 'android';
    const {unmount} = renderTabs();
    expect(screen.getByRole('tab', {name: 'Android'})).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('StoreKit text').closest('[role="tabpanel"]')).toHaveAttribute('hidden');
    unmount();
    mockSlot.stored = 'web';
    renderTabs();
    expect(screen.getByRole('tab', {name: 'iOS'})).toHaveAttribute('aria-selected', 'true');
  });

  it("stores a click or Enter on the other tab, under the theme tabs' key for the group", () => {
    renderTabs();
    fireEvent.click(screen.getByRole('tab', {name: 'Android'}));
    expect(mockSlot.set).toHaveBeenCalledWith('android');
    fireEvent.click(screen.getByRole('tab', {name: 'iOS'}));
    expect(mockSlot.set).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(screen.getByRole('tab', {name: 'Android'}), {key: 'Enter'});
    expect(mockSlot.set).toHaveBeenCalledTimes(2);
  });

  it('links each tab to its panel', () => {
    renderTabs();
    const tab = screen.getByRole('tab', {name: 'Android'});
    const panel = document.getElementById(tab.getAttribute('aria-controls')!);
    expect(panel).toHaveTextContent('Play Billing text');
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
  });

  it('refuses a tab value that is no platform, naming it', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() =>
      render(
        <PlatformTabs>
          <TabItem value="web">Web</TabItem>
        </PlatformTabs>,
      ),
    ).toThrow('not value "web"');
  });
});
