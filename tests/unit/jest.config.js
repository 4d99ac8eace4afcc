// Unit tests: TypeScript and React components in jsdom. Docusaurus's client modules are replaced by small stand-ins
// in tests/unit/support/docusaurus, so components are tested on what they render, not on the framework.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/**
 * The unified/remark/hast packages, published as ES modules only, which the Markdown export (plugins/markdown-export)
 * parses pages with and a prose run is drawn with (src/components/ProseRun). Jest runs CommonJS, so these are compiled like the project's own files; every other package
 * is used as it is.
 */
const ES_MODULE_PACKAGES = [
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'vfile.*',
  'unist-.*',
  'remark-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities.*',
  'character-reference-invalid',
  'ccount',
  'zwitch',
  'longest-streak',
  'markdown-table',
  'estree-util-.*',
  'esast-util-.*',
  'parse-entities',
  'stringify-entities',
  'is-alphanumerical',
  'is-alphabetical',
  'is-decimal',
  'is-hexadecimal',
  'escape-string-regexp',
  'fault',
  'hast-util-.*',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'trim-lines',
  '@mdx-js/react',
];

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'jsdom',
  // A guard against a hung test, not a speed check: on a busy 2-core machine a test that builds a temporary site or
  // runs a whole simulated purchase flow can take well over Jest's default 5 s.
  testTimeout: 30000,
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {tsconfig: {jsx: 'react-jsx', esModuleInterop: true, module: 'commonjs', target: 'es2022', isolatedModules: true, allowJs: true}, diagnostics: false},
    ],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${ES_MODULE_PACKAGES.join('|')})/)`],
  moduleNameMapper: {
    '\\.css$': '<rootDir>/tests/unit/support/styleMock.js',
    '^@site/(.*)$': '<rootDir>/$1',
    '^@docusaurus/Link$': '<rootDir>/tests/unit/support/docusaurus/Link.tsx',
    '^@docusaurus/useGlobalData$': '<rootDir>/tests/unit/support/docusaurus/useGlobalData.ts',
    '^@theme/Heading$': '<rootDir>/tests/unit/support/docusaurus/Heading.tsx',
    '^@theme/CodeBlock$': '<rootDir>/tests/unit/support/docusaurus/CodeBlock.tsx',
    '^@docusaurus/useBrokenLinks$': '<rootDir>/tests/unit/support/docusaurus/useBrokenLinks.ts',
    '^@docusaurus/router$': '<rootDir>/tests/unit/support/docusaurus/router.ts',
    '^@docusaurus/useBaseUrl$': '<rootDir>/tests/unit/support/docusaurus/useBaseUrl.ts',
    '^@docusaurus/useIsBrowser$': '<rootDir>/tests/unit/support/docusaurus/useIsBrowser.ts',
    '^@docusaurus/useDocusaurusContext$': '<rootDir>/tests/unit/support/docusaurus/useDocusaurusContext.ts',
    '^@theme-original/MDXComponents/A$': '<rootDir>/tests/unit/support/docusaurus/OriginalMDXA.tsx',
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/support/setup.ts'],
};
