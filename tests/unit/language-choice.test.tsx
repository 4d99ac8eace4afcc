/**
 * The reader's language for types and signatures: which language applies (query, then the remembered choice, then
 * TypeScript), the line that says where the declarations come from, the files the plugin writes, and the type tables
 * and operations drawn in a language from a fixture file.
 */
import React, {useState} from 'react';
import path from 'node:path';
import {fireEvent, render, screen} from '@testing-library/react';
import {renderToString} from 'react-dom/server';
import {hydrate} from './support/hydrate';
import {extractSpecModel} from '@site/plugins/spec-model/extract';
import type {LanguageDeclarationsFile} from '@site/shared/languageDeclarations';
import {operationView, type SpecModel} from '@site/shared/specModel';
import {chooseDocLanguage} from '@site/src/components/LanguageChoice/state';
import {searchWithLanguage} from '@site/src/components/LanguageChoice/useChooseLanguage';
import {typescriptNote} from '@site/src/components/LanguageChoice/typescriptNote';
import {languageNote, type LanguageView} from '@site/src/components/LanguageChoice/notes';
import {slotKeys, slotText} from '@site/src/components/LanguageChoice/slots';
import Layer from '@site/src/components/LanguageChoice/Layer';
import LanguageChoice from '@site/src/components/LanguageChoice';
import TypeTableView from '@site/src/components/TypeTable/view';
import OperationDetails from '@site/src/components/Operation/view';
import {languageDigest, languageFiles} from '@site/plugins/language-files/files';
import {languageFileUrl} from '@site/shared/languageFileNames';
import {setPluginData} from './support/docusaurus/useGlobalData';
import {location} from './support/docusaurus/router';

const mockSlot = {stored: null as string | null, set: jest.fn()};
jest.mock('@docusaurus/theme-common', () => ({
  ThemeClassNames: {common: {codeBlock: 'theme-code-block'}},
  createStorageSlot: () => ({get: () => mockSlot.stored, set: mockSlot.set, listen: () => () => undefined}),
}));
const mockVersion = {version: '3.2.1', label: '3.2.1'};
jest.mock('@docusaurus/plugin-content-docs/client', () => ({useDocsVersion: () => mockVersion}));

// A control showing another language puts it in the address; each test starts from a plain one.
afterEach(() => Object.assign(location, {pathname: '/', search: '', hash: ''}));

let model: SpecModel;
beforeAll(() => {
  model = extractSpecModel(path.resolve(__dirname, '../../spec'));
});

/** A Kotlin file as the plugin writes one, with one field of PurchaseIOS left out on purpose. */
const KOTLIN: LanguageDeclarationsFile = {
  version: '3.2.1',
  language: 'kotlin',
  origin: 'release',
  declarations: {
    PurchaseIOS: {name: 'PurchaseIOS', kind: 'class', fields: {quantityIOS: {name: 'quantityIOS', type: 'Int?'}, id: {name: 'id', type: 'String'}}},
    ProductType: {name: 'ProductType', kind: 'enum', cases: {'in-app': 'InApp', subs: 'Subs'}},
  },
  operations: {fetchProducts: 'suspend fun fetchProducts(params: ProductRequest): FetchProductsResult'},
  calls: {
    fetchProducts: {params: {params: 'ProductRequest'}, returns: 'FetchProductsResult'},
    purchaseErrorListener: {params: {listener: 'PurchaseError'}},
  },
  fieldTypes: {IapEventPayloads: {'[IapEvent.PurchaseError]': 'PurchaseError'}},
};

describe('which language applies', () => {
  it('takes the query first, then the remembered choice, then TypeScript, ignoring unknown values', () => {
    expect(chooseDocLanguage({query: 'swift', stored: 'kotlin'})).toBe('swift');
    expect(chooseDocLanguage({query: null, stored: 'kotlin'})).toBe('kotlin');
    expect(chooseDocLanguage({query: 'cobol', stored: 'dart'})).toBe('dart');
    expect(chooseDocLanguage({query: undefined, stored: 'cobol'})).toBe('typescript');
    expect(chooseDocLanguage({query: null, stored: null})).toBe('typescript');
  });

  it('keeps a shared link true when the reader picks another language on its page', () => {
    expect(searchWithLanguage('?lang=swift&x=1', 'csharp')).toBe('?lang=csharp&x=1');
    expect(searchWithLanguage('?lang=swift', 'typescript')).toBe('');
  });
});

