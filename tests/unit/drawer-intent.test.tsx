/** The phone's docs sidebar joins the drawer when the reader starts to open it, not while the page hydrates. */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';

jest.mock('@theme-original/DocSidebar/Mobile', () => ({__esModule: true, default: () => <nav data-testid="docs-sidebar" />}), {virtual: true});

type Modules = {
  Wrapper: typeof import('@site/src/theme/DocSidebar/Mobile').default;
  intent: typeof import('@site/src/theme/Navbar/MobileSidebar/drawerIntent');
};

/** What the theme hands the docs sidebar; the stand-in above ignores it. */
const SIDEBAR_PROPS = {path: '/docs/intro', sidebar: [], onCollapse: () => {}, isHidden: false};

/** A fresh copy of the modules: whether the drawer is wanted is remembered for the whole visit. */
async function load(): Promise<Modules> {
  let modules!: Modules;
  await jest.isolateModulesAsync(async () => {
    // The same React as the test renders with: only the drawer modules are fresh.
    jest.doMock('react', () => React);
    modules = {
      Wrapper: (await import('@site/src/theme/DocSidebar/Mobile')).default,
      intent: await import('@site/src/theme/Navbar/MobileSidebar/drawerIntent'),
    };
  });
  return modules;
}

function Listener({intent, shown}: {intent: Modules['intent']; shown: boolean}) {
  intent.useDrawerIntent(shown);
  return null;
}

describe('the docs sidebar in the phone drawer', () => {
  it('is absent after hydration, and present from the moment a press on the navbar toggle starts', async () => {
    const {Wrapper, intent} = await load();
    render(
      <>
        <Listener intent={intent} shown={false} />
        <button className="navbar__toggle">toggle</button>
        <button>other</button>
        <Wrapper {...SIDEBAR_PROPS} />
      </>,
    );
    expect(screen.queryByTestId('docs-sidebar')).toBeNull();
    fireEvent.pointerDown(screen.getByText('other'));
    fireEvent.keyDown(screen.getByText('toggle'), {key: 'Tab'});
    expect(screen.queryByTestId('docs-sidebar')).toBeNull();
    fireEvent.pointerDown(screen.getByText('toggle'));
    expect(screen.getByTestId('docs-sidebar')).toBeInTheDocument();
  });

  it('joins on Enter on the docs "Menu" button, which carries the opener attribute', async () => {
    const {Wrapper, intent} = await load();
    render(
      <>
        <Listener intent={intent} shown={false} />
        <button {...{[intent.OPENS_DRAWER_ATTRIBUTE]: ''}}>
          <span>Menu</span>
        </button>
        <Wrapper {...SIDEBAR_PROPS} />
      </>,
    );
    fireEvent.keyDown(screen.getByText('Menu'), {key: 'Enter'});
    expect(screen.getByTestId('docs-sidebar')).toBeInTheDocument();
  });

  it('joins when the drawer is shown by any other means', async () => {
    const {Wrapper, intent} = await load();
    const {rerender} = render(
      <>
        <Listener intent={intent} shown={false} />
        <Wrapper {...SIDEBAR_PROPS} />
      </>,
    );
    expect(screen.queryByTestId('docs-sidebar')).toBeNull();
    act(() =>
      rerender(
        <>
          <Listener intent={intent} shown />
          <Wrapper {...SIDEBAR_PROPS} />
        </>,
      ),
    );
    expect(screen.getByTestId('docs-sidebar')).toBeInTheDocument();
  });
});
