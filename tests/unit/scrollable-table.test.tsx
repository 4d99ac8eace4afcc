/** Markdown tables: one that is wider than its box can be focused, so that the keyboard can scroll it. */
import React from 'react';
import {act, render, screen} from '@testing-library/react';
import ScrollableTable from '@site/src/components/ScrollableTable';
import ErrorCodeTable from '@site/src/components/ErrorCodeTable';
import NativeErrorMapping from '@site/src/components/NativeErrorMapping';
import ReplacementModeTable from '@site/src/components/ReplacementModeTable';

/** A stand-in for the browser's ResizeObserver that the test triggers by hand. */
const observers: Array<() => void> = [];
class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(): void {
    observers.push(this.callback);
  }
  disconnect(): void {
    observers.splice(observers.indexOf(this.callback), 1);
  }
}

function setWidths(table: HTMLElement, scrollWidth: number, clientWidth: number): void {
  Object.defineProperty(table, 'scrollWidth', {configurable: true, value: scrollWidth});
  Object.defineProperty(table, 'clientWidth', {configurable: true, value: clientWidth});
  act(() => observers.forEach((callback) => callback()));
}

/**
 * The site's CSS lets the browser skip the contents of a table far from the viewport; jsdom draws nothing, so the test
 * says what the browser would answer: the table is in the page, and its rows are drawn while `drawn()` says so.
 */
function answerDrawn(table: HTMLElement, drawn: () => boolean): void {
  Object.defineProperty(table, 'checkVisibility', {configurable: true, value: () => true});
  Object.defineProperty(table.firstElementChild!, 'checkVisibility', {configurable: true, value: drawn});
}

/** The browser's event when it starts or stops skipping the table's contents. */
function skipChanges(table: HTMLElement): void {
  act(() => {
    table.dispatchEvent(new Event('contentvisibilityautostatechange'));
  });
}

beforeEach(() => {
  observers.length = 0;
  (globalThis as {ResizeObserver?: unknown}).ResizeObserver = FakeResizeObserver;
});

afterEach(() => {
  delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver;
});

function renderTable() {
  return render(
    <ScrollableTable className="plain">
      <tbody>
        <tr>
          <td>oneTimePurchaseOfferDetailsAndroid</td>
        </tr>
      </tbody>
    </ScrollableTable>,
  );
}

describe('ScrollableTable', () => {
  it('stays out of the tab order while it fits, and keeps its attributes', () => {
    renderTable();
    const table = screen.getByRole('table');
    setWidths(table, 700, 700);
    expect(table).not.toHaveAttribute('tabindex');
    expect(table).toHaveClass('plain');
  });

  it('takes focus while it is wider than its box, and gives it back when it fits again', () => {
    renderTable();
    const table = screen.getByRole('table');
    setWidths(table, 778, 358);
    expect(table).toHaveAttribute('tabindex', '0');
    setWidths(table, 700, 1200);
    expect(table).not.toHaveAttribute('tabindex');
  });

  it('counts as wide while it has not drawn its contents, and is measured once it draws them', () => {
    renderTable();
    const table = screen.getByRole('table');
    let drawn = false;
    answerDrawn(table, () => drawn);
    // Undrawn, its box is the CSS's guess and says nothing of its width: a keyboard must still be able to reach it.
    setWidths(table, 700, 700);
    expect(table).toHaveAttribute('tabindex', '0');
    // Drawn at the height the CSS guessed, its box does not change: the browser's event is what brings the measure.
    drawn = true;
    skipChanges(table);
    expect(table).not.toHaveAttribute('tabindex');
    // Skipped again once the reader has scrolled past it, it keeps the measure it was drawn with.
    drawn = false;
    skipChanges(table);
    expect(table).not.toHaveAttribute('tabindex');
    // Drawn again wider than its box, it takes focus; skipped again, its rows have no width and it would seem to fit,
    // but it keeps the focus it was drawn with, so that the keyboard can still reach it.
    drawn = true;
    setWidths(table, 778, 358);
    expect(table).toHaveAttribute('tabindex', '0');
    drawn = false;
    setWidths(table, 358, 358);
    skipChanges(table);
    expect(table).toHaveAttribute('tabindex', '0');
  });

  it('stops watching once it is gone', () => {
    const {unmount} = renderTable();
    expect(observers).toHaveLength(1);
    unmount();
    expect(observers).toHaveLength(0);
  });

  it('renders a plain table where the browser cannot watch sizes', () => {
    delete (globalThis as {ResizeObserver?: unknown}).ResizeObserver;
    renderTable();
    expect(screen.getByRole('table')).not.toHaveAttribute('tabindex');
  });

  // The spec's own tables sit in the page's Markdown like its tables do. Kept as the server's HTML in a production
  // build, a prose run watches them; in `npm start` and on a page reached by a link, they watch themselves.
  it.each([
    ['the error codes', () => <ErrorCodeTable codes={[{name: 'UserCancelled', code: 'user-cancelled', anchor: 'e-user-cancelled', summary: 'Cancelled.'}]} />],
    [
      "a store's native codes",
      () => (
        <NativeErrorMapping
          platform="ios"
          tables={[{source: 'skError', rows: [{label: '2 · paymentCancelled', code: 'user-cancelled', anchor: 'e-user-cancelled'}]}]}
          fallback={null}
        />
      ),
    ],
    [
      'the replacement modes',
      () => (
        <ReplacementModeTable
          table={{enumName: 'ReplacementModeAndroid', rows: [{name: 'Deferred', value: 6, effect: 'Later.', recommendedFor: 'Downgrades'}]}}
        />
      ),
    ],
  ])('%s take focus while wider than their box', (_name, table) => {
    render(table());
    const element = screen.getByRole('table');
    setWidths(element, 778, 358);
    expect(element).toHaveAttribute('tabindex', '0');
    setWidths(element, 300, 358);
    expect(element).not.toHaveAttribute('tabindex');
  });
});
