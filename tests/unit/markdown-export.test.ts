/**
 * The Markdown copies of the docs pages (plugins/markdown-export): MDX in, plain Markdown out, with the reference
 * components written as tables and code from the spec model of the page's docs version, and a clear stop for
 * anything that has no Markdown form.
 */
import {mkdirSync, mkdtempSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadedContent} from '@docusaurus/plugin-content-docs';
import {convertPage, MarkdownExportError} from '@site/plugins/markdown-export/convert';
import {linkResolver} from '@site/plugins/markdown-export/links';
import {exportDocs} from '@site/plugins/markdown-export/exportDocs';
import {markdownFile, permanentVersionPath} from '@site/plugins/markdown-export/pages';
import {loadModelForVersion} from '@site/plugins/spec-model/load';
import {platformMatrix} from '@site/plugins/spec-model/platformMatrix';
import {docsBasePath} from '@site/plugins/spec-model/paths';
import {docsRoutes} from '@site/shared/docsRoutes';
import {isSimulatedOperation} from '@site/shared/sandboxOperations';
import {readVersionsFile, readVersionsFiles} from '@site/plugins/openiap-versions';
import {readTypeBundles} from '@site/plugins/type-bundles';
import {codesFor} from '@site/shared/errorCodeViews';
import {formatConstant} from '@site/shared/specConstFormat';
import {replacementModeTable} from '@site/shared/replacementModes';
import {toAnchor, type SpecModel} from '@site/shared/specModel';

const siteDir = path.resolve(__dirname, '../..');
const site = {url: 'https://example.org', baseUrl: '/'};
const openIapVersions = readVersionsFile(siteDir);
/** Where the 1.2.3 docs are served: under /docs while 1.2.3 is the newest release, under /docs/1.2.3 after. */
const docs123 = `https://example.org${docsBasePath(siteDir, '1.2.3', docsRoutes)}`;

/** The docs pages these tests convert, by source file, for the links between them. */
const permalinkOfFile = new Map([
  [path.join(siteDir, 'docs', 'apis.mdx'), '/docs/next/apis'],
  [path.join(siteDir, 'docs', 'example.mdx'), '/docs/next/example'],
  [path.join(siteDir, 'versioned_docs', 'version-1.2.3', 'example.mdx'), '/docs/example'],
]);

/** Converts an MDX page written here as if it were docs/example.mdx (Next), or the same page of the 1.2.3 docs, or another page. */
function convert(source: string, version: 'current' | '1.2.3' = 'current', page = 'example'): string {
  const folder = version === 'current' ? path.join(siteDir, 'docs') : path.join(siteDir, 'versioned_docs', 'version-1.2.3');
  const file = path.join(folder, `${page}.mdx`);
  const permalink = permalinkOfFile.get(file) ?? `${version === 'current' ? '/docs/next' : '/docs'}/${page}`;
  return convertPage({
    siteDir,
    file,
    source,
    title: 'Example',
    href: linkResolver({site, file, permalink, contentDir: path.dirname(file), permalinkOfFile}),
    context: {versionName: version, versionPath: version === 'current' ? '/docs/next' : '/docs', openIapVersions, typeBundles: {}},
  }).markdown;
}

/** The GFM tables of a Markdown text, outside code blocks: header cells and body rows, each row as its cells. */
function tables(markdown: string): Array<{header: string[]; rows: string[][]}> {
  const found: Array<{header: string[]; rows: string[][]}> = [];
  let inCode = false;
  let current: {header: string[]; rows: string[][]} | undefined;
  const cells = (line: string) =>
    line
      .replace(/^\|\s*|\s*\|$/g, '')
      .split(/\s*(?<!\\)\|\s*/)
      .map((cell) => cell.replace(/\\\|/g, '|'));
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inCode = !inCode;
    if (inCode || !line.startsWith('|')) {
      current = undefined;
      continue;
    }
    if (!current) found.push((current = {header: cells(line), rows: []}));
    else if (!/^\|(\s*:?-+:?\s*\|)+$/.test(line)) current.rows.push(cells(line));
  }
  return found;
}

