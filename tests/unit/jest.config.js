// Unit tests: TypeScript and React components in jsdom. Docusaurus's client modules are replaced by small stand-ins
// in tests/unit/support/docusaurus, so components are tested on what they render, not on the framework.
const path = require('node:path');

const root = path.resolve(__dirname, '../..');

/** @type {import('jest').Config} */
module.exports = {
  rootDir: root,
  testMatch: ['<rootDir>/tests/unit/**/*.test.ts?(x)'],
  testEnvironment: 'jsdom',
  transform: {
    '^.+\\.(t|j)sx?$': [
      'ts-jest',
      {tsconfig: {jsx: 'react-jsx', esModuleInterop: true, module: 'commonjs', target: 'es2022', isolatedModules: true}, diagnostics: false},
    ],
  },
  transformIgnorePatterns: ['/node_modules/'],
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
  },
  setupFilesAfterEnv: ['<rootDir>/tests/unit/support/setup.ts'],
};
