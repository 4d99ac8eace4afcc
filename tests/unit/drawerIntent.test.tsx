/** The phone's docs sidebar joins the drawer when the reader starts to open it, not while the page hydrates. */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';

jest.mock('@theme-original/DocSidebar/Mobile', () => ({__esModule: true, default: () => <nav data-testid="docs-sidebar" />}), {virtual: true});

type Modules = {
  Wrapper: React.ComponentType<Record<string, unknown>>;
  intent: typeof import('@site/src/theme/Navbar/MobileSidebar/drawerIntent');
};

/** A fresh copy of the modules: whether the drawer is wanted is remembered for the whole visit. */
function load(): Modules {
  let modules!: Modules;
  jest.isolateModules(() => {
    // The same React as the test renders with: only the drawer modules are fresh.
    jest.doMock('react', () => React);
    modules = {
      Wrapper: require('@site/src/theme/DocSidebar/Mobile').default,
      intent: require('@site/src/theme/Navbar/MobileSidebar/drawerIntent'),
    };
  });
  return modules;
}

function Listener({intent, shown}: {intent: Modules['intent']; shown: boolean}) {
  intent.useDrawerIntent(shown);
  return null;
}

describe('the docs sidebar in the phone drawer', () => {
  it('is absent after hydration, and present from the moment a press on the navbar toggle starts', () => {
    const {Wrapper, intent} = load();
    render(
      <>
        <Listener intent={intent} shown={false} />
        <button className="navbar__toggle">toggle</button>
        <button>other</button>
        <Wrapper />
      </>,
    );
    expect(screen.queryByTestId('docs-sidebar')).toBeNull();
    fireEvent.pointerDown(screen.getByText('other'));
    fireEvent.keyDown(screen.getByText('toggle'), {key: 'Tab'});
    expect(screen.queryByTestId('docs-sidebar')).toBeNull();
    fireEvent.pointerDown(screen.getByText('toggle'));
    expect(screen.getByTestId('docs-sidebar')).toBeInTheDocument();
  });

  it('joins on Enter on the docs "Menu" button, which carries the opener attribute', () => {
    const {Wrapper, intent} = load();
    render(
      <>
        <Listener intent={intent} shown={false} />
        <button {...{[intent.OPENS_DRAWER_ATTRIBUTE]: ''}}>
          <span>Menu</span>
        </button>
        <Wrapper />
      </>,
    );
    fireEvent.keyDown(screen.getByText('Menu'), {key: 'Enter'});
    expect(screen.getByTestId('docs-sidebar')).toBeInTheDocument();
  });

  it('joins when the drawer is shown by any other means', () => {
    const {Wrapper, intent} = load();
    const {rerender} = render(
      <>
        <Listener intent={intent} shown={false} />
        <Wrapper />
      </>,
    );
    expect(screen.queryByTestId('docs-sidebar')).toBeNull();
    act(() =>
      rerender(
        <>
          <Listener intent={intent} shown />
          <Wrapper />
        </>,
      ),
    );
    expect(screen.getByTestId('docs-sidebar')).toBeInTheDocument();
  });
});
