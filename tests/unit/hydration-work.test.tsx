/**
 * Work kept out of the task that follows hydration: the code blocks' word-wrap state
 * (src/components/HighlightedCode/useCodeWordWrap.ts) and the phone's navigation drawer (src/theme/Navbar/MobileSidebar).
 */
import React from 'react';
import {act, fireEvent, render, screen} from '@testing-library/react';
import {useCodeWordWrap} from '@site/src/components/HighlightedCode/useCodeWordWrap';
import MobileSidebarWrapper from '@site/src/theme/Navbar/MobileSidebar';

let mockDrawer = {shown: false, shouldRender: true};
jest.mock('@docusaurus/theme-common/internal', () => ({useNavbarMobileSidebar: () => mockDrawer}), {virtual: true});
jest.mock('@theme-original/Navbar/MobileSidebar', () => ({__esModule: true, default: () => <div data-testid="drawer" />}), {virtual: true});

/** A ResizeObserver stand-in: `report()` delivers one entry per observed element, as the browser does after layout. */
class FakeResizeObserver {
  static instances: FakeResizeObserver[] = [];
  readonly observed = new Set<Element>();
  constructor(private readonly callback: (entries: {target: Element}[]) => void) {
    FakeResizeObserver.instances.push(this);
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {}
  static report() {
    for (const observer of FakeResizeObserver.instances) observer.callback([...observer.observed].map((target) => ({target})));
  }
}

function Block({label, width}: {label: string; width: number}) {
  const {codeBlockRef, isCodeScrollable, isEnabled, toggle} = useCodeWordWrap();
  return (
    <div>
      <pre
        ref={(element) => {
          codeBlockRef.current = element;
          if (element) Object.defineProperties(element, {scrollWidth: {value: width, configurable: true}, clientWidth: {value: 300, configurable: true}});
        }}>
        <code>{label}</code>
      </pre>
      {isCodeScrollable || isEnabled ? (
        <button type="button" onClick={toggle}>
          wrap {label} {isEnabled ? 'on' : 'off'}
        </button>
      ) : null}
    </div>
  );
}

describe('code block word wrap', () => {
  // The hook's single observer lives as long as the page (here, the test file), so instances are never reset.
  beforeEach(() => {
    (globalThis as unknown as {ResizeObserver: unknown}).ResizeObserver = FakeResizeObserver;
  });
  afterEach(() => delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver);

  it('watches every block with one observer and shows the button only for code wider than its box', async () => {
    render(
      <>
        <Block label="wide" width={900} />
        <Block label="narrow" width={200} />
      </>,
    );
    expect(FakeResizeObserver.instances).toHaveLength(1);
    expect(FakeResizeObserver.instances[0].observed.size).toBe(2);
    for (const block of Array.from(document.querySelectorAll('pre'))) expect(FakeResizeObserver.instances[0].observed.has(block)).toBe(true);
    expect(screen.queryByRole('button')).toBeNull();
    await act(async () => FakeResizeObserver.report());
    expect(screen.getByRole('button', {name: 'wrap wide off'})).toBeTruthy();
    expect(screen.queryByRole('button', {name: /narrow/})).toBeNull();
  });

  it('wraps long lines on click and undoes it on the second click', async () => {
    render(<Block label="wide" width={900} />);
    await act(async () => FakeResizeObserver.report());
    fireEvent.click(screen.getByRole('button', {name: 'wrap wide off'}));
    const code = screen.getByText('wide', {selector: 'code'});
    expect(code.style.whiteSpace).toBe('pre-wrap');
    expect(code.style.overflowWrap).toBe('anywhere');
    fireEvent.click(screen.getByRole('button', {name: 'wrap wide on'}));
    expect(code.getAttribute('style')).toBeNull();
  });

  it('stops watching a block that leaves the page', () => {
    const {unmount} = render(<Block label="wide" width={900} />);
    const block = document.querySelector('pre')!;
    expect(FakeResizeObserver.instances[0].observed.has(block)).toBe(true);
    unmount();
    expect(FakeResizeObserver.instances[0].observed.has(block)).toBe(false);
    expect(FakeResizeObserver.instances).toHaveLength(1);
  });

  it('leaves the code scrolling, without a button, where ResizeObserver does not exist', () => {
    delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver;
    render(<Block label="wide" width={900} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('the phone navigation drawer', () => {
  let idle: (() => void)[];
  beforeEach(() => {
    idle = [];
    mockDrawer = {shown: false, shouldRender: true};
    window.requestIdleCallback = ((task: () => void) => idle.push(task)) as typeof window.requestIdleCallback;
    window.cancelIdleCallback = jest.fn();
  });

  it('is built once the browser is idle, not with the first render', async () => {
    render(<MobileSidebarWrapper />);
    expect(screen.queryByTestId('drawer')).toBeNull();
    expect(idle).toHaveLength(1);
    await act(async () => idle[0]());
    expect(screen.getByTestId('drawer')).toBeTruthy();
  });

  it('is built at once when the reader opens it first', () => {
    const {rerender} = render(<MobileSidebarWrapper />);
    mockDrawer = {shown: true, shouldRender: true};
    rerender(<MobileSidebarWrapper />);
    expect(screen.getByTestId('drawer')).toBeTruthy();
  });

  it('waits for nothing on a wide screen, where there is no drawer', () => {
    mockDrawer = {shown: false, shouldRender: false};
    render(<MobileSidebarWrapper />);
    expect(idle).toHaveLength(0);
    expect(screen.queryByTestId('drawer')).toBeNull();
  });
});
