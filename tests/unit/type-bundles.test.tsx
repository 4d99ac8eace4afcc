import React from 'react';
import {mkdtempSync, mkdirSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import {act, fireEvent, getDefaultNormalizer, render, screen, waitFor, within} from '@testing-library/react';
import {toast} from 'react-toastify';
import {useDocsVersion} from '@docusaurus/plugin-content-docs/client';
import {setPluginData} from './support/docusaurus/useGlobalData';
import {gqlVersionOfFile, parseTypeBundlesFile, validateTypeBundles, type TypeBundle} from '@site/plugins/type-bundles/validate';
import typeBundlesPlugin, {readTypeBundles} from '@site/plugins/type-bundles';
import TypeBundleDownload from '@site/src/components/TypeBundleDownload';
import {unpublishedDetails, verifyCommand} from '@site/shared/typeBundleVersion';

jest.mock('react-toastify', () => ({toast: {info: jest.fn(), error: jest.fn()}}));
jest.mock('@site/src/components/ToastArea/host', () => ({ensureToastArea: () => Promise.resolve(jest.requireMock('react-toastify').toast)}));
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDocsVersion: jest.fn()}));
let mockIsBrowser = true;
jest.mock('@docusaurus/useIsBrowser', () => ({__esModule: true, default: () => mockIsBrowser}), {virtual: true});

const FILE = 'src/data/type-bundles/1.2.3.json';
const typescript: TypeBundle = {
  label: 'TypeScript',
  filename: 'openiap-typescript.zip',
  size: '4.71 KB',
  sha256: '0dfce08584584ce6d6c1106640338c8519b459bd5e304a16d6967afda3fe01b7',
};
const kotlin: TypeBundle = {
  label: 'Kotlin',
  filename: 'openiap-kotlin.zip',
  size: '10.3 KB',
  sha256: 'a002b634270c029b52401c3a529b7d989d57df875310f077ae42328c7312813f',
};
const siteDir = path.resolve(__dirname, '../..');

