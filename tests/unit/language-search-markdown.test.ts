/**
 * The other languages outside the pages' tables: the search index knows their names of fields and operations, and the
 * Markdown copies stay TypeScript with one line naming where the other languages are.
 */
import path from 'node:path';
import {buildApiIndex} from '@site/plugins/api-search/build';
import {declaredName, languageSpellings} from '@site/plugins/api-search/spellings';
import {languageDeclarations} from '@site/plugins/language-declarations/languageDeclarations';
import {BUNDLE_LANGUAGES} from '@site/plugins/language-files/files';
import {convertPage} from '@site/plugins/markdown-export/convert';
import {linkResolver} from '@site/plugins/markdown-export/links';
import {readVersionsFile} from '@site/plugins/openiap-versions';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {matchEntries} from '@site/src/components/SearchModal/searchIndex';

const siteDir = path.resolve(__dirname, '../..');

describe('search in every language', () => {
  const model = loadModelForVersion(siteDir, '3.2.1');
  const spellings = languageSpellings(BUNDLE_LANGUAGES.map((language) => languageDeclarations(siteDir, '3.2.1', language, model)));
  const entries = buildApiIndex(model, {basePath: '/docs', pages: [], spellings});

  it.each(['app_account_token', 'AppAccountToken'])('finds PurchaseIOS, which has appAccountToken, by %s', (query) => {
    const found = matchEntries(query, entries).map((entry) => entry.id);
    expect(found).toContain('type:PurchaseIOS');
    expect(entries.find((entry) => entry.id === 'type:PurchaseIOS')?.parameters).toMatch(/appAccountToken\?: string \| null \(app_account_token\)/);
  });

  it("finds an operation by another language's name of it (C#'s FetchProductsAsync)", () => {
    expect(matchEntries('FetchProductsAsync', entries).map((entry) => entry.id)).toContain('operation:fetchProducts');
    // Without the other languages' names there is nothing to find.
    expect(matchEntries('app_account_token', buildApiIndex(model, {basePath: '/docs', pages: []}))).toEqual([]);
  });

  it('reads the declared name of a signature in each language', () => {
    expect(declaredName('func fetchProducts(_ params: ProductRequest) async throws -> FetchProductsResult')).toBe('fetchProducts');
    expect(declaredName('Task<FetchProductsResult> FetchProductsAsync(ProductRequest @params);')).toBe('FetchProductsAsync');
    expect(declaredName('Future<FetchProductsResult> fetchProducts({ required List<String> skus });')).toBe('fetchProducts');
    expect(declaredName('Task<T> RequestAsync<T>(string sku);')).toBe('RequestAsync');
  });
});

describe('the Markdown copies', () => {
  const file = path.join(siteDir, 'docs', 'example.mdx');
  const permalinkOfFile = new Map([[file, '/docs/next/example']]);
  const convert = (source: string) =>
    convertPage({
      siteDir,
      file,
      source,
      title: 'Example',
      href: linkResolver({
        site: {url: 'https://example.org', baseUrl: '/'},
        file,
        permalink: '/docs/next/example',
        contentDir: path.dirname(file),
        permalinkOfFile,
      }),
      context: {versionName: 'current', versionPath: '/docs/next', openIapVersions: readVersionsFile(siteDir), typeBundles: {}},
      pageUrl: 'https://example.org/docs/next/example',
    }).markdown;

  it('keep TypeScript and name, in one line under the title, where the other languages are', () => {
    const markdown = convert('Some words.\n\n<TypeTable of="PurchaseIOS" />');
    const lines = markdown.split('\n');
    expect(lines[2]).toBe(
      'Types and signatures here are TypeScript. In Swift, Kotlin, Dart, GDScript or C#: `https://example.org/docs/next/example?lang=swift` (lang=swift, kotlin, dart, gdscript, csharp).',
    );
    expect(markdown).toContain('| `quantityIOS?` (iOS, optional) | `number \\| null` |');
    expect(markdown).not.toMatch(/Int\?/);
  });

  it('say nothing of languages on a page without types or signatures', () => {
    expect(convert('Some words.')).not.toMatch(/lang=/);
  });
});
