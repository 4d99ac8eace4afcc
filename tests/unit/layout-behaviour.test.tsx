/** The layout's small behaviours, with fake timers: copy feedback, hash scrolling, tab reveal, the scrolled menu. */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import CopyButton from '@site/src/components/CopyButton';
import {handleRouteChange} from '@site/src/clientModules/scrollOnRouteChange';
import {HASH_SCROLL_OFFSET_PX, hashOffset} from '@site/src/clientModules/hashOffset';
import {revealInTabs} from '@site/src/clientModules/hashTarget';
import {headingUrl} from '@site/src/clientModules/headingAnchorCopy';
import {isScrolledPast} from '@site/src/components/DocsMenuButton';
import {isDocsPath} from '@site/src/theme/Footer';
import {flipped} from '@site/src/theme/Navbar/ColorModeToggle';
import {errorMessages} from '@site/src/components/AppErrorView';
import {isToastHotKey} from '@site/src/components/ToastArea';

jest.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => ({disabled: false, shown: false, toggle: () => {}})}), {virtual: true});
jest.mock('@docusaurus/theme-common', () => ({useColorMode: () => ({}), useThemeConfig: () => ({colorMode: {}})}), {virtual: true});
jest.mock('@theme-original/Footer', () => () => null, {virtual: true});
jest.mock('@theme/ColorModeToggle', () => () => null, {virtual: true});
jest.mock('@docusaurus/router', () => ({useLocation: () => ({pathname: '/'})}), {virtual: true});
jest.mock('react-toastify', () => ({ToastContainer: () => null}), {virtual: true});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('Copy button', () => {
  it('says "Copied!" for exactly two seconds after a copy', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.assign(navigator, {clipboard: {writeText}});
    render(<CopyButton text="npm install expo-iap" label="Copy install command" />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(writeText).toHaveBeenCalledWith('npm install expo-iap');
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByRole('button')).toHaveTextContent('Copied!');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
  });

  it('on failure, shows nothing new and writes "failed to copy" to the console', async () => {
    Object.assign(navigator, {clipboard: {writeText: jest.fn().mockRejectedValue(new Error('denied'))}});
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<CopyButton text="x" />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    expect(screen.getByRole('button')).toHaveTextContent('Copy');
    expect(error).toHaveBeenCalledWith('failed to copy', expect.any(Error));
  });
});