describe('the line under the control', () => {
  const v = {version: '1.2.3', label: '1.2.3'};
  const ready = (origin: 'release' | 'derived'): LanguageView => ({state: 'ready', language: 'dart', file: {...KOTLIN, language: 'dart', origin}});
  it('says a release had no bundle in the language, and that TypeScript is shown', () => {
    expect(languageNote({state: 'absent', language: 'csharp'}, v)).toBe('1.2.3 had no C# types: shown in TypeScript.');
  });
  it('says derived declarations are derived from the model, for Next and for a release', () => {
    expect(languageNote(ready('derived'), {version: 'current', label: 'Next'})).toMatch(/^Dart derived from the model .*Next has no published types/);
    expect(languageNote(ready('derived'), v)).toMatch(/^Dart derived from the 1\.2\.3 model/);
    expect(typescriptNote(true, '1.2.3')).toMatch(/^TypeScript derived from the 1\.2\.3 model/);
  });
  it('names the release for published declarations, and nothing for plain TypeScript', () => {
    expect(languageNote(ready('release'), v)).toMatch(/^Dart, as 1\.2\.3's Dart types declare it/);
    expect(typescriptNote(false, '1.2.3')).toBeNull();
    expect(languageNote({state: 'loading', language: 'swift'}, v)).toMatch(/Loading the Swift/);
    expect(languageNote({state: 'failed', language: 'swift'}, v)).toMatch(/could not be loaded: shown in TypeScript/);
  });
});

describe('slots', () => {
  it('reads names, types, cases and signatures from the file by the model’s names; null for what it lacks', () => {
    expect(slotText(KOTLIN, slotKeys.fieldType('PurchaseIOS', 'quantityIOS'))).toBe('Int?');
    expect(slotText(KOTLIN, slotKeys.case('ProductType', "'in-app'"))).toBe('InApp');
    expect(slotText(KOTLIN, slotKeys.signature('fetchProducts'))).toMatch(/^suspend fun fetchProducts/);
    expect(slotText(KOTLIN, slotKeys.fieldName('PurchaseIOS', 'transactionDate'))).toBeNull();
    expect(slotText(KOTLIN, slotKeys.declaration('ProductAndroid'))).toBeNull();
    expect(slotText(KOTLIN, slotKeys.paramType('fetchProducts', 'params'))).toBe('ProductRequest');
    expect(slotText(KOTLIN, slotKeys.returns('fetchProducts'))).toBe('FetchProductsResult');
    expect(slotText(KOTLIN, slotKeys.paramType('purchaseErrorListener', 'listener'))).toBe('PurchaseError');
    expect(slotText(KOTLIN, slotKeys.returns('purchaseErrorListener'))).toBeNull();
    expect(slotText(KOTLIN, slotKeys.fieldType('IapEventPayloads', '[IapEvent.PurchaseError]'))).toBe('PurchaseError');
    expect(slotText(KOTLIN, slotKeys.fieldName('IapEventPayloads', '[IapEvent.PurchaseError]'))).toBeNull();
  });
});

/** A view drawn as the server would, with the layer filling its slots in the fixture's language. */
function InLanguage({view, children}: {view: LanguageView; children: React.ReactNode}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setHost}>
      {children}
      <Layer host={host} view={view} />
    </div>
  );
}

const filled = (slot: string) => document.querySelector(`[data-lang-slot="${slot}"]`)!;

describe('drawing in a language', () => {
  it('shows a type table’s field types and enum cases in the language, and marks the fields the file lacks', () => {
    const type = model.types.find((entry) => entry.name === 'PurchaseIOS')!;
    const {rerender} = render(
      <InLanguage view={{state: 'ready', language: 'kotlin', file: KOTLIN}}>
        <TypeTableView of="PurchaseIOS" type={type} refs={{}} />
      </InLanguage>,
    );
    expect(filled(slotKeys.fieldType('PurchaseIOS', 'quantityIOS'))).toHaveTextContent('Int?');
    expect(filled(slotKeys.fieldName('PurchaseIOS', 'quantityIOS'))).toHaveTextContent('quantityIOS');
    expect(filled(slotKeys.fieldType('PurchaseIOS', 'transactionDate')).querySelector('[data-lang-missing]')).toHaveTextContent('TS');
    // The TypeScript stays in the document beside the slot, so that going back costs nothing.
    expect(filled(slotKeys.fieldType('PurchaseIOS', 'quantityIOS')).previousElementSibling).toHaveTextContent('number | null');
    rerender(
      <InLanguage view={{state: 'loading', language: 'kotlin'}}>
        <TypeTableView of="PurchaseIOS" type={type} refs={{}} />
      </InLanguage>,
    );
    expect(filled(slotKeys.fieldType('PurchaseIOS', 'quantityIOS'))).toBeEmptyDOMElement();
  });

  it('shows an enum’s cases and an operation’s signature in the language', () => {
    const operation = operationView(model.operations.find((entry) => entry.name === 'fetchProducts')!);
    render(
      <InLanguage view={{state: 'ready', language: 'kotlin', file: KOTLIN}}>
        <TypeTableView of="ProductType" type={model.types.find((entry) => entry.name === 'ProductType')!} refs={{}} />
        <OperationDetails operation={operation} />
      </InLanguage>,
    );
    expect(filled(slotKeys.case('ProductType', "'in-app'"))).toHaveTextContent('InApp');
    expect(filled(slotKeys.signature('fetchProducts'))).toHaveTextContent('suspend fun fetchProducts(params: ProductRequest): FetchProductsResult');
  });

  it("shows an operation's parameter types and result in the language, and a listener's payload, marking what the file lacks", () => {
    const view = (name: string) => operationView(model.operations.find((entry) => entry.name === name)!);
    render(
      <InLanguage view={{state: 'ready', language: 'kotlin', file: KOTLIN}}>
        <OperationDetails operation={view('fetchProducts')} />
        <OperationDetails operation={view('purchaseErrorListener')} />
        <OperationDetails operation={view('initConnection')} />
      </InLanguage>,
    );
    expect(filled(slotKeys.paramType('fetchProducts', 'params'))).toHaveTextContent('ProductRequest');
    expect(filled(slotKeys.returns('fetchProducts'))).toHaveTextContent('FetchProductsResult');
    expect(filled(slotKeys.returns('fetchProducts')).previousElementSibling).toHaveTextContent(/^Promise</);
    expect(filled(slotKeys.paramType('purchaseErrorListener', 'listener'))).toHaveTextContent('PurchaseError');
    expect(filled(slotKeys.returns('purchaseErrorListener')).querySelector('[data-lang-missing]')).toHaveTextContent('TS');
    expect(filled(slotKeys.paramType('initConnection', 'config')).querySelector('[data-lang-missing]')).toHaveTextContent('TS');
  });
});