describe('type-bundles plugin: checking a bundle file', () => {
  it('accepts the published bundles and keeps only the four fields', () => {
    expect(validateTypeBundles([typescript, kotlin], FILE)).toEqual([typescript, kotlin]);
  });

  it('accepts a bundle whose size and checksum are not published, and keeps them absent', () => {
    const names = [
      {label: 'Swift', filename: 'openiap-swift.zip'},
      {label: 'Dart', filename: 'openiap-dart.zip', size: '11.9 KB'},
    ];
    const bundles = validateTypeBundles(names, FILE);
    expect(bundles).toEqual(names);
    expect('sha256' in bundles[0]).toBe(false);
  });

  it('refuses an unpublished figure written as null or empty, rather than leaving it out', () => {
    expect(() => validateTypeBundles([{label: 'Swift', filename: 'openiap-swift.zip', size: null}], FILE)).toThrow(
      `${FILE}: entry 1 ("Swift") "size" must be a string, got null.`,
    );
    expect(() => validateTypeBundles([{label: 'Swift', filename: 'openiap-swift.zip', sha256: ''}], FILE)).toThrow(
      'sha256 "" must be 64 hexadecimal characters',
    );
  });

  it.each([
    [
      'a filename that is not a zip',
      {filename: 'openiap-typescript.tar.gz'},
      'filename "openiap-typescript.tar.gz" must be a plain file name ending in ".zip"',
    ],
    ['a filename with a folder', {filename: '../x.zip'}, 'filename "../x.zip" must be a plain file name ending in ".zip"'],
    ['a size without its space', {size: '4.71KB'}, 'size "4.71KB" must be a number, a space and a unit (B, KB, MB, GB), e.g. "4.71 KB"'],
    ['a size without a unit', {size: '4821'}, 'size "4821" must be a number'],
    ['a short sha256', {sha256: 'abc123'}, 'sha256 "abc123" must be 64 hexadecimal characters (it has 6)'],
    ['a sha256 with a non-hex character', {sha256: `${'a'.repeat(63)}g`}, 'must be 64 hexadecimal characters (it has 64)'],
    ['an empty label', {label: ' '}, '"label" must not be empty'],
  ])('names the file, the entry and the problem: %s', (_case, change, problem) => {
    const bad = {...kotlin, ...change};
    const label = (change as {label?: string}).label === ' ' ? 'entry 2' : 'entry 2 ("Kotlin")';
    expect(() => validateTypeBundles([typescript, bad], FILE)).toThrow(`${FILE}: ${label} `);
    expect(() => validateTypeBundles([typescript, bad], FILE)).toThrow(problem);
  });

  it('reports a missing field, a field of the wrong type and an unknown field', () => {
    const {filename: _missing, ...withoutFile} = kotlin;
    expect(() => validateTypeBundles([withoutFile], FILE)).toThrow(`${FILE}: entry 1 ("Kotlin") is missing "filename".`);
    expect(() => validateTypeBundles([{...kotlin, size: 10.3}], FILE)).toThrow('entry 1 ("Kotlin") "size" must be a string, got 10.3');
    expect(() => validateTypeBundles([{...kotlin, sha: kotlin.sha256}], FILE)).toThrow(
      'entry 1 ("Kotlin") has an unknown field "sha" (allowed: label, filename, size, sha256)',
    );
    expect(() => validateTypeBundles(['Kotlin'], FILE)).toThrow(`${FILE}: entry 1 must be an object`);
  });

  it('refuses the same filename or label twice, naming both entries', () => {
    expect(() => validateTypeBundles([typescript, kotlin, {...kotlin, label: 'Dart'}], FILE)).toThrow(
      `${FILE}: entry 3 ("Dart") repeats the filename "openiap-kotlin.zip" of entry 2.`,
    );
    expect(() => validateTypeBundles([kotlin, {...typescript, label: 'kotlin'}], FILE)).toThrow('entry 2 ("kotlin") repeats the label "kotlin" of entry 1');
  });

  it('lists every problem of a file in one message', () => {
    expect(() =>
      validateTypeBundles(
        [
          {...typescript, size: 'big'},
          {...kotlin, sha256: ''},
        ],
        FILE,
      ),
    ).toThrow(/entry 1 \("TypeScript"\) size "big".*; entry 2 \("Kotlin"\) sha256 ""/);
  });

  it('refuses a file that is not JSON, not an array or empty', () => {
    expect(() => parseTypeBundlesFile('[{]', FILE)).toThrow(`${FILE} contains invalid JSON`);
    expect(() => parseTypeBundlesFile('{"TypeScript": {}}', FILE)).toThrow(`${FILE} must hold a JSON array of bundles`);
    expect(() => parseTypeBundlesFile('[]', FILE)).toThrow(`${FILE} lists no bundles`);
  });

  it('reads the gql version from the file name', () => {
    expect(gqlVersionOfFile('src/data/type-bundles/1.2.3.json')).toBe('1.2.3');
    expect(gqlVersionOfFile('2.0.0-rc.1.json')).toBe('2.0.0-rc.1');
    expect(() => gqlVersionOfFile('src/data/type-bundles/latest.json')).toThrow(
      'src/data/type-bundles/latest.json: a type-bundles file is named after the gql release it describes, e.g. "1.2.3.json".',
    );
  });
});