describe('hash scrolling', () => {
  it('waits 100 ms, then leaves 80 px above the target', async () => {
    document.body.innerHTML = '<h2 id="fetch-products">fetchProducts</h2>';
    const target = document.getElementById('fetch-products')!;
    target.getBoundingClientRect = () => ({top: 500}) as DOMRect;
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    await handleRouteChange({pathname: '/docs/apis', hash: '#fetch-products'}, '/docs/types');
    expect(scrollTo).toHaveBeenCalledWith({top: 0, left: 0, behavior: 'auto'});
    scrollTo.mockClear();
    jest.advanceTimersByTime(99);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenCalledWith({top: 500 - 80, behavior: 'auto'});
  });

  it('loads the code that finds a hash target only for an address with a hash, and forgets a pending scroll', async () => {
    const hashTarget = jest.requireActual('@site/src/clientModules/hashTarget');
    const load = jest.fn(async () => hashTarget);
    window.scrollTo = jest.fn() as never;
    await handleRouteChange({pathname: '/docs/apis', hash: ''}, '/docs/types', load);
    expect(load).not.toHaveBeenCalled();
    document.body.innerHTML = '<h2 id="x">x</h2>';
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    await handleRouteChange({pathname: '/docs/apis', hash: '#x'}, '/docs/apis', load);
    expect(load).toHaveBeenCalledTimes(1);
    // The reader moves on before the scroll: it does not happen.
    await handleRouteChange({pathname: '/docs/types', hash: ''}, '/docs/apis', load);
    scrollTo.mockClear();
    jest.advanceTimersByTime(200);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('scrolls to a target that arrives after the page, as a fetched symbol page draws it, unless the reader moved on', async () => {
    document.body.innerHTML = '<main></main>';
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    const frames = jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => (callback(0), 0));
    await handleRouteChange({pathname: '/docs/types/product-ios', hash: '#field-id'}, '/docs/platforms');
    scrollTo.mockClear();
    jest.advanceTimersByTime(100);
    expect(scrollTo).not.toHaveBeenCalled();
    const row = document.createElement('tr');
    row.id = 'field-id';
    row.getBoundingClientRect = () => ({top: 700}) as DOMRect;
    document.querySelector('main')!.append(row);
    await Promise.resolve();
    expect(scrollTo).toHaveBeenCalledWith({top: 700 - 80, behavior: 'auto'});
    // Moved on before the target came: nothing scrolls when it does.
    document.body.innerHTML = '<main></main>';
    await handleRouteChange({pathname: '/docs/types/product-ios', hash: '#field-id'}, '/docs/platforms');
    jest.advanceTimersByTime(100);
    await handleRouteChange({pathname: '/docs/errors', hash: ''}, '/docs/types/product-ios');
    scrollTo.mockClear();
    document.querySelector('main')!.append(row);
    await Promise.resolve();
    expect(scrollTo).not.toHaveBeenCalled();
    frames.mockRestore();
  });

  it('opens the tab that hides the target', () => {
    document.body.innerHTML = `
      <div class="tabs-container">
        <ul role="tablist"><li role="tab" id="ios">iOS</li><li role="tab" id="android">Android</li></ul>
        <div><div role="tabpanel">ios</div><div role="tabpanel" hidden><h3 id="x">x</h3></div></div>
      </div>`;
    const clicked: string[] = [];
    document.querySelectorAll('[role="tab"]').forEach((tab) => tab.addEventListener('click', () => clicked.push(tab.id)));
    expect(revealInTabs(document.getElementById('x')!)).toBe(true);
    expect(clicked).toEqual(['android']);
    document.querySelector<HTMLElement>('[hidden]')!.hidden = false;
    expect(revealInTabs(document.getElementById('x')!)).toBe(false);
  });

  it("builds a heading link's full address", () => {
    const anchor = document.createElement('a');
    anchor.setAttribute('href', '#retry-strategies');
    expect(headingUrl(anchor, {origin: 'https://openiap.dev', pathname: '/docs/errors', search: ''} as Location)).toBe(
      'https://openiap.dev/docs/errors#retry-strategies',
    );
  });
});

describe('small rules', () => {
  it('the docs Menu button turns "scrolled" past 500 px', () => {
    expect([isScrolledPast(500), isScrolledPast(501)]).toEqual([false, true]);
  });

  it('the footer is hidden on /docs and every path under it only', () => {
    expect(['/docs', '/docs/', '/docs/next/types', '/docs/2.4.4/apis/request-purchase'].map(isDocsPath)).toEqual([true, true, true, true]);
    expect(['/', '/docsearch', '/languages'].map(isDocsPath)).toEqual([false, false, false]);
  });

  it('the theme toggle flips between dark and light', () => {
    expect([flipped('dark'), flipped('light')]).toEqual(['light', 'dark']);
  });

  it('the error screen shows the message and its causes', () => {
    expect(errorMessages(new Error('outer', {cause: new Error('inner')}))).toEqual(['outer', 'inner']);
  });

  it('Alt+T reaches the toasts', () => {
    expect(isToastHotKey({altKey: true, code: 'KeyT'} as KeyboardEvent)).toBe(true);
    expect(isToastHotKey({altKey: false, code: 'KeyT'} as KeyboardEvent)).toBe(false);
  });
});

describe('pinning a hash target', () => {
  it('scrolls the target back into place when the page above it grows, until the reader scrolls', () => {
    let resize: () => void = () => {};
    (global as {ResizeObserver?: unknown}).ResizeObserver = class {
      constructor(callback: () => void) {
        resize = callback;
      }
      observe() {}
      disconnect() {
        resize = () => {};
      }
    };
    const {pinTarget} = jest.requireActual('@site/src/clientModules/hashTarget');
    document.body.innerHTML = '<h2 id="t">t</h2>';
    const target = document.getElementById('t')!;
    let top = 80;
    target.getBoundingClientRect = () => ({top}) as DOMRect;
    const scrollTo = jest.fn();
    window.scrollTo = scrollTo as never;
    pinTarget(target);
    resize();
    expect(scrollTo).not.toHaveBeenCalled(); // still in place
    top = 480; // an example above it grew by 400 px
    resize();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    window.dispatchEvent(new Event('wheel'));
    top = 900;
    resize();
    expect(scrollTo).toHaveBeenCalledTimes(1); // the reader took over
  });
});

describe('the space above a hash target', () => {
  afterEach(() => document.documentElement.style.removeProperty('scroll-padding-top'));

  it('is 80 px where the page sets no scroll padding', () => {
    expect(HASH_SCROLL_OFFSET_PX).toBe(80);
    expect(hashOffset()).toBe(80);
  });

  it("follows the page's scroll-padding-top, which narrow screens raise above the floating Menu button", () => {
    document.documentElement.style.setProperty('scroll-padding-top', '120px');
    expect(hashOffset()).toBe(120);
    document.documentElement.style.setProperty('scroll-padding-top', 'auto');
    expect(hashOffset()).toBe(80);
  });
});
