import React from 'react';
import {fireEvent, render, screen, within} from '@testing-library/react';
import {setPluginData} from './support/docusaurus/useGlobalData';
import VersionBadges, {Badge} from '@site/src/components/VersionBadges';
import {badges} from '@site/shared/versionBadges';
import SchemaReleases, {NO_TAG, SchemaReleaseLinks} from '@site/src/components/SchemaReleases';
import Version from '@site/src/components/Version';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import ReplacementModeTable from '@site/src/components/ReplacementModeTable';
import Announcements from '@site/src/components/Announcements';
import {replacementModeChoices, replacementModeTable, ReplacementModeError} from '@site/shared/replacementModes';
import type {SpecModel, TypeModel} from '@site/shared/specModel';
import {fillVersions} from '@site/shared/versionPlaceholders';

jest.mock('@theme/CodeBlock', () => ({__esModule: true, default: ({children}: {children: string}) => <pre>{children}</pre>}), {
  virtual: true,
});

// The docs version of the page: Next, whose pages live under /docs/next.
jest.mock('@docusaurus/plugin-content-docs/client', () => ({
  useDocsVersion: jest.fn(() => ({version: 'current'})),
  useActiveDocContext: () => ({activeVersion: {path: '/docs/next'}}),
}));

const versions = {gql: '1.2.3', google: '1.3.4', apple: '1.2.32', kmp: '1.0.0-rc.3'};

/** Next's file plus two released versions' frozen files, as the openiap-versions plugin publishes them. */
const versionsFiles = {
  current: versions,
  released: {
    '1.3.17': {gql: '1.3.17', google: '1.3.28', apple: '1.3.14', gitTag: 'gql-1.3.17'},
    '1.2.3': {...versions, gitTag: '1.2.3', atTag: {gql: '1.2.3', google: '1.3.2', apple: '1.2.27'}},
  },
};

function readingDocsVersion(name: string) {
  (useDocsVersion as jest.Mock).mockReturnValue({version: name});
}

describe('version badges', () => {
  beforeEach(() => {
    setPluginData('openiap-versions', versionsFiles);
    readingDocsVersion('current');
  });

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

/** A model with only the replacement-mode enum, its members given as [name, value]. */
function modelWithModes(members: Array<[string, string]>): Pick<SpecModel, 'types'> {
  const type: TypeModel = {
    name: 'ReplacementModeAndroid',
    kind: 'enum',
    module: 'requests',
    summary: '',
    members: members.map(([name, value]) => ({name, value, summary: ''})),
  };
  return {types: [type]};
}

/** A model like 3.2.1's: no numeric enum, the modes as the string values of the union. */
function modelWithStringModes(values: string[]): Pick<SpecModel, 'types'> {
  const type: TypeModel = {
    name: 'SubscriptionReplacementModeAndroid',
    kind: 'alias',
    module: 'requests',
    summary: '',
    aliasOf: values.map((value) => `'${value}'`).join(' | '),
    members: values.map((value) => ({name: value, value: `'${value}'`, summary: ''})),
  };
  return {types: [type]};
}

describe("a docs page's own versions file", () => {
  beforeEach(() => setPluginData('openiap-versions', versionsFiles));

  it('<Version> prints the text the spec-model remark plugin filled in, and stops without it', () => {
    const {container} = render(<Version of="google" text="1.3.28" />);
    expect(container).toHaveTextContent('1.3.28');
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Version of="kmp" />)).toThrow(
      '<Version of="kmp"> has no text: it only works in docs MDX, where the spec-model remark plugin fills it.',
    );
    jest.restoreAllMocks();
  });

  it('the schema release links use the tag of the docs version, not its number', () => {
    readingDocsVersion('1.3.17');
    render(<SchemaReleases />);
    expect(screen.getByRole('link', {name: 'gql-1.3.17'})).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases/tag/gql-1.3.17');
    expect(screen.queryByTestId('packages-at-tag')).toBeNull();
  });

  it('1.2.3 also shows the module versions the repository held at its tag', () => {
    readingDocsVersion('1.2.3');
    render(<SchemaReleases />);
    expect(screen.getByRole('link', {name: '1.2.3'})).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases/tag/1.2.3');
    expect(screen.getByTestId('packages-at-tag')).toHaveTextContent('openiap-gql 1.2.3 · openiap-google 1.3.2 · openiap-apple 1.2.27');
  });

  it('Next without a recorded tag shows the dash, not a link made from its number', () => {
    readingDocsVersion('current');
    render(<SchemaReleases />);
    expect(screen.getByTestId('latest-schema-tag')).toHaveTextContent(NO_TAG);
    expect(screen.queryByRole('link', {name: '1.2.3'})).toBeNull();
  });
});

