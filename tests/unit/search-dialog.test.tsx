/**
 * The search dialog's behaviour in jsdom: what a reader sees and can do with the keyboard
 * and the mouse. The browser tests (tests/e2e/search.test.mjs) check the same on the built site.
 */
import React from 'react';
import {act, fireEvent, render, screen, waitFor, within} from '@testing-library/react';
import SearchDialog, {type FullTextSearch} from '@site/src/components/SearchModal/SearchDialog';
import {isSearchShortcut} from '@site/src/components/SearchModal/SearchModalHost';
import type {ApiSearchEntry} from '@site/shared/apiSearchEntry';

const ENTRIES: ApiSearchEntry[] = [
  {
    id: 'operation:initConnection',
    kind: 'operation',
    title: 'initConnection',
    category: 'Connection Management',
    description: 'Opens the connection to the store.',
    parameters: '',
    returns: 'Promise<boolean>',
    path: '/docs/apis#init-connection',
  },
  {
    id: 'operation:endConnection',
    kind: 'operation',
    title: 'endConnection',
    category: 'Connection Management',
    description: 'Closes the connection.',
    parameters: '',
    returns: '',
    path: '/docs/apis#end-connection',
  },
  {
    id: 'type:InitConnectionConfig',
    kind: 'type',
    title: 'InitConnectionConfig',
    category: 'Documentation',
    description: 'Settings for initConnection.',
    parameters: '',
    returns: '',
    path: '/docs/types#type-init-connection-config',
  },
  {
    id: 'page:types',
    kind: 'page',
    title: 'Types',
    category: 'Documentation',
    description: 'The data structures.',
    parameters: '',
    returns: '',
    path: '/docs/types',
  },
];

function setup(props: Partial<React.ComponentProps<typeof SearchDialog>> = {}) {
  const onChoose = jest.fn();
  const onClose = jest.fn();
  render(<SearchDialog entries={ENTRIES} onChoose={onChoose} onClose={onClose} fullTextDelayMs={0} {...props} />);
  const input = screen.getByRole('combobox');
  const type = (value: string) => fireEvent.change(input, {target: {value}});
  const press = (key: string) => fireEvent.keyDown(input, {key});
  const options = () => screen.queryAllByRole('option');
  const selected = () => options().find((option) => option.getAttribute('aria-selected') === 'true');
  return {onChoose, onClose, input, type, press, options, selected};
}

beforeAll(() => {
  // jsdom lays nothing out; the dialog scrolls the selected result into view.
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  document.body.style.overflow = '';
});

test('renders above the page as a labelled modal dialog', () => {
  setup();
  const dialog = screen.getByRole('dialog', {name: 'Search APIs and pages'});
  expect(dialog).toHaveAttribute('aria-modal', 'true');
  expect(dialog.closest('[data-search-backdrop]')?.parentElement).toBe(document.body);
});

test('focuses the input 100 ms after opening, not before', () => {
  jest.useFakeTimers();
  const {input} = setup();
  act(() => jest.advanceTimersByTime(99));
  expect(input).not.toHaveFocus();
  act(() => jest.advanceTimersByTime(1));
  expect(input).toHaveFocus();
});

test('locks page scrolling while open and restores it on close', () => {
  document.body.style.overflow = 'auto';
  const {unmount} = render(<SearchDialog entries={ENTRIES} onChoose={jest.fn()} onClose={jest.fn()} />);
  expect(document.body.style.overflow).toBe('hidden');
  unmount();
  expect(document.body.style.overflow).toBe('auto');
});

test('an empty query shows no results and no count', () => {
  const {options, type} = setup();
  expect(options()).toHaveLength(0);
  type('   ');
  expect(options()).toHaveLength(0);
  expect(screen.queryByText(/result\(s\)/)).toBeNull();
});

test('shows "{n} result(s)" and each result with title, category and description, matches highlighted', () => {
  const {options, type} = setup();
  type('CONNECTION');
  expect(screen.getByRole('status')).toHaveTextContent('3 result(s)');
  expect(options()).toHaveLength(3);
  const first = options()[0];
  expect(first).toHaveTextContent('initConnection');
  expect(first).toHaveTextContent('Connection Management');
  expect(first).toHaveTextContent('Opens the connection to the store.');
  const marks = Array.from(first.querySelectorAll('mark')).map((mark) => mark.textContent);
  expect(marks).toEqual(['Connection', 'Connection', 'connection']);
  type('types');
  expect(screen.getByRole('status')).toHaveTextContent('1 result(s)');
});

test('no match shows No results found for "{query}"', () => {
  const {type, options} = setup();
  type('xyz-no-match');
  expect(screen.getByRole('status')).toHaveTextContent('No results found for "xyz-no-match"');
  expect(options()).toHaveLength(0);
});

test('title matches rank before description matches', () => {
  const {type, options} = setup();
  type('initConnection');
  expect(options().map((option) => option.dataset.path)).toEqual(['/docs/apis#init-connection', '/docs/types#type-init-connection-config']);
});

test('arrow keys move the selection, clamped at both ends, and Enter opens the selected path', () => {
  const {type, press, selected, input, onChoose} = setup();
  type('connection');
  expect(selected()?.dataset.path).toBe('/docs/apis#init-connection');
  expect(input).toHaveAttribute('aria-activedescendant', selected()?.id);
  press('ArrowUp');
  expect(selected()?.dataset.path).toBe('/docs/apis#init-connection');
  press('ArrowDown');
  press('ArrowDown');
  press('ArrowDown');
  press('ArrowDown');
  expect(selected()?.dataset.path).toBe('/docs/types#type-init-connection-config');
  expect(input).toHaveAttribute('aria-activedescendant', selected()?.id);
  press('ArrowUp');
  expect(selected()?.dataset.path).toBe('/docs/apis#end-connection');
  press('Enter');
  expect(onChoose).toHaveBeenCalledWith('/docs/apis#end-connection');
});

