/**
 * Build-time syntax highlighting: Prism's tokens are computed while the pages compile (plugins/code-highlight) and
 * the browser only turns them back into coloured spans (src/components/HighlightedCode/tokens.ts).
 */
import {encodeTokens, highlightLines, loadLanguages} from '@site/plugins/code-highlight/tokenize';
import remarkCodeHighlight from '@site/plugins/code-highlight/remark';
import {stringAttribute} from '@site/plugins/mdx-tree/nodes';
import {tokenStyleSheet} from '@site/plugins/code-highlight/css';
import codeHighlightPlugin from '@site/plugins/code-highlight';
import {decodeLines, mapTokenTexts} from '@site/src/components/HighlightedCode/tokens';
import {formatTokens, parseTokens} from '@site/shared/codeTokens';
import {darkCodeTheme, lightCodeTheme} from '@site/src/data/codeThemes';

const code = "const connected = await initConnection();\n\nif (!connected) {\n  console.warn('not yet');\n}";

describe('build-time tokens', () => {
  it('splits TypeScript into coloured tokens whose lengths cover every line exactly', () => {
    const lines = highlightLines(code, 'ts')!;
    expect(lines).toHaveLength(5);
    expect(lines[0][0]).toEqual(['keyword', 5]);
    expect(lines[1]).toEqual([]);
    lines.forEach((line, i) => expect(line.reduce((sum, [, length]) => sum + length, 0)).toBe(code.split('\n')[i].length));
  });

  it('round-trips: the browser rebuilds the same text with the same token classes', () => {
    const {lines, highlighted} = decodeLines(code, encodeTokens(code, 'ts'));
    expect(highlighted).toBe(true);
    const text = lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n');
    expect(text).toBe(code);
    expect(lines[0].find((token) => token.content === 'initConnection')?.types).toEqual(['function']);
    expect(lines[3].find((token) => token.content === "'not yet'")?.types).toEqual(['string']);
    expect(lines[1]).toEqual([{types: ['plain'], content: '\n', empty: true}]);
  });

  it('leaves unknown languages and fences without a language plain', () => {
    expect(encodeTokens('GET /x HTTP/1.1', 'klingon')).toBeUndefined();
    expect(encodeTokens('anything', undefined)).toBeUndefined();
  });

  it('loads extra grammars the way the theme config lists them, and names a missing one', () => {
    loadLanguages(['ruby']);
    expect(highlightLines("pod 'openiap', '1.0.0'", 'ruby')![0]).toContainEqual(['string-literal string', 7]);
    expect(() => loadLanguages(['no-such-language'])).toThrow(/Prism has no language "no-such-language"/);
  });

  it('shows the code plain rather than coloured wrongly when the tokens do not describe it', () => {
    const tokens = encodeTokens(code, 'ts')!;
    for (const other of [code.replace('connected', 'ok'), `${code}\nextra`, code.replace('\n\n', '\n')]) {
      const {lines, highlighted} = decodeLines(other, tokens);
      expect(highlighted).toBe(false);
      expect(lines.map((line) => line.map((token) => (token.empty ? '' : token.content)).join('')).join('\n')).toBe(other);
      expect(lines.flat().every((token) => token.types.join() === 'plain')).toBe(true);
    }
    for (const broken of ['not tokens', 'keyword|a0/b1', 'keyword|z5', 'keyword|a5;a2']) expect(decodeLines(code, broken).highlighted).toBe(false);
  });

  it('keeps tokens through a text change inside tokens (a version filled into a string)', () => {
    const template = 'implementation("io.github.hyochan.openiap:openiap-google:{google}")';
    const fill = (text: string) => text.replace('{google}', '1.3.11');
    const mapped = mapTokenTexts(template, encodeTokens(template, 'kotlin'), fill);
    const {lines, highlighted} = decodeLines(fill(template), mapped);
    expect(highlighted).toBe(true);
    expect(lines[0].find((token) => token.content.includes('1.3.11'))?.types).toContain('string');
  });
});

describe('the text form of tokens', () => {
  it('writes a legend of classes, then each line as letters and lengths', () => {
    const lines = [
      [
        ['keyword', 5],
        ['plain', 1],
        ['function', 13],
      ],
      [],
      [
        ['keyword', 2],
        ['tag punctuation', 1],
      ],
    ] as [string, number][][];
    expect(formatTokens(lines)).toBe('keyword,plain,function,tag punctuation|a5b1c13//a2d1');
    expect(parseTokens(formatTokens(lines)!)).toEqual(lines);
  });

  it('is much smaller than the same tokens as JSON', () => {
    const lines = highlightLines(code, 'ts')!;
    expect(formatTokens(lines)!.length * 3).toBeLessThan(JSON.stringify(lines).length);
  });

  it('gives up on a block with more classes than letters, which is then shown plain', () => {
    const many = [Array.from({length: 53}, (_, i) => [`class-${i}`, 1] as [string, number])];
    expect(formatTokens(many)).toBeUndefined();
  });
});