describe('replacement modes', () => {
  const rowsOf = (model: Pick<SpecModel, 'types'>) => replacementModeTable(model).rows;

  it("takes the rows from the model's enum, in numeric order, each with its note", () => {
    const rows = rowsOf(
      modelWithModes([
        ['Deferred', '6'],
        ['WithTimeProration', '1'],
        ['ChargeFullPrice', '5'],
      ]),
    );
    expect(rows.map(({name, value, recommendedFor}) => [value, name, recommendedFor])).toEqual([
      [1, 'WithTimeProration', 'Upgrades'],
      [5, 'ChargeFullPrice', null],
      [6, 'Deferred', 'Downgrades'],
    ]);
    // A value is the model's, not the one spec/ has now.
    expect(rowsOf(modelWithModes([['Deferred', '7']]))[0]).toMatchObject({name: 'Deferred', value: 7});
  });

  it("without the numeric enum, lists the union's values in its order, each with Play Billing's integer where it has one", () => {
    const table = replacementModeTable(modelWithStringModes(['with-time-proration', 'deferred', 'keep-existing']));
    expect(table.enumName).toBe('SubscriptionReplacementModeAndroid');
    expect(table.rows.map(({name, value, recommendedFor}) => [name, value, recommendedFor])).toEqual([
      ['with-time-proration', 1, 'Upgrades'],
      ['deferred', 6, 'Downgrades'],
      ['keep-existing', null, null],
    ]);
  });

  it.each([
    [modelWithModes([]), /neither the enum ReplacementModeAndroid nor SubscriptionReplacementModeAndroid with members/],
    [modelWithStringModes([]), /neither the enum ReplacementModeAndroid nor SubscriptionReplacementModeAndroid with members/],
    [modelWithModes([['Deferred', "'six'"]]), /value 'six' of ReplacementModeAndroid.Deferred is not a whole number/],
    [modelWithModes([['TradeIn', '4']]), /ReplacementModeAndroid.TradeIn has no note on what it does; add one to shared\/replacementModes.ts/],
    [modelWithStringModes(['trade-in']), /SubscriptionReplacementModeAndroid 'trade-in' has no note on what it does/],
  ])('refuses a model it cannot fill the table from, saying why: %#', (model, message) => {
    expect(() => replacementModeTable(model)).toThrow(ReplacementModeError);
    expect(() => replacementModeTable(model)).toThrow(message);
  });

  it('shows the rows it is given, the recommended modes marked', () => {
    const table = replacementModeTable(
      modelWithModes([
        ['WithTimeProration', '1'],
        ['WithoutProration', '3'],
        ['Deferred', '6'],
      ]),
    );
    render(<ReplacementModeTable table={table} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Value', 'ReplacementModeAndroid', 'Effect', 'Recommended for']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent(/^1WithTimeProration.*Upgrades$/);
    expect(rows[1]).toHaveTextContent(/^3WithoutProration.*—$/);
    expect(rows[2]).toHaveTextContent(/^6Deferred.*empty list.*Downgrades$/);
  });

  it('shows the string values first and the integer beside them, a dash where there is none', () => {
    render(<ReplacementModeTable table={replacementModeTable(modelWithStringModes(['deferred', 'keep-existing']))} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'SubscriptionReplacementModeAndroid',
      'Play Billing integer',
      'Effect',
      'Recommended for',
    ]);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent(/^deferred6Keeps the old plan.*Downgrades$/);
    expect(rows[1]).toHaveTextContent(/^keep-existing—Leaves this product.*—$/);
    expect(within(rows[0]).getByText('deferred').tagName).toBe('CODE');
  });

  it("offers the simulator the modes the version's sandbox simulates, each with what it does", () => {
    expect(replacementModeChoices({WithTimeProration: 'with-time-proration', Deferred: 'deferred'})).toEqual([
      {name: 'WithTimeProration', value: 'with-time-proration', summary: expect.stringMatching(/unused time/)},
      {name: 'Deferred', value: 'deferred', summary: expect.stringMatching(/Keeps the old plan/)},
    ]);
    expect(replacementModeChoices({Deferred: 6})).toEqual([{name: 'Deferred', value: 6, summary: expect.stringMatching(/Keeps the old plan/)}]);
    expect(() => replacementModeChoices({TradeIn: 4})).toThrow(/TradeIn has no note/);
  });

  it('says where its data comes from when it has none', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ReplacementModeTable />)).toThrow(/spec-model remark plugin fills it/);
    jest.restoreAllMocks();
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

describe('announcements', () => {
  it('shows the items it is given, with their dates, as a full list or a compact one', () => {
    const items = [
      {id: 'b', title: 'Second', date: '2025-10', text: 'Newer news.', link: {to: 'doc:horizon-setup', label: 'Set up'}},
      {id: 'a', title: 'First', date: '2025-08-15', text: 'Older news.'},
    ];
    const {unmount} = render(<Announcements items={items} />);
    expect(screen.getAllByRole('heading', {level: 2}).map((heading) => [heading.id, heading.textContent])).toEqual([
      ['b', 'Second'],
      ['a', 'First'],
    ]);
    expect(screen.getByText('Newer news.')).toBeInTheDocument();
    expect(screen.getByText('October 2025')).toHaveAttribute('dateTime', '2025-10');
    expect(screen.getByRole('link', {name: 'Set up →'})).toHaveAttribute('href', '/docs/next/horizon-setup');
    unmount();
    render(<Announcements items={items} variant="compact" />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['October 2025Second · Set up', '15 August 2025First']);
  });

  it('says where its items come from when it has none', () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Announcements />)).toThrow(/spec-model remark plugin fills them/);
    jest.restoreAllMocks();
  });
});
