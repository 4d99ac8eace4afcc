/**
 * The wide-screen parts of a page (src/components/DesktopOnly, used by the wrapped desktop sidebar, table of contents
 * and navbar version menu): hydration keeps their server HTML without building them, a phone drops them or keeps them
 * unbuilt, a wide screen builds them live right after, and without server HTML they render at once.
 */
import React from 'react';
import {renderToString} from 'react-dom/server';
import {hydrateRoot, type Root} from 'react-dom/client';
import {act, fireEvent, render, screen} from '@testing-library/react';
import DesktopOnly from '@site/src/components/DesktopOnly';
import {setSpeedOff} from './support/docusaurus/useDocusaurusContext';

/** False while React hydrates the server's HTML, true for every render after (Docusaurus's useIsBrowser). */
let mockIsBrowser = false;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}), {virtual: true});
/** The theme's reading of the window: "ssr" while React hydrates, then "desktop" or "mobile". */
let mockWindowSize: 'ssr' | 'desktop' | 'mobile' = 'ssr';
jest.mock('@docusaurus/theme-common', () => ({useWindowSize: () => mockWindowSize}));

/** How often the part was built, and how often its live link was pressed. */
const counts = {renders: 0, clicks: 0};
const countRender = () => (counts.renders += 1);
const countClick = () => (counts.clicks += 1);

function Contents() {
  countRender();
  return (
    <ul className="contents">
      <li>
        <a href="#first" onClick={countClick}>
          First
        </a>
      </li>
      <li>
        <a href="#second">Second</a>
      </li>
    </ul>
  );
}

/** The theme's layout: it shows the part while the screen is unknown or wide, and drops it on a phone. */
function Page({shown}: {shown: boolean}) {
  return <div className="col">{shown && <DesktopOnly name="test-contents">{<Contents />}</DesktopOnly>}</div>;
}

/** A document holding the server's HTML of the page, hydrated as a first visit does it. */
async function firstVisit(): Promise<{container: HTMLElement; root: Root; errors: unknown[]}> {
  mockIsBrowser = false;
  mockWindowSize = 'ssr';
  const container = document.createElement('div');
  container.innerHTML = renderToString(<Page shown />);
  document.body.appendChild(container);
  counts.renders = 0;
  counts.clicks = 0;
  const errors: unknown[] = [];
  const root = await act(async () => hydrateRoot(container, <Page shown />, {onRecoverableError: (error) => errors.push(error)}));
  return {container, root, errors};
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a part of the page only wide screens show', () => {
  it('is in the server HTML, inside a box that adds no layout', () => {
    mockIsBrowser = false;
    const html = renderToString(<Page shown />);
    expect(html).toMatch(/<div data-server-html="test-contents" class="box"><ul class="contents">/);
    expect(html).toContain('Second</a>');
  });

  it('is kept as the server drew it while React hydrates, and a phone drops it without ever building it', async () => {
    const {container, root, errors} = await firstVisit();
    const serverLink = container.querySelector('a[href="#first"]');
    expect(errors).toEqual([]);
    expect(counts.renders).toBe(0);
    expect(serverLink).not.toBeNull();
    expect(container.querySelector('a[href="#first"]')).toBe(serverLink);

    // Once the browser is known, the theme drops the part on a phone, in the same render.
    mockIsBrowser = true;
    mockWindowSize = 'mobile';
    await act(async () => root.render(<Page shown={false} />));
    expect(counts.renders).toBe(0);
    expect(container.querySelector('.contents')).toBeNull();
    await act(async () => root.unmount());
  });

  it('is built live on a wide screen once the browser is known, with the same markup', async () => {
    const {container, root} = await firstVisit();
    const serverHtml = container.innerHTML;
    const serverLink = container.querySelector('a[href="#first"]');
    expect(counts.renders).toBe(0);
    // The server's link is inert: the part's handlers do not exist yet.
    fireEvent.click(serverLink!);
    expect(counts.clicks).toBe(0);

    mockIsBrowser = true;
    mockWindowSize = 'desktop';
    await act(async () => root.render(<Page shown />));
    expect(counts.renders).toBe(1);
    expect(container.innerHTML).toBe(serverHtml);
    const liveLink = container.querySelector('a[href="#first"]');
    expect(liveLink).not.toBe(serverLink);
    fireEvent.click(liveLink!);
    expect(counts.clicks).toBe(1);
    await act(async () => root.unmount());
  });

  it('stays as the server drew it on a phone where the theme keeps it (hidden), and is built when the window widens', async () => {
    const {container, root, errors} = await firstVisit();
    const serverHtml = container.innerHTML;
    const serverLink = container.querySelector('a[href="#first"]');
    mockIsBrowser = true;
    mockWindowSize = 'mobile';
    await act(async () => root.render(<Page shown />));
    expect(errors).toEqual([]);
    expect(counts.renders).toBe(0);
    expect(container.innerHTML).toBe(serverHtml);
    expect(container.querySelector('a[href="#first"]')).toBe(serverLink);

    mockWindowSize = 'desktop';
    await act(async () => root.render(<Page shown />));
    expect(counts.renders).toBe(1);
    expect(container.innerHTML).toBe(serverHtml);
    fireEvent.click(container.querySelector('a[href="#first"]')!);
    expect(counts.clicks).toBe(1);

    // Narrowed again, it stays built and live: nothing is torn down to be built once more on the next widening.
    mockWindowSize = 'mobile';
    await act(async () => root.render(<Page shown />));
    expect(container.innerHTML).toBe(serverHtml);
    fireEvent.click(container.querySelector('a[href="#first"]')!);
    expect(counts.clicks).toBe(2);
    await act(async () => root.unmount());
  });

  it('renders at once where there is no server HTML (the dev server, a page reached by a link)', () => {
    mockIsBrowser = false;
    mockWindowSize = 'ssr';
    counts.renders = 0;
    render(<Page shown />);
    expect(counts.renders).toBe(1);
    expect(screen.getByRole('link', {name: 'Second'})).toBeInTheDocument();
  });

  it('is built while React hydrates, phone or not, in a build that leaves this mechanism out for a measurement', async () => {
    setSpeedOff(['desktop-only']);
    try {
      const {container, root, errors} = await firstVisit();
      expect(errors).toEqual([]);
      expect(counts.renders).toBe(1);
      mockIsBrowser = true;
      mockWindowSize = 'mobile';
      await act(async () => root.render(<Page shown />));
      fireEvent.click(container.querySelector('a[href="#first"]')!);
      expect(counts.clicks).toBe(1);
      await act(async () => root.unmount());
    } finally {
      setSpeedOff([]);
    }
  });
});