describe('remark code-highlight plugin', () => {
  type Node = {
    type: string;
    lang?: string;
    value?: string;
    name?: string;
    attributes?: {type: string; name: string; value: unknown}[];
    data?: {hProperties?: {tokens?: string}};
    children?: Node[];
  };
  const run = (children: Node[]) => {
    const tree: Node = {type: 'root', children};
    remarkCodeHighlight({additionalLanguages: ['ruby']})(tree as never);
    return tree.children!;
  };

  it('gives fenced code its tokens, and skips Mermaid and fences without a language', () => {
    const [ts, mermaid, bare] = run([
      {type: 'code', lang: 'ts', value: 'const a = 1;'},
      {type: 'code', lang: 'mermaid', value: 'graph TD; A-->B'},
      {type: 'code', value: 'plain'},
    ]);
    expect(parseTokens(ts.data!.hProperties!.tokens!)![0][0]).toEqual(['keyword', 5]);
    expect(mermaid.data).toBeUndefined();
    expect(bare.data).toBeUndefined();
  });

  it('gives <VersionedCode> the tokens of its template, from a string or a string expression', () => {
    const expression = {
      type: 'mdxJsxAttributeValueExpression',
      value: "\"pod 'openiap', '{apple}'\"",
      data: {estree: {body: [{expression: {type: 'Literal', value: "pod 'openiap', '{apple}'"}}]}},
    };
    const [element] = run([
      {
        type: 'mdxJsxFlowElement',
        name: 'VersionedCode',
        attributes: [
          {type: 'mdxJsxAttribute', name: 'language', value: 'ruby'},
          {type: 'mdxJsxAttribute', name: 'code', value: expression},
        ],
        children: [],
      },
    ]);
    expect(stringAttribute(element as never, 'code')).toBe("pod 'openiap', '{apple}'");
    const tokens = element.attributes!.find((attribute) => attribute.name === 'tokens')!.value as string;
    expect(parseTokens(tokens)![0]).toContainEqual(['string-literal string', 9]);
  });
});

describe('token colours and the browser bundle', () => {
  it('writes every colour of both code themes as rules, dark ones under the dark colour mode', () => {
    const css = tokenStyleSheet(lightCodeTheme, darkCodeTheme);
    const keywordColour = (theme: typeof lightCodeTheme) =>
      theme.styles.find((style) => style.types.includes('keyword'))!.style.color!.replace(/[()]/g, '\\$&');
    const [lightRules, darkRules] = [
      css.split('\n').filter((rule) => rule.startsWith('.')),
      css.split('\n').filter((rule) => rule.startsWith("[data-theme='dark'] ")),
    ];
    expect(lightRules.find((rule) => /(^|,)\.prism-code \.token\.keyword[,{]/.test(rule))).toMatch(new RegExp(`\\{color:${keywordColour(lightCodeTheme)}\\}$`));
    expect(darkRules.find((rule) => /(^|,)\[data-theme='dark'\] \.prism-code \.token\.keyword[,{]/.test(rule))).toMatch(
      new RegExp(`\\{color:${keywordColour(darkCodeTheme)}\\}$`),
    );
    const ruleCount = (theme: typeof lightCodeTheme) => theme.styles.filter((style) => Object.keys(style.style).length > 0).length;
    expect(css.split('\n')).toHaveLength(2 + ruleCount(lightCodeTheme) + ruleCount(darkCodeTheme));
    // The plain colours of both modes are CSS variables, so a code block needs no re-render for the reader's mode.
    expect(css.split('\n').slice(0, 2)).toEqual([
      `:root{--prism-color:${lightCodeTheme.plain.color};--prism-background-color:${lightCodeTheme.plain.backgroundColor}}`,
      `[data-theme='dark']{--prism-color:${darkCodeTheme.plain.color};--prism-background-color:${darkCodeTheme.plain.backgroundColor}}`,
    ]);
  });

  it("adds the colours of the theme's Prism setting to every page", () => {
    const withThemes = (prism: object) => ({siteConfig: {themeConfig: {prism}}}) as never;
    const plugin = codeHighlightPlugin(withThemes({theme: lightCodeTheme, darkTheme: darkCodeTheme}));
    const tags = plugin.injectHtmlTags!({content: undefined}) as {headTags: {tagName: string; innerHTML: string}[]};
    expect(tags.headTags[0]).toMatchObject({tagName: 'style', innerHTML: tokenStyleSheet(lightCodeTheme, darkCodeTheme)});
    expect(() => codeHighlightPlugin(withThemes({theme: lightCodeTheme}))).toThrow(/set themeConfig.prism.theme and themeConfig.prism.darkTheme/);
  });
});