describe('the control', () => {
  beforeEach(() => {
    mockSlot.set.mockClear();
    setPluginData('language-files', {folder: '/assets/languages', index: 'abcd0123', derivedTypeScript: ['1.2.3']});
    // The index of the files, which the control fetches with the first language other than TypeScript.
    global.fetch = jest.fn(async (url: string) => {
      if (url !== '/assets/languages/index.abcd0123.json') return {ok: false, status: 404} as Response;
      return {ok: true, json: async () => ({'1.2.3': {csharp: null}, '3.2.1': {kotlin: '0123abcd'}})} as unknown as Response;
    }) as unknown as typeof fetch;
  });

  it('says, for a language the version did not have, that it had none, and stores a new choice', async () => {
    mockSlot.stored = 'csharp';
    Object.assign(mockVersion, {version: '1.2.3', label: '1.2.3'});
    render(
      <LanguageChoice>
        <p>table</p>
      </LanguageChoice>,
    );
    expect(await screen.findByText('1.2.3 had no C# types: shown in TypeScript.')).toBeInTheDocument();
    const toggle = screen.getByRole('button', {name: 'Types in C#'});
    fireEvent.click(toggle);
    expect(await screen.findByRole('menuitemradio', {name: 'C#'})).toHaveAttribute('aria-checked', 'true');
    fireEvent.click(screen.getByRole('menuitemradio', {name: 'Swift'}));
    expect(mockSlot.set).toHaveBeenCalledWith('swift');
    // The menu closes and gives the focus back to its button.
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).toHaveFocus();
  });

  it('puts a remembered language in the address, follows each choice there, and takes it out for TypeScript', async () => {
    Object.assign(location, {pathname: '/docs/apis', search: '?x=1', hash: '#fetchproducts'});
    mockSlot.stored = 'kotlin';
    Object.assign(mockVersion, {version: '3.2.1', label: '3.2.1'});
    render(
      <LanguageChoice>
        <p>table</p>
      </LanguageChoice>,
    );
    await screen.findByText(/^Loading the Kotlin|Kotlin, as 3\.2\.1/);
    expect(location).toEqual({pathname: '/docs/apis', search: '?x=1&lang=kotlin', hash: '#fetchproducts'});
    fireEvent.click(screen.getByRole('button', {name: 'Types in Kotlin'}));
    fireEvent.click(await screen.findByRole('menuitemradio', {name: 'Dart'}));
    expect(location.search).toBe('?x=1&lang=dart');
    fireEvent.click(screen.getByRole('button', {name: 'Types in Kotlin'}));
    fireEvent.click(await screen.findByRole('menuitemradio', {name: 'TypeScript'}));
    expect(location).toEqual({pathname: '/docs/apis', search: '?x=1', hash: '#fetchproducts'});
  });

  it('hydrates the server’s TypeScript as it is, then shows the remembered language without a mismatch', async () => {
    Object.assign(mockVersion, {version: '3.2.1', label: '3.2.1'});
    const tree = (
      <LanguageChoice>
        <p>table</p>
      </LanguageChoice>
    );
    mockSlot.stored = 'kotlin';
    const container = document.createElement('div');
    // The server has no storage: its HTML is TypeScript whatever the reader chose.
    container.innerHTML = renderToString(tree);
    expect(container.querySelector('[data-doc-language]')).toHaveAttribute('data-doc-language', 'typescript');
    document.body.append(container);
    const errors: unknown[] = [];
    await hydrate(container, tree, errors);
    expect(errors).toEqual([]);
    expect(container.querySelector('[data-doc-language]')).toHaveAttribute('data-doc-language', 'kotlin');
    expect(container.querySelector('button[aria-haspopup]')).toHaveTextContent('Types in Kotlin');
    container.remove();
  });

  it('says a version’s TypeScript is derived when its release kept no file of its own', () => {
    mockSlot.stored = null;
    Object.assign(mockVersion, {version: '1.2.3', label: '1.2.3'});
    render(
      <LanguageChoice>
        <p>table</p>
      </LanguageChoice>,
    );
    expect(screen.getByText(/^TypeScript derived from the 1\.2\.3 model/)).toBeInTheDocument();
  });
});