test('a new query selects its first result again', () => {
  const {type, press, selected} = setup();
  type('connection');
  press('ArrowDown');
  type('conn');
  expect(selected()?.dataset.path).toBe('/docs/apis#init-connection');
});

test('clicking a result chooses it', () => {
  const {type, options, onChoose} = setup();
  type('types');
  fireEvent.click(options()[0]);
  expect(onChoose).toHaveBeenCalledWith('/docs/types');
});

test('closes on Escape, on the close button and on a backdrop click, not on a click inside', () => {
  const {onClose, input} = setup();
  fireEvent.keyDown(input, {key: 'Escape'});
  expect(onClose).toHaveBeenCalledTimes(1);
  fireEvent.click(screen.getByRole('button', {name: 'Close search'}));
  expect(onClose).toHaveBeenCalledTimes(2);
  fireEvent.mouseDown(screen.getByRole('dialog'));
  expect(onClose).toHaveBeenCalledTimes(2);
  fireEvent.mouseDown(document.querySelector('[data-search-backdrop]')!);
  expect(onClose).toHaveBeenCalledTimes(3);
});

test('Enter with no result does nothing', () => {
  const {type, press, onChoose} = setup();
  press('Enter');
  type('xyz-no-match');
  press('Enter');
  expect(onChoose).not.toHaveBeenCalled();
});

test('markup in a query is shown as text, never rendered', () => {
  const {type} = setup();
  const query = '<img src=x onerror=alert(1)>';
  type(query);
  expect(document.querySelector('img')).toBeNull();
  expect(screen.getByRole('status').textContent).toBe(`No results found for "${query}"`);
});

test('a 10,000-character paste and emoji are handled', () => {
  const {type, options} = setup();
  type('😀'.repeat(10) + 'x'.repeat(10_000));
  expect(screen.getByRole('status').textContent).toMatch(/^No results found for "😀/);
  type('init😀');
  expect(options()).toHaveLength(0);
  type('.*');
  expect(options()).toHaveLength(0);
});

test('while the index loads, a query waits instead of claiming no results', () => {
  const {type} = setup({entries: null});
  type('init');
  expect(screen.getByRole('status')).toHaveTextContent('Searching…');
});

describe('with the full-text search', () => {
  const fullText = (hits: Awaited<ReturnType<FullTextSearch['search']>>): FullTextSearch & {search: jest.Mock} => ({
    search: jest.fn(async () => hits),
    resultsPath: (query) => `/search?q=${encodeURIComponent(query)}`,
  });

  test('its hits come below the API hits, then a row that opens the full results page', async () => {
    const search = fullText([
      {id: '1', title: 'Create the Products', context: 'Android Setup', snippet: 'Propagation takes time.', path: '/docs/android-setup#create-the-products'},
    ]);
    const {type, options, press, onChoose} = setup({fullText: search});
    type('propagation');
    expect(screen.getByRole('status')).toHaveTextContent('Searching…');
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    expect(search.search).toHaveBeenCalledWith('propagation');
    expect(screen.getByRole('status')).toHaveTextContent('1 result(s)');
    expect(options().map((option) => option.dataset.path)).toEqual(['/docs/android-setup#create-the-products', '/search?q=propagation']);
    expect(within(options()[0]).getByText('Propagation').tagName).toBe('MARK');
    press('ArrowDown');
    press('ArrowDown');
    press('Enter');
    expect(onChoose).toHaveBeenCalledWith('/search?q=propagation');
  });

  test('a query with no words goes to neither the full-text search nor the results page', async () => {
    jest.useFakeTimers();
    const search = fullText([]);
    const {type, options} = setup({fullText: search});
    type('<>*');
    // Whatever search the query scheduled has now run.
    await act(async () => {
      jest.runAllTimers();
    });
    expect(search.search).not.toHaveBeenCalled();
    expect(options()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('No results found for "<>*"');
  });

  test('a failing full-text search leaves the API results', async () => {
    const search: FullTextSearch = {search: () => Promise.reject(new Error('offline')), resultsPath: () => '/search'};
    const {type} = setup({fullText: search});
    type('connection');
    // The list is busy until the full-text search has answered, here with a failure; then it shows the API results.
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.getByRole('listbox')).toHaveAttribute('aria-busy', 'false'));
    expect(screen.getByRole('status')).toHaveTextContent('3 result(s)');
  });
});

test('Cmd+K and Ctrl+K are the shortcut, with or without Caps Lock, and nothing else', () => {
  const key = (init: Partial<KeyboardEvent>) => ({key: 'k', code: 'KeyK', metaKey: false, ctrlKey: false, altKey: false, shiftKey: false, ...init});
  expect(isSearchShortcut(key({metaKey: true}))).toBe(true);
  expect(isSearchShortcut(key({ctrlKey: true}))).toBe(true);
  expect(isSearchShortcut(key({ctrlKey: true, key: 'K'}))).toBe(true);
  expect(isSearchShortcut(key({ctrlKey: true, key: 'л'}))).toBe(true);
  expect(isSearchShortcut(key({}))).toBe(false);
  expect(isSearchShortcut(key({ctrlKey: true, shiftKey: true}))).toBe(false);
  expect(isSearchShortcut(key({ctrlKey: true, altKey: true}))).toBe(false);
  expect(isSearchShortcut(key({ctrlKey: true, key: 'j', code: 'KeyJ'}))).toBe(false);
  expect(isSearchShortcut(key({ctrlKey: true, key: 't', code: 'KeyK'}))).toBe(false);
});
