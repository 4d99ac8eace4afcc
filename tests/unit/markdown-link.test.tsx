/** Links in the docs' prose: pages of the site load on intent, everything else stays the theme's link. */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import A, {isSitePageLink} from '@site/src/theme/MDXComponents/A';
import {pushed} from './support/docusaurus/router';
import {collectedLinks} from './support/docusaurus/useBrokenLinks';

const preload = jest.fn();

beforeEach(() => {
  pushed.length = 0;
  collectedLinks.length = 0;
  preload.mockReset();
  (window as unknown as {docusaurus: unknown}).docusaurus = {preload, prefetch: jest.fn()};
});

describe('isSitePageLink', () => {
  it.each(['/docs/errors', '/docs/errors#user-cancelled', '/docs/1.2.3/apis?x=1', '/', '/docs/migrating/2.4.4-to-3.2.1', '/docs/1.3.17'])(
    'takes %s for a page of the site',
    (href) => {
      expect(isSitePageLink(href)).toBe(true);
    },
  );

  it.each([
    undefined,
    '',
    '#init-connection',
    'https://developer.apple.com/storekit/',
    '//cdn.example.com/x',
    'mailto:a@b.c',
    '/llms.txt',
    '/openiap-typescript.zip#x',
    '/downloads/openiap-3.2.1.tar.gz',
    '/media/intro.mp4',
    'pathname:///api/',
  ])('leaves %s to the theme', (href) => {
    expect(isSitePageLink(href)).toBe(false);
  });
});

describe('A link in the prose', () => {
  it('to another page is a plain link that the broken-link check knows and a plain click follows inside the app', () => {
    render(<A href="/docs/errors#user-cancelled">error codes</A>);
    const link = screen.getByRole('link', {name: 'error codes'});
    expect(link).not.toHaveAttribute('data-theme-link');
    expect(link).toHaveAttribute('href', '/docs/errors#user-cancelled');
    expect(collectedLinks).toEqual(['/docs/errors#user-cancelled']);
    fireEvent.click(link);
    expect(pushed).toEqual(['/docs/errors#user-cancelled']);
  });

  it("asks Docusaurus to load the page's code, without the fragment, on each sign of intent and not before", () => {
    render(<A href="/docs/errors#user-cancelled">error codes</A>);
    expect(preload).not.toHaveBeenCalled();
    const link = screen.getByRole('link');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    fireEvent.touchStart(link);
    expect(preload.mock.calls).toEqual([['/docs/errors'], ['/docs/errors'], ['/docs/errors']]);
  });

  it.each([
    ['a fragment of this page', {href: '#init-connection'}],
    ['another site', {href: 'https://github.com/hyodotdev/openiap'}],
    ['a file of the site', {href: '/llms.txt'}],
    ['a link opening elsewhere', {href: '/docs/errors', target: '_blank'}],
    ['a footnote (a link with an id)', {href: '/docs/errors', id: 'user-content-fnref-1'}],
  ])('to %s stays the theme link', (_name, props) => {
    render(<A {...props}>x</A>);
    expect(screen.getByRole('link')).toHaveAttribute('data-theme-link');
  });
});