describe('type-bundles plugin: reading the site folder', () => {
  function siteWith(files: Record<string, string>, gql = '1.2.3'): string {
    const dir = mkdtempSync(path.join(tmpdir(), 'type-bundles-'));
    writeFileSync(path.join(dir, 'openiap-versions.json'), JSON.stringify({gql}));
    mkdirSync(path.join(dir, 'src/data/type-bundles'), {recursive: true});
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, 'src/data/type-bundles', name), text);
    return dir;
  }

  it('reads the real bundles of the site: four zips for gql 1.2.3', () => {
    const bundles = readTypeBundles(siteDir)['1.2.3'];
    expect(bundles.map((bundle) => `${bundle.label} ${bundle.filename} ${bundle.size}`)).toEqual([
      'TypeScript openiap-typescript.zip 4.71 KB',
      'Swift openiap-swift.zip 4.95 KB',
      'Kotlin openiap-kotlin.zip 10.3 KB',
      'Dart openiap-dart.zip 11.9 KB',
    ]);
  });

  it('stops the build on a malformed file, naming it', () => {
    const dir = siteWith({'1.2.3.json': JSON.stringify([typescript]), '1.2.2.json': JSON.stringify([{...kotlin, size: '10 kb'}])});
    expect(() => readTypeBundles(dir)).toThrow('src/data/type-bundles/1.2.2.json: entry 1 ("Kotlin") size "10 kb"');
  });

  it('lets the build go on when a release has no bundle file yet (right after a version cut)', () => {
    const dir = siteWith({'1.2.2.json': JSON.stringify([typescript])}, '1.2.3');
    expect(Object.keys(readTypeBundles(dir))).toEqual(['1.2.2']);
  });

  it('publishes {[gqlVersion]: bundles} as global data', async () => {
    const dir = siteWith({'1.2.3.json': JSON.stringify([typescript]), '1.0.0.json': JSON.stringify([kotlin])});
    const plugin = typeBundlesPlugin({siteDir: dir} as never);
    const content = await plugin.loadContent!();
    const setGlobalData = jest.fn();
    await plugin.contentLoaded!({content, actions: {setGlobalData} as never});
    expect(setGlobalData).toHaveBeenCalledWith({'1.2.3': [typescript], '1.0.0': [kotlin]});
  });
});

describe('TypeBundleDownload: checking a download', () => {
  it('says which detail a release does not publish, and nothing when both are known', () => {
    expect(unpublishedDetails(typescript)).toBeUndefined();
    expect(unpublishedDetails({label: 'Swift', filename: 'openiap-swift.zip'})).toBe('Size and checksum not published');
    expect(unpublishedDetails({label: 'Swift', filename: 'openiap-swift.zip', sha256: typescript.sha256})).toBe('Size not published');
    expect(unpublishedDetails({label: 'Swift', filename: 'openiap-swift.zip', size: '1 KB'})).toBe('Checksum not published');
  });

  it('verifyCommand checks the file against its published sha256', () => {
    expect(verifyCommand({...typescript, sha256: typescript.sha256!})).toBe(
      'echo "0dfce08584584ce6d6c1106640338c8519b459bd5e304a16d6967afda3fe01b7  openiap-typescript.zip" | shasum -a 256 -c',
    );
  });
});

