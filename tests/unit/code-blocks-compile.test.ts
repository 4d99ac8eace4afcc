/**
 * What a reader copies compiles with the release they use: every TypeScript block of every docs version's pages, and
 * every operation's example, against the TypeScript its release published (tests/code-blocks/check.ts).
 */
import {readFileSync} from 'node:fs';
import path from 'node:path';
import {createElement} from 'react';
import {render, screen} from '@testing-library/react';
import CodeBlock from '@site/src/theme/CodeBlock';
import {isFragmentMeta} from '@site/shared/codeFragment';
import {checkBlocks, listenerName, publishedTypes, pageBlocks, versionsCode, type CodeProblem} from '@site/tests/code-blocks/check';

jest.mock('@theme/LiveCodeBlock', () => ({__esModule: true, default: () => null}), {virtual: true});
jest.mock('@site/src/components/HighlightedCode', () => ({__esModule: true, default: () => null}));
jest.mock('@theme-original/CodeBlock', () => ({__esModule: true, default: () => null}), {virtual: true});

const siteDir = path.resolve(__dirname, '../..');
const release = (version: string) => readFileSync(path.join(siteDir, 'spec', 'releases', 'typescript', `${version}.ts`), 'utf8');

/**
 * Blocks known not to compile, by docs version and block, each with what is wrong. An operation's example in a frozen
 * model is the docs' prose, not a fact of the release: it is corrected in the model file itself, and this test is what
 * checks the correction.
 */
const KNOWN_FAILURES: Record<string, Record<string, string>> = {
  '1.2.3': {
    'versioned_docs/version-1.2.3/types.mdx:85':
      'narrows a product by `platform`, which the model of 1.2.3 types as the whole `Platform` union; the release published no TypeScript to say otherwise',
  },
};

/** A block's name in KNOWN_FAILURES: an operation's example by its label, a page's block by file and line. */
const blockKey = ({block}: CodeProblem) => block.label ?? `${block.file}:${block.line}`;

const versions = versionsCode(siteDir);

describe('the TypeScript of the docs', () => {
  it.each(versions.map((entry) => [entry.version, entry] as const))('compiles in %s against its release', (version, {types, blocks}) => {
    const problems = checkBlocks(siteDir, types(), blocks);
    const known = KNOWN_FAILURES[version] ?? {};
    expect(problems.filter((problem) => !(blockKey(problem) in known)).map((problem) => problem.message)).toEqual([]);
    const stillFailing = new Set(problems.map(blockKey));
    expect(Object.keys(known).filter((key) => !stillFailing.has(key))).toEqual([]);
  });

  it('checks Next and each release against its published TypeScript, and 1.2.3, which published none, against its model', () => {
    expect(versions.map((entry) => [entry.version, entry.releaseFile])).toEqual([
      ['current', 'spec/releases/typescript/3.2.1.ts'],
      ['3.2.1', 'spec/releases/typescript/3.2.1.ts'],
      ['2.4.4', 'spec/releases/typescript/2.4.4.ts'],
      ['1.3.17', 'spec/releases/typescript/1.3.17.ts'],
      ['1.2.3', undefined],
    ]);
  });
});

describe('the check', () => {
  const page = (body: string) => pageBlocks('docs/planted.mdx', `---\ntitle: Planted\n---\n\nSome prose.\n\n${body}\n`);

  it('names the page, the line and the compiler message of a wrong call', () => {
    const blocks = page('```ts title="Finish"\npurchaseUpdatedListener(async (purchase) => {\n  await finishTransaction(purchase, true);\n});\n```');
    const messages = checkBlocks(siteDir, publishedTypes(release('3.2.1')), blocks).map((problem) => problem.message);
    expect(messages).toEqual([expect.stringMatching(/^docs\/planted\.mdx:9: Expected 1 arguments, but got 2\.$/)]);
  });

  it('takes the published spelling of a value, and the library from its import', () => {
    const blocks = page(
      "```ts\nimport {isBillingProgramAvailableAndroid} from 'your-openiap-library';\nawait isBillingProgramAvailableAndroid('EXTERNAL_OFFER');\n```\n\n```ts\nawait isBillingProgramAvailableAndroid('external-offer');\n```",
    );
    const messages = checkBlocks(siteDir, publishedTypes(release('3.2.1')), blocks).map((problem) => problem.message);
    expect(messages).toEqual([expect.stringMatching(/^docs\/planted\.mdx:9: .*'"EXTERNAL_OFFER"'.*'BillingProgramAndroid'/)]);
  });

  it('leaves out fragments and live examples', () => {
    expect(page('```ts fragment\nawait finishTransaction(purchase, true);\n```\n\n```jsx live\nfinishTransaction(1, 2)\n```')).toEqual([]);
    expect(isFragmentMeta('title="Steps" fragment')).toBe(true);
    expect(isFragmentMeta('title="fragments"')).toBe(false);
  });

  it('calls each event listener as the docs do', () => {
    expect(['purchaseUpdated', 'promotedProductIOS', 'userChoiceBillingAndroid'].map(listenerName)).toEqual([
      'purchaseUpdatedListener',
      'promotedProductListenerIOS',
      'userChoiceBillingListenerAndroid',
    ]);
  });

  it('labels a fragment for the reader, and no other block', () => {
    render(createElement(CodeBlock, {metastring: 'title="Steps" fragment', className: 'language-ts', children: 'await initConnection();\n'}));
    expect(screen.getByText('Fragment: not complete on its own')).toBeInTheDocument();
    render(createElement(CodeBlock, {metastring: 'title="Whole"', className: 'language-ts', children: 'await initConnection();\n'}));
    expect(screen.getAllByText(/Fragment:/)).toHaveLength(1);
  });
});
