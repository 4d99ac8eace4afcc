import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {setPluginData} from './support/docusaurus/useGlobalData';
import VersionBadges, {Badge} from '@site/src/components/VersionBadges';
import {badges} from '@site/shared/versionBadges';
import {NO_TAG, SchemaReleaseLinks} from '@site/src/components/SchemaReleases';
import ReplacementModeTable from '@site/src/components/ReplacementModeTable';
import {replacementModes} from '@site/shared/replacementModes';
import {fillVersions} from '@site/shared/versionPlaceholders';

jest.mock('@theme/CodeBlock', () => ({__esModule: true, default: ({children}: {children: string}) => <pre>{children}</pre>}), {
  virtual: true,
});

const versions = {gql: '1.2.3', google: '1.3.4', apple: '1.2.32', kmp: '1.0.0-rc.3'};

describe('version badges', () => {
  beforeEach(() => setPluginData('openiap-versions', versions));

  it('renders each badge as a fixed-size lazy image whose alt text names the package and version', () => {
    render(<VersionBadges />);
    const images = screen.getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual([
      'openiap-google on Maven Central: 1.3.4',
      'openiap-apple as a Swift Package: 1.2.32',
      'openiap-apple on CocoaPods: 1.2.32',
    ]);
    for (const image of images) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).toHaveAttribute('decoding', 'async');
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image).toHaveAttribute('height', '20');
      expect(image.getAttribute('src')).toMatch(/^https:\/\/img\.shields\.io\//);
    }
  });

  it('shows the text in place of an image that fails to load', () => {
    render(<Badge badge={badges[0]} versions={versions} />);
    const link = screen.getByRole('link');
    expect(link).toHaveAttribute('data-state', 'loading');
    fireEvent.error(within(link).getByRole('img'));
    expect(link).toHaveAttribute('data-state', 'failed');
    expect(within(link).queryByRole('img')).toBeNull();
    expect(link).toHaveTextContent('openiap-google on Maven Central: 1.3.4');
    expect(screen.getByRole('link', {name: 'openiap-google on Maven Central: 1.3.4'})).toBe(link);
  });

  it('marks the badge loaded once the image has arrived, so the text copy steps aside', () => {
    render(<Badge badge={badges[2]} versions={versions} />);
    const image = screen.getByRole('img');
    Object.defineProperty(image, 'naturalWidth', {value: 120});
    fireEvent.load(image);
    expect(screen.getByRole('link')).toHaveAttribute('data-state', 'loaded');
    expect(screen.getByRole('link').className).toContain('loaded');
  });

  it('still names the package when the versions file has no module version', () => {
    render(<Badge badge={badges[1]} versions={{gql: '1.2.3'}} />);
    expect(screen.getByRole('img')).toHaveAttribute('alt', 'openiap-apple as a Swift Package');
  });
});

describe('schema release links', () => {
  it('links the latest tag to its release page and offers all releases', () => {
    render(<SchemaReleaseLinks tag="1.2.3" />);
    expect(screen.getByRole('link', {name: '1.2.3'})).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases/tag/1.2.3');
    expect(screen.getByRole('link', {name: 'View all releases'})).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases');
  });

  it.each([[undefined], [''], ['  ']])('shows a dash when there is no tag (%p)', (tag) => {
    render(<SchemaReleaseLinks tag={tag} />);
    const cell = screen.getByTestId('latest-schema-tag');
    expect(cell).toHaveTextContent(NO_TAG);
    expect(within(cell).queryByRole('link')).toBeNull();
    expect(screen.getByRole('link', {name: 'View all releases'})).toBeInTheDocument();
  });
});

describe('replacement modes', () => {
  it('reads modes 1, 2, 3, 5 and 6 from the spec enum', () => {
    expect(replacementModes()).toEqual([
      {name: 'WithTimeProration', value: 1},
      {name: 'ChargeProratedPrice', value: 2},
      {name: 'WithoutProration', value: 3},
      {name: 'ChargeFullPrice', value: 5},
      {name: 'Deferred', value: 6},
    ]);
  });

  it('recommends mode 1 for upgrades and mode 6 for downgrades', () => {
    render(<ReplacementModeTable />);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent(/^1WithTimeProration.*Upgrades$/);
    expect(rows[4]).toHaveTextContent(/^6Deferred.*empty list.*Downgrades$/);
  });
});

describe('versioned code samples', () => {
  it('fills package versions from the versions file', () => {
    expect(fillVersions('openiap-google:{google} / {apple} / {kmp}', versions)).toBe('openiap-google:1.3.4 / 1.2.32 / 1.0.0-rc.3');
  });

  it('stops the build when a version is missing', () => {
    expect(() => fillVersions('pod {apple}', {gql: '1.2.3'})).toThrow(/no "apple" entry/);
  });
});