describe('the menu', () => {
  beforeEach(() => mockSlot.set.mockClear());
  async function open() {
    mockSlot.stored = null;
    render(
      <LanguageChoice>
        <p>table</p>
      </LanguageChoice>,
    );
    const toggle = screen.getByRole('button', {name: /^Types in/});
    fireEvent.click(toggle);
    await screen.findByRole('menu');
    return toggle;
  }
  const focused = () => document.activeElement?.textContent;

  it('opens on the reader’s language, lists every language once, and is not in the page until opened', async () => {
    mockSlot.stored = null;
    render(
      <LanguageChoice>
        <p>table</p>
      </LanguageChoice>,
    );
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', {name: 'Types in TypeScript'})).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(screen.getByRole('button', {name: 'Types in TypeScript'}));
    expect(screen.getByRole('button', {name: 'Types in TypeScript'})).toHaveAttribute('aria-expanded', 'true');
    expect((await screen.findAllByRole('menuitemradio')).map((item) => item.textContent)).toEqual(['TypeScript', 'Swift', 'Kotlin', 'Dart', 'GDScript', 'C#']);
    expect(focused()).toBe('TypeScript');
  });

  it('moves with the arrow keys, Home and End, round the ends, and Escape closes it on its button', async () => {
    const toggle = await open();
    const menu = screen.getByRole('menu', {name: 'Types in'});
    fireEvent.keyDown(menu, {key: 'ArrowDown'});
    expect(focused()).toBe('Swift');
    fireEvent.keyDown(menu, {key: 'End'});
    fireEvent.keyDown(menu, {key: 'ArrowDown'});
    expect(focused()).toBe('TypeScript');
    fireEvent.keyDown(menu, {key: 'ArrowUp'});
    expect(focused()).toBe('C#');
    fireEvent.keyDown(menu, {key: 'Home'});
    expect(focused()).toBe('TypeScript');
    fireEvent.keyDown(menu, {key: 'Escape'});
    expect(screen.queryByRole('menu')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(mockSlot.set).not.toHaveBeenCalled();
  });

  it('closes on a press outside it, and not on one inside it', async () => {
    mockSlot.stored = null;
    render(
      <div>
        <p>outside</p>
        <LanguageChoice>
          <p>table</p>
        </LanguageChoice>
      </div>,
    );
    fireEvent.click(screen.getByRole('button', {name: 'Types in TypeScript'}));
    fireEvent.pointerDown(await screen.findByRole('menuitemradio', {name: 'Kotlin'}));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    fireEvent.pointerDown(screen.getByText('outside'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the files the plugin writes', () => {
  it('writes one file per version and language it has, named by its content, and null for one it lacks', () => {
    const {assets, index, indexDigest} = languageFiles(['3.2.1'], (_version, language) => (language === 'kotlin' ? KOTLIN : null));
    expect(assets).toHaveLength(2);
    const digest = languageDigest(assets[0].json);
    expect(index['3.2.1']).toEqual({swift: null, kotlin: digest, dart: null, gdscript: null, csharp: null});
    expect(JSON.parse(assets[0].json)).toEqual(KOTLIN);
    expect(assets[0].name).toMatch(/^assets\/languages\/3\.2\.1\.kotlin\.[0-9a-f]{8}\.json$/);
    expect(languageDigest('{}')).not.toBe(digest);
    // The index is a file too, named by its content, which the global data names.
    expect(assets[1]).toEqual({name: `assets/languages/index.${indexDigest}.json`, json: JSON.stringify(index)});
    // The page makes the same address from the index.
    expect(languageFileUrl('/base/assets/languages', index, '3.2.1', 'kotlin')).toBe(`/base/${assets[0].name}`);
    expect(languageFileUrl('/base/assets/languages', index, '3.2.1', 'swift')).toBeNull();
  });
});