const liveModel = (): SpecModel => loadModelForVersion(siteDir, 'current');

describe('Markdown export: the reference components', () => {
  it('writes a type table as a GFM table with one row per field, a union type staying inside its cell', () => {
    const model = liveModel();
    const type = model.types.find((entry) => entry.name === 'PurchaseIOS')!;
    const union = type.fields!.find((field) => field.type.includes('|'))!;
    const markdown = convert('<TypeTable of="PurchaseIOS" />\n');
    const [table] = tables(markdown);
    expect(table.header).toEqual(['Field', 'Type', 'Description']);
    expect(table.rows).toHaveLength(type.fields!.length);
    for (const row of table.rows) expect(row).toHaveLength(3);
    const unionRow = table.rows.find((row) => row[0].startsWith(`\`${union.name}`))!;
    expect(unionRow[1]).toBe(`\`${union.type}\``);
    expect(markdown).toContain(`**\`PurchaseIOS\`** · iOS`);
  });

  it("writes each symbol's history as the page does, each release linked to its entry on the migration page", () => {
    const history = 'Since 1.2.3 · changed in [1.3.17](https://example.org/docs/migrating/1.2.3-to-1.3.17#type-purchase-ios), ';
    expect(convert('<TypeTable of="PurchaseIOS" />\n')).toContain(history);
    expect(convert('<Operations names="requestPurchase" />\n', '1.2.3')).toContain('Since 1.2.3\n');
    const [table] = tables(convert('<ErrorCodeTable />\n'));
    expect(table.rows.find((row) => row[0].includes('ErrorCode.PurchaseVerificationFailed'))?.[1]).toMatch(/ — Since \[?\d/);
  });

  it("names the schema's name of a type spec/ names differently beside its name", () => {
    expect(convert('<TypeTable of="PromotionalOfferJwsInputIOS" />\n')).toContain(
      '**`PromotionalOfferJwsInputIOS`** · iOS · Schema name: `PromotionalOfferJWSInputIOS`',
    );
  });

  it('writes each error code table view with the columns and rows the page shows', () => {
    const model = liveModel();
    const markdown = convert('<ErrorCodeTable />\n\n<ErrorCodeTable view="retry" />\n');
    const [all, retry] = tables(markdown);
    expect(all.header).toEqual(['Code', 'Meaning', 'Recommended handling', 'Retry']);
    expect(all.rows).toHaveLength(model.errorCodes.length);
    // The full table's codes link to their own pages, as on the web page, in every version.
    expect(all.rows[0][0]).toBe(
      `[\`${model.errorCodes[0].code}\`](https://example.org/docs/next/errors/${toAnchor(model.errorCodes[0].name)}) \`ErrorCode.${model.errorCodes[0].name}\``,
    );
    const [released] = tables(convert('<ErrorCodeTable />\n', '1.2.3'));
    expect(released.rows[0][0].startsWith(`[\`unknown\`](${docs123}/errors/unknown) `)).toBe(true);
    expect(retry.header).toEqual(['Code', 'Retry']);
    expect(retry.rows.map((row) => row[0].split(' ')[0])).toEqual(codesFor(model.errorCodes, 'retry').map((code) => `\`${code.code}\``));
  });

  it('writes an operation as its signature in a code block, its parameters as a table, its example as code and its errors as links', () => {
    const markdown = convert('<Operations names="fetchProducts" />\n');
    expect(markdown).toMatch(/^### `fetchProducts`$/m);
    expect(markdown).toContain('```ts\nfetchProducts(params: ProductRequest): Promise<');
    expect(tables(markdown)[0].header).toEqual(['Name', 'Type', 'Description']);
    expect(markdown).toContain('```ts title="Example"\n');
    // An operation's errors link to their rows of the error table: an Android helper lists NotPrepared.
    expect(convert('<Operations names="consumePurchaseAndroid" />\n')).toMatch(
      /- \[`not-prepared`\]\(https:\/\/example\.org\/docs\/next\/errors\/not-prepared\)/,
    );
  });

  it('writes a symbol on the page that indexes its kind as one line linking its page', () => {
    const source = '<TypeTable of="ProductIOS" />\n\n<Operations names="requestPurchase" />\n';
    const types = convert(source, 'current', 'types');
    expect(types).toMatch(/^\[`ProductIOS`\]\(https:\/\/example\.org\/docs\/next\/types\/product-ios\) \(iOS\): \S.* — Since \[?\d+\.\d+\.\d+/m);
    expect(types.split('\n').filter((line) => line.includes('`ProductIOS`'))).toHaveLength(1);
    // The operation is not what Types indexes: it stays whole, and so does the table on APIs.
    expect(types).toContain('```ts\nrequestPurchase(');
    const apis = convert(source, 'current', 'apis');
    expect(apis).toMatch(/^\[`requestPurchase`\]\(https:\/\/example\.org\/docs\/next\/apis\/request-purchase\): \S/m);
    expect(apis).not.toContain('```ts\nrequestPurchase(');
    expect(tables(apis)[0].header).toEqual(['Field', 'Type', 'Description']);
    // Every version's index does the same, linking its own pages.
    expect(convert(source, '1.2.3', 'types')).toMatch(new RegExp(`^\\[\`ProductIOS\`\\]\\(${docs123}/types/product-ios\\)`, 'm'));
  });

  it("writes a symbol's page, converted at its own place in its version, with nothing removed from an older page", () => {
    // At the index page's place, the conversion would list what older APIs pages had and Next lacks.
    expect(convert('<Operation of="initConnection" />\n', 'current', 'apis')).toContain('Removed from this page');
    const page = convert('<Operation of="initConnection" />\n', 'current', 'apis/init-connection');
    expect(page).toContain('```ts\ninitConnection(');
    expect(page).not.toContain('Removed from this page');
  });

  it('reads the spec model of the page’s docs version: the 1.2.3 docs link to the 1.2.3 symbol pages; Next to its own', () => {
    expect(convert('<TypeTable of="ProductCommon" />\n', '1.2.3')).toContain(`[Page](${docs123}/types/product-common)`);
    expect(convert('<TypeTable of="ProductCommon" />\n')).toContain('(https://example.org/docs/next/types/product-common)');
  });

  it('writes the replacement-mode table with the rows of the page’s docs version', () => {
    // 1.2.3 takes Google Play's integer: the value leads. Next names the mode as a string, the integer beside it.
    const [older] = tables(convert('<ReplacementModeTable />\n', '1.2.3'));
    expect(older.header).toEqual(['Value', '`ReplacementModeAndroid`', 'Effect', 'Recommended for']);
    expect(older.rows).toEqual(
      replacementModeTable(loadModelForVersion(siteDir, '1.2.3')).rows.map((row) => [
        `\`${row.value}\``,
        `\`${row.name}\``,
        row.effect,
        row.recommendedFor ?? '—',
      ]),
    );
    const [next] = tables(convert('<ReplacementModeTable />\n'));
    expect(next.header).toEqual(['`SubscriptionReplacementModeAndroid`', 'Play Billing integer', 'Effect', 'Recommended for']);
    expect(next.rows.map((row) => row.slice(0, 2))).toEqual([
      ['`unknown-replacement-mode`', '`0`'],
      ['`with-time-proration`', '`1`'],
      ['`charge-prorated-price`', '`2`'],
      ['`charge-full-price`', '`5`'],
      ['`without-proration`', '`3`'],
      ['`deferred`', '`6`'],
      ['`keep-existing`', '—'],
    ]);
  });

  it('writes constants and package versions as text, and fills versioned install lines', () => {
    const markdown = convert(
      'Links may hold <SpecConst name="externalPurchaseLinkLimits.maxUrlLength" /> characters; gql <Version of="gql" />.\n\n' +
        `<VersionedCode language="kotlin" title="build.gradle.kts" code={'implementation("x:openiap-google:{google}")'} />\n`,
    );
    const {maxUrlLength} = liveModel().constants.externalPurchaseLinkLimits as {maxUrlLength: number};
    expect(markdown).toContain(`Links may hold ${formatConstant(maxUrlLength)} characters; gql ${openIapVersions.gql}.`);
    expect(markdown).toContain(`\`\`\`kotlin title="build.gradle.kts"\nimplementation("x:openiap-google:${openIapVersions.google}")\n\`\`\``);
  });
});

describe("Markdown export: the versions file of the page's docs version", () => {
  /** Converts a line of the 1.3.17 docs, whose versions file names the tag gql-1.3.17. */
  function convert1317(source: string, typeBundles: Record<string, Array<{label: string; filename: string}>> = {}): string {
    const file = path.join(siteDir, 'versioned_docs', 'version-1.3.17', 'example.mdx');
    return convertPage({
      siteDir,
      file,
      source,
      title: 'Example',
      href: linkResolver({site, file, permalink: '/docs/example', contentDir: path.dirname(file), permalinkOfFile}),
      context: {
        versionName: '1.3.17',
        versionPath: '/docs/1.3.17',
        openIapVersions: {gql: '1.3.17', google: '1.3.28', gitTag: 'gql-1.3.17', atTag: {google: '1.3.0'}},
        typeBundles,
      },
    }).markdown;
  }

  it("prints that version's package versions and links its release by its tag", () => {
    const markdown = convert1317('Google <Version of="google" />, kmp <Version of="kmp" />.\n\n<SchemaReleases />\n');
    expect(markdown).toContain('Google 1.3.28, kmp not recorded for this release.');
    expect(markdown).toContain('[gql-1.3.17](https://github.com/hyodotdev/openiap/releases/tag/gql-1.3.17)');
    expect(markdown).toContain('Packages at this tag: openiap-google 1.3.0');
  });

  it('lists bundles without published figures, saying so and linking the release page', () => {
    const markdown = convert1317('<TypeBundleDownload />\n', {'1.3.17': [{label: 'Swift', filename: 'openiap-swift.zip'}]});
    expect(markdown).toContain('[Swift (openiap-swift.zip)](https://github.com/hyodotdev/openiap/releases/download/gql-1.3.17/openiap-swift.zip)');
    expect(markdown).toContain(
      'Size and checksum not published; see [the release page of 1.3.17](https://github.com/hyodotdev/openiap/releases/tag/gql-1.3.17)',
    );
    expect(markdown).not.toMatch(/KB|SHA-256/);
  });
});

describe('Markdown export: the platform matrix and the interactive tools', () => {
  it('writes one table per section of the platform matrix, with the page’s columns, rows and marks', () => {
    const sections = platformMatrix(liveModel(), '/docs/next');
    const markdown = convert('<PlatformMatrix />\n');
    const found = tables(markdown);
    expect(found.map((table) => table.rows.length)).toEqual(sections.map((section) => section.rows.length));
    for (const table of found) expect(table.header).toEqual(['Name', 'iOS', 'Android', 'Horizon OS']);
    for (const section of sections) expect(markdown).toContain(`**${section.title}**`);
    // An iOS-only operation: available on iOS, on neither Android nor Horizon OS, and linked to its reference entry.
    const operations = sections.find((section) => section.id === 'operations')!;
    const iosOnly = operations.rows.findIndex((row) => row.ios === 'yes' && row.android === 'no');
    const row = found[0].rows[iosOnly];
    expect(row[0]).toBe(`[\`${operations.rows[iosOnly].name}\`](https://example.org${operations.rows[iosOnly].href})`);
    expect(row.slice(1)).toEqual(['✓ Yes', '– No', '– No']);
    // A type's row names its kind after the link, as the page does.
    const typeRow = found[2].rows[0];
    expect(typeRow[0]).toMatch(/^\[`\w+`\]\(https:\/\/example\.org\/docs\/next\/.+\) (interface|enum|union|alias)$/);
  });

  it('gives an operation the sandbox simulates a "Try it live" link, and says nothing of one it does not', () => {
    const simulated = convert('<Operations names="fetchProducts" />\n');
    expect(simulated).toMatch(/^.*\[Try it live\]\(https:\/\/example\.org\/docs\/next\/apis#try-it\)$/m);
    const other = liveModel().operations.find((operation) => !isSimulatedOperation(operation.name) && operation.group !== 'listeners')!;
    const notSimulated = convert(`<Operations names="${other.name}" />\n`);
    expect(notSimulated).not.toContain('Try it live');
    expect(notSimulated).not.toContain('sandbox');
  });

  it('writes the error decoder and the plan-change simulator as a line that leads to the web page', () => {
    const decoder = convert('<ErrorDecoder />\n');
    expect(decoder).toMatch(
      /The web page has an interactive decoder .*: \[https:\/\/example\.org\/docs\/next\/example\]\(https:\/\/example\.org\/docs\/next\/example\)\./,
    );
    expect(decoder).toContain('The tables of this page hold the same mapping');
    const simulator = convert('<PlanChangeSimulator />\n');
    expect(simulator).toMatch(
      /The web page has an interactive simulator .*: \[https:\/\/example\.org\/docs\/next\/example\]\(https:\/\/example\.org\/docs\/next\/example\)\.$/m,
    );
  });
});

describe('Markdown export: Markdown, code and admonitions', () => {
  it('keeps Markdown tables, and drops import lines and heading id comments', () => {
    const markdown = convert(
      "import Diagram from '@site/src/components/Diagram';\n\n## Terms {/* #terms */}\n\n| Term | Meaning |\n| --- | --- |\n| SKU | A product id |\n| Token | A purchase id |\n",
    );
    expect(markdown).not.toMatch(/^import /m);
    expect(markdown).toMatch(/^## Terms$/m);
    expect(tables(markdown)).toEqual([
      {
        header: ['Term', 'Meaning'],
        rows: [
          ['SKU', 'A product id'],
          ['Token', 'A purchase id'],
        ],
      },
    ]);
  });

  it('keeps a code block’s language and title, and drops what only the site reads (live)', () => {
    const markdown = convert(
      '<SandboxProvider>\n\n```jsx live controls="platform"\nfunction A() {}\n```\n\n</SandboxProvider>\n\n```ts title="store.ts"\nconst a = 1;\n```\n',
    );
    expect(markdown).toContain('```jsx\nfunction A() {}\n```');
    expect(markdown).toContain('```ts title="store.ts"\nconst a = 1;\n```');
  });

  it('keeps the mark of a fragment, which tells the reader the code is not complete on its own', () => {
    expect(convert('```ts title="Steps" fragment\nreturn;\n```\n')).toContain('```ts title="Steps" fragment\nreturn;\n```');
  });

  it('writes an admonition as a quote headed by its kind and title', () => {
    const markdown = convert(':::info[Results arrive as events]\nRegister the listeners first.\n:::\n\n:::warning\nCareful.\n:::\n');
    expect(markdown).toContain('> **Info: Results arrive as events**\n>\n> Register the listeners first.');
    expect(markdown).toContain('> **Warning**\n>\n> Careful.');
  });

  it('writes platform tabs and accordion items as labelled sections, and a diagram as its Mermaid source', () => {
    const markdown = convert(
      '<PlatformTabs>\n<TabItem value="ios">\n\nOn iOS.\n\n</TabItem>\n<TabItem value="android">\n\nOn Android.\n\n</TabItem>\n</PlatformTabs>\n\n' +
        '<Accordion>\n<AccordionItem title="Empty list?">\n\nCheck the ids.\n\n</AccordionItem>\n</Accordion>\n\n' +
        '<Diagram\n  chart={`\nflowchart LR\n    A --> B\n`}\n/>\n',
    );
    expect(markdown).toContain('**iOS**\n\nOn iOS.\n\n**Android**\n\nOn Android.');
    expect(markdown).toContain('**Empty list?**\n\nCheck the ids.');
    expect(markdown).toMatch(/```mermaid\nflowchart LR\n\s+A --> B\n```/);
  });

  it('makes every link absolute: docs files become their pages, paths get the site, anchors stay', () => {
    const markdown = convert('[APIs](./apis.mdx#fetch-products), [home](/languages), [here](#terms), [out](https://github.com/x).\n');
    expect(markdown).toContain('[APIs](https://example.org/docs/next/apis#fetch-products)');
    expect(markdown).toContain('[home](https://example.org/languages)');
    expect(markdown).toContain('[here](https://example.org/docs/next/example#terms)');
    expect(markdown).toContain('[out](https://github.com/x)');
  });

  it('starts with the page title, unless the page starts with its own', () => {
    expect(convert('Text.\n')).toMatch(/^# Example\n\nText\.\n$/);
    expect(convert('# Products \\{#products\\}\n\nText.\n')).toMatch(/^# Products\n\nText\.\n$/);
  });
});

describe('Markdown export: what has no Markdown form stops the build', () => {
  it('names the file, the line and an unknown component', () => {
    expect(() => convert('Intro.\n\n<Mystery of="x" />\n')).toThrow(MarkdownExportError);
    expect(() => convert('Intro.\n\n<Mystery of="x" />\n')).toThrow(/^docs\/example\.mdx:3: <Mystery> has no Markdown form/);
    expect(() => convert('Text with <Glowing>inline</Glowing> parts.\n', '1.2.3')).toThrow(
      /^versioned_docs\/version-1\.2\.3\/example\.mdx:1: <Glowing> has no Markdown form/,
    );
  });

  it('names an expression computed at run time, in the text or in a prop, and a link to a docs file that does not exist', () => {
    expect(() => convert('Two is {1 + 1}.\n')).toThrow(/docs\/example\.mdx:1: the expression \{1 \+ 1\} is computed when the page runs/);
    expect(() => convert('See <a href={`${base}/x`}>this</a>.\n')).toThrow(/docs\/example\.mdx:1: <a href=\{`\$\{base\}\/x`\}> is computed when the page runs/);
    expect(() => convert('[Gone](./gone.mdx).\n')).toThrow(/docs\/example\.mdx:1: the link \.\/gone\.mdx leads to no docs page/);
  });

  it('names the element and its line when a component lacks what its Markdown form needs', () => {
    expect(() => convert('Intro.\n\n<Accordion>\n<AccordionItem>\n\nText.\n\n</AccordionItem>\n</Accordion>\n')).toThrow(
      /^docs\/example\.mdx:4: <AccordionItem> needs its title prop/,
    );
    expect(() => convert('<PlatformTabs>\n<TabItem value="web">\n\nText.\n\n</TabItem>\n</PlatformTabs>\n')).toThrow(
      /^docs\/example\.mdx:2: <TabItem value>: "web" is not a platform/,
    );
  });

  it('names a block component written inside a line of text', () => {
    expect(() => convert('See <ErrorCodeTable /> here.\n')).toThrow(/<ErrorCodeTable> stands inside a line of text/);
  });
});

describe('Markdown export: files, llms.txt and llms-full.txt', () => {
  /**
   * Two docs versions of three small pages each, in a temporary folder laid out like the site's (docs/ for Next,
   * versioned_docs/version-1.2.3/ for the release), so each page is filled from the spec model of its version.
   */
  const pagesDir = mkdtempSync(path.join(tmpdir(), 'markdown-export-'));
  const PAGES = {
    lifecycle: ['Life Cycle', 'Open the connection, then [handle errors](./errors.mdx#e-unknown).\n\n<TypeTable of="ProductCommon" />\n'],
    errors: ['Error Codes', 'Every code.\n\n<ErrorCodeTable />\n'],
    guide: ['A Guide', 'Not in the sidebar, and described by its first paragraph.\n\n## Later\n\nMore.\n'],
  } as const;

  function content(latest: '1.2.3' | 'current', base: string): LoadedContent {
    const sidebars = {
      docs: [
        {
          type: 'category',
          label: 'Documentation',
          items: [
            {type: 'doc', id: 'lifecycle'},
            {type: 'doc', id: 'errors'},
          ],
        },
      ],
    };
    const version = (versionName: string, folder: string, versionPath: string, titleSuffix: string) => {
      const contentPath = path.join(pagesDir, folder);
      mkdirSync(contentPath, {recursive: true});
      const docs = Object.entries(PAGES).map(([id, [title, body]]) => {
        writeFileSync(path.join(contentPath, `${id}.mdx`), `---\ntitle: ${title}\n---\n\n${body}`);
        return {
          id,
          title: `${title}${titleSuffix}`,
          frontMatter: id === 'guide' ? {} : {description: `What ${title} is about.`},
          permalink: `${versionPath}/${id}`,
          source: path.join(contentPath, `${id}.mdx`),
          unlisted: false,
        };
      });
      return {versionName, path: versionPath, isLast: latest === versionName, contentPath, sidebars, docs};
    };
    return {
      loadedVersions: [version('current', 'docs', `${base}docs/next`, ' (Next)'), version('1.2.3', 'versioned_docs/version-1.2.3', `${base}docs`, '')],
    } as unknown as LoadedContent;
  }

  // Each export converts every page of the site: run once per case, shared by the tests that read it.
  const runs = new Map<string, ReturnType<typeof exportDocs>>();
  const run = (latest: '1.2.3' | 'current', baseUrl = '/') => {
    const key = `${latest} ${baseUrl}`;
    if (!runs.has(key)) {
      runs.set(
        key,
        exportDocs({
          siteDir,
          site: {url: 'https://example.org', baseUrl, title: 'OpenIAP', summary: 'One spec.'},
          docs: content(latest, baseUrl),
          versionsFiles: readVersionsFiles(siteDir),
          typeBundles: readTypeBundles(siteDir),
        }),
      );
    }
    return runs.get(key)!;
  };

  it('writes every page of every version at its address plus .md, and the latest release under its number too', () => {
    const files = run('1.2.3');
    const pages = Object.keys(PAGES);
    // And each symbol's page of each version (plugins/symbol-pages), such as docs/next/apis/init-connection.md.
    const symbolPage = /^docs\/(?:1\.2\.3\/|next\/)?(?:apis|events|types|errors)\/[a-z0-9-]+\.md$/;
    expect([...files.keys()].filter((file) => !symbolPage.test(file)).sort()).toEqual(
      [...pages.flatMap((id) => [`docs/${id}.md`, `docs/1.2.3/${id}.md`, `docs/next/${id}.md`]), 'llms-full.txt', 'llms.txt'].sort(),
    );
    expect(files.get('docs/next/apis/init-connection.md')).toMatch(/^# initConnection\n[\s\S]*```ts\ninitConnection\(/);
    expect(files.get('docs/next/types/product-common.md')).toMatch(/^# ProductCommon\n/);
    // A symbol's page has its full entry, which its index page lists in one line.
    expect(tables(files.get('docs/next/types/product-common.md')!)[0].header).toEqual(['Field', 'Type', 'Description']);
    expect(files.get('docs/1.2.3/lifecycle.md')).toBe(files.get('docs/lifecycle.md'));
    expect(files.get('docs/next/lifecycle.md')).toMatch(/^# Life Cycle \(Next\)\n/);
    // Each version's pages link within that version, and read that version's spec model.
    expect(files.get('docs/next/lifecycle.md')).toContain('[handle errors](https://example.org/docs/next/errors#e-unknown)');
    expect(files.get('docs/lifecycle.md')).toContain('[handle errors](https://example.org/docs/errors#e-unknown)');
    expect(files.get('docs/lifecycle.md')).toContain(`(${docs123}/types/product-common)`);
  });

  it('lists the latest release in llms.txt in the llmstxt.org layout, with the Markdown address of each page', () => {
    const index = run('1.2.3').get('llms.txt')!;
    const lines = index.split('\n');
    expect(lines[0]).toBe('# OpenIAP');
    expect(lines[2]).toBe('> One spec.');
    expect(index).toContain('the documentation of OpenIAP 1.2.3, the current release');
    expect(index).toContain(
      '\n## Documentation\n\n- [Life Cycle](https://example.org/docs/lifecycle.md): What Life Cycle is about.\n- [Error Codes](https://example.org/docs/errors.md): What Error Codes is about.\n\n## Other pages\n\n- [A Guide](https://example.org/docs/guide.md): Not in the sidebar, and described by its first paragraph.\n',
    );
    for (const line of lines.slice(5).filter(Boolean)) expect(line).toMatch(/^(## .+|- \[[^\]]+\]\(https:\/\/example\.org\/docs\/[^)]+\.md\): .+)$/);
    expect(index).not.toContain('(Next)');
  });

  it('follows the version Docusaurus treats as the latest, not a fixed one', () => {
    const files = run('current');
    expect(files.get('llms.txt')).toContain('- [Life Cycle (Next)](https://example.org/docs/next/lifecycle.md)');
    expect([...files.keys()].some((file) => file.startsWith('docs/current/'))).toBe(false);
  });

  it('puts the pages of llms.txt one after another in llms-full.txt, each with its address', () => {
    const full = run('1.2.3').get('llms-full.txt')!;
    const lifecycle = full.indexOf('# Life Cycle\n\nSource: https://example.org/docs/lifecycle\n');
    const errors = full.indexOf('# Error Codes\n\nSource: https://example.org/docs/errors\n');
    expect(lifecycle).toBe(0);
    expect(errors).toBeGreaterThan(lifecycle);
    expect(full).toContain('\nOpen the connection, then [handle errors]');
    // The release's pages, as llms.txt lists them: no page of Next, and the page outside the sidebar last.
    expect(full).not.toContain('(Next)');
    expect(full).toContain('# A Guide\n\nSource: https://example.org/docs/guide\n');
  });

  it("has in llms-full.txt the pages that index the symbols, not the symbols' own pages, and says so in llms.txt", () => {
    const files = run('current');
    expect(files.get('docs/next/types/product-common.md')).toBeDefined();
    expect(files.get('llms-full.txt')).not.toContain('\nSource: https://example.org/docs/next/types/');
    expect(files.get('llms.txt')).toContain(
      "llms-full.txt has the pages that index them (APIs, Events, Types, Errors), which link each one's page, and not these pages.",
    );
  });

  it('keeps the site’s base URL in every address and file', () => {
    const files = run('1.2.3', '/openiap/');
    expect(files.get('llms.txt')).toContain('(https://example.org/openiap/docs/lifecycle.md)');
    expect(files.get('llms.txt')).toContain('[llms-full.txt](https://example.org/openiap/llms-full.txt)');
    expect(files.has('docs/1.2.3/lifecycle.md')).toBe(true);
    expect(markdownFile('/openiap/docs/lifecycle', '/openiap/')).toBe('docs/lifecycle.md');
    expect(permanentVersionPath({versionName: '1.2.3', path: '/openiap/docs', isLast: true})).toBe('/openiap/docs/1.2.3');
  });
});