describe('TypeBundleDownload: the widget', () => {
  const realBundles = readTypeBundles(siteDir);
  const fetchMock = jest.fn();
  let clicked: string[];
  let openSpy: jest.SpyInstance;

  beforeEach(() => {
    mockIsBrowser = true;
    setPluginData('openiap-versions', {
      current: {gql: '1.2.3', gitTag: '1.2.3'},
      released: {
        '1.0.0': {gql: '1.0.0', gitTag: '1.0.0'},
        '0.9.0': {gql: '0.9.0', gitTag: '0.9.0'},
        '1.3.17': {gql: '1.3.17', gitTag: 'gql-1.3.17'},
        '3.2.1': {gql: '3.2.1', gitTag: '3.2.1'},
      },
    });
    setPluginData('type-bundles', {...realBundles, '1.0.0': [kotlin], '1.3.17': [kotlin, {label: 'Swift', filename: 'openiap-swift.zip'}]});
    (useDocsVersion as jest.Mock).mockReturnValue({version: 'current'});
    fetchMock.mockReset().mockResolvedValue({type: 'opaque'});
    global.fetch = fetchMock;
    clicked = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(`${this.href} download=${this.download} in-document=${document.body.contains(this)}`);
    });
    openSpy = jest.spyOn(window, 'open').mockImplementation(() => null);
    (toast.info as jest.Mock).mockClear();
    (toast.error as jest.Mock).mockClear();
  });

  afterEach(() => jest.restoreAllMocks());

  /** Renders what a toast was given, so that the test reads it like the reader does. */
  function renderToast(content: unknown) {
    return render(<>{content as React.ReactNode}</>);
  }

  it('offers the four bundles in a labelled select with a Download button', () => {
    render(<TypeBundleDownload />);
    const select = screen.getByRole('combobox', {name: 'Language'});
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['TypeScript', 'Swift', 'Kotlin', 'Dart']);
    expect(screen.getByRole('button', {name: 'Download TypeScript bundle'})).toBeEnabled();
    expect(screen.getByRole('region', {name: 'Download the type definitions of OpenIAP 1.2.3'})).toBeInTheDocument();
  });

  it('shows the chosen bundle: size, sha256 with a Copy button and the verify command', () => {
    render(<TypeBundleDownload />);
    fireEvent.change(screen.getByRole('combobox', {name: 'Language'}), {target: {value: 'openiap-dart.zip'}});
    expect(screen.getByText('11.9 KB', {exact: false})).toBeInTheDocument();
    expect(screen.getByText('ee89e90a7a8aee3400bd9cc97bf1e9c5bef93a93b27a8da03490f1625b0d125e')).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Copy the SHA-256 of openiap-dart.zip'})).toBeInTheDocument();
    expect(
      screen.getByText('echo "ee89e90a7a8aee3400bd9cc97bf1e9c5bef93a93b27a8da03490f1625b0d125e  openiap-dart.zip" | shasum -a 256 -c', {
        normalizer: getDefaultNormalizer({collapseWhitespace: false}),
      }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', {name: 'Download Dart bundle'})).toBeInTheDocument();
  });

  it('Download checks the release server, starts the download and says so, with a View release button', async () => {
    render(<TypeBundleDownload />);
    fireEvent.change(screen.getByRole('combobox', {name: 'Language'}), {target: {value: 'openiap-kotlin.zip'}});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Download Kotlin bundle'}));
    });
    const url = 'https://github.com/hyodotdev/openiap/releases/download/1.2.3/openiap-kotlin.zip';
    expect(fetchMock).toHaveBeenCalledWith(url, {method: 'HEAD', mode: 'no-cors'});
    expect(clicked).toEqual([`${url} download=openiap-kotlin.zip in-document=true`]);
    expect(toast.error).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledTimes(1);

    const {container} = renderToast((toast.info as jest.Mock).mock.calls[0][0]);
    expect(container).toHaveTextContent('Downloading the Kotlin bundle (10.3 KB) of OpenIAP 1.2.3.');
    fireEvent.click(within(container).getByRole('button', {name: 'View release'}));
    expect(openSpy).toHaveBeenCalledWith('https://github.com/hyodotdev/openiap/releases/tag/1.2.3', '_blank', 'noopener,noreferrer');
  });

  it('when the release server cannot be reached: an error toast, no download, and the widget still works', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<TypeBundleDownload />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Download TypeScript bundle'}));
    });
    expect(clicked).toEqual([]);
    expect(toast.info).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledTimes(1);
    expect((toast.error as jest.Mock).mock.calls[0][0]).toMatch(/^Download failed: TypeScript bundle could not be reached\. /);
    const button = screen.getByRole('button', {name: 'Download TypeScript bundle'});
    await waitFor(() => expect(button).toBeEnabled());
    await act(async () => {
      fireEvent.click(button);
    });
    expect(clicked).toHaveLength(1);
  });

  it('a released docs version downloads from its own release', async () => {
    (useDocsVersion as jest.Mock).mockReturnValue({version: '1.0.0'});
    render(<TypeBundleDownload />);
    expect(within(screen.getByRole('combobox', {name: 'Language'})).getAllByRole('option')).toHaveLength(1);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Download Kotlin bundle'}));
    });
    expect(fetchMock).toHaveBeenCalledWith('https://github.com/hyodotdev/openiap/releases/download/1.0.0/openiap-kotlin.zip', expect.anything());
  });

  it('says so when a docs version has no bundles listed, linking its release page', () => {
    (useDocsVersion as jest.Mock).mockReturnValue({version: '0.9.0'});
    render(<TypeBundleDownload />);
    expect(screen.getByText(/No type bundles are listed for 0\.9\.0/)).toBeInTheDocument();
    expect(screen.getByRole('link', {name: 'See release 0.9.0'})).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases/tag/0.9.0');
    expect(screen.queryByRole('button', {name: /Download/})).toBeNull();
  });

  it('a release tagged otherwise than its number: every address uses the tag', async () => {
    (useDocsVersion as jest.Mock).mockReturnValue({version: '1.3.17'});
    render(<TypeBundleDownload />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Download Kotlin bundle'}));
    });
    expect(fetchMock).toHaveBeenCalledWith('https://github.com/hyodotdev/openiap/releases/download/gql-1.3.17/openiap-kotlin.zip', expect.anything());
    expect(screen.getByRole('link', {name: 'release 1.3.17'})).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases/tag/gql-1.3.17');
  });

  it('a bundle without published size and checksum: says so, links the release page, and shows no figure', async () => {
    (useDocsVersion as jest.Mock).mockReturnValue({version: '1.3.17'});
    render(<TypeBundleDownload />);
    fireEvent.change(screen.getByRole('combobox', {name: 'Language'}), {target: {value: 'openiap-swift.zip'}});
    const details = screen.getByTestId('bundle-unpublished');
    expect(details).toHaveTextContent('Size and checksum not published; see the release page of 1.3.17.');
    expect(within(details).getByRole('link')).toHaveAttribute('href', 'https://github.com/hyodotdev/openiap/releases/tag/gql-1.3.17');
    expect(screen.queryByText('SHA-256')).toBeNull();
    expect(screen.queryByText('Verify')).toBeNull();
    expect(screen.queryByRole('button', {name: /Copy the SHA-256/})).toBeNull();
    expect(screen.getByText('openiap-swift.zip').closest('dd')).toHaveTextContent(/^openiap-swift\.zip$/);

    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Download Swift bundle'}));
    });
    expect(clicked).toEqual([
      'https://github.com/hyodotdev/openiap/releases/download/gql-1.3.17/openiap-swift.zip download=openiap-swift.zip in-document=true',
    ]);
    const {container} = renderToast((toast.info as jest.Mock).mock.calls[0][0]);
    expect(container).toHaveTextContent('Downloading the Swift bundle of OpenIAP 1.3.17.');
  });

  it('a bundle without published size and checksum: a failed download still shows the error toast', async () => {
    (useDocsVersion as jest.Mock).mockReturnValue({version: '1.3.17'});
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    render(<TypeBundleDownload />);
    fireEvent.change(screen.getByRole('combobox', {name: 'Language'}), {target: {value: 'openiap-swift.zip'}});
    await act(async () => {
      fireEvent.click(screen.getByRole('button', {name: 'Download Swift bundle'}));
    });
    expect(clicked).toEqual([]);
    expect((toast.error as jest.Mock).mock.calls[0][0]).toMatch(/^Download failed: Swift bundle could not be reached\. .*release page of 1\.3\.17\.$/);
  });

  it('the 3.2.1 release: its five published assets, each saying that size and checksum are not published', () => {
    (useDocsVersion as jest.Mock).mockReturnValue({version: '3.2.1'});
    mockIsBrowser = false;
    render(<TypeBundleDownload />);
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')!.endsWith('.zip'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['typescript', 'swift', 'kotlin', 'dart', 'gdscript'].map((name) => `https://github.com/hyodotdev/openiap/releases/download/3.2.1/openiap-${name}.zip`),
    );
    expect(screen.getAllByTestId('bundle-unpublished')).toHaveLength(5);
    expect(screen.queryByText(/KB|SHA-256/)).toBeNull();
  });

  it('before JavaScript runs: every bundle as a direct link with its size and sha256', () => {
    mockIsBrowser = false;
    render(<TypeBundleDownload />);
    expect(screen.queryByRole('combobox')).toBeNull();
    const links = screen.getAllByRole('link').filter((link) => link.getAttribute('href')!.endsWith('.zip'));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      ['typescript', 'swift', 'kotlin', 'dart'].map((name) => `https://github.com/hyodotdev/openiap/releases/download/1.2.3/openiap-${name}.zip`),
    );
    const kotlinItem = links[2].closest('li')!;
    expect(kotlinItem).toHaveTextContent('Kotlin (openiap-kotlin.zip) · 10.3 KB');
    expect(kotlinItem).toHaveTextContent(`SHA-256 ${kotlin.sha256}`);
  });
});
