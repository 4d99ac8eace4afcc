/** The light link of the reference tables: a real <a>, app navigation on a plain click, the browser's otherwise. */
import React from 'react';
import {fireEvent, render, screen} from '@testing-library/react';
import SpecLink from '@site/src/components/SpecLink';
import {pushed} from './support/docusaurus/router';
import {collectedLinks} from './support/docusaurus/useBrokenLinks';

beforeEach(() => {
  pushed.length = 0;
  collectedLinks.length = 0;
});

describe('SpecLink', () => {
  it('is a plain anchor to its page, known to the broken-link check', () => {
    render(
      <SpecLink to="/docs/types/product-ios" className="ref">
        ProductIOS
      </SpecLink>,
    );
    const link = screen.getByRole('link', {name: 'ProductIOS'});
    expect(link).toHaveAttribute('href', '/docs/types/product-ios');
    expect(link).toHaveClass('ref');
    expect(collectedLinks).toEqual(['/docs/types/product-ios']);
  });

  it('navigates inside the app on a plain click', () => {
    render(<SpecLink to="/docs/errors#user-cancelled">E_USER_CANCELLED</SpecLink>);
    const click = new MouseEvent('click', {bubbles: true, cancelable: true, button: 0});
    screen.getByRole('link').dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(pushed).toEqual(['/docs/errors#user-cancelled']);
  });

  it.each([
    ['Ctrl', {ctrlKey: true}],
    ['Cmd', {metaKey: true}],
    ['Shift', {shiftKey: true}],
    ['middle button', {button: 1}],
  ])('leaves a %s click to the browser (new tab or window)', (_name, init) => {
    render(<SpecLink to="/docs/types">Types</SpecLink>);
    const allowed = fireEvent.click(screen.getByRole('link'), init);
    expect(allowed).toBe(true);
    expect(pushed).toEqual([]);
  });
});

describe('SpecLink on a site served under a path', () => {
  it('puts the base URL in front of the link, for the reader, the app navigation and the broken-link check', () => {
    const baseUrl = jest.spyOn(jest.requireActual<{default: (url: string) => string}>('./support/docusaurus/useBaseUrl'), 'default');
    baseUrl.mockImplementation((url) => `/openiap-docs${url}`);
    try {
      render(<SpecLink to="/docs/types/product-ios">ProductIOS</SpecLink>);
      const link = screen.getByRole('link', {name: 'ProductIOS'});
      expect(link).toHaveAttribute('href', '/openiap-docs/docs/types/product-ios');
      fireEvent.click(link);
      expect(pushed).toEqual(['/openiap-docs/docs/types/product-ios']);
      expect(collectedLinks).toEqual(['/openiap-docs/docs/types/product-ios']);
    } finally {
      baseUrl.mockRestore();
    }
  });
});
