// ESLint for the site's own code: components and theme wrappers (run in the browser and at build time), the local
// plugins, the spec, the site's config and the tests. `npm run lint` runs it and allows no warning.
//
// The rule sets are the ones that need no type information: the type-aware sets would build the whole TypeScript
// program a second time, right after `npm run typecheck` has, and double the time lint takes on the project's
// two-core machines.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    // Build output and caches; the pages' content; and what commands write: the frozen docs of released versions and
    // their sidebars, the drawn diagrams.
    ignores: [
      'build/',
      '.docusaurus/',
      '.docusaurus-*/',
      '.cache-loader/',
      'node_modules/',
      'test-results/',
      'docs/',
      'versioned_docs/',
      'versioned_sidebars/',
      'static/',
      // The TypeScript each release published, kept byte for byte as it came.
      'spec/releases/typescript/',
    ],
  },
  {
    linterOptions: {reportUnusedDisableDirectives: 'error'},
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      // The project drops a field from an object by destructuring it into an unused `_name` beside a rest element,
      // and names a parameter `_` when a signature needs it and the body does not.
      '@typescript-eslint/no-unused-vars': ['error', {ignoreRestSiblings: true, argsIgnorePattern: '^_'}],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
    languageOptions: {globals: {...globals.browser}},
  },
  {
    // The plugins, the spec, the site's config and the scripts around the build run in Node.
    files: ['plugins/**', 'spec/**', 'docusaurus.config.ts', 'sidebars.ts', 'eslint.config.mjs'],
    languageOptions: {globals: {...globals.node}},
  },
  {
    // Loaded into a page by the diagram renderer and the browser tests: a browser script.
    files: ['plugins/diagrams/contrast-check.js'],
    languageOptions: {globals: {...globals.browser}, sourceType: 'script'},
  },
  {
    // CommonJS files (the package is not an ES module package): a webpack loader, Jest's config and its CSS stand-in.
    files: ['**/*.js'],
    ignores: ['plugins/diagrams/contrast-check.js'],
    languageOptions: {sourceType: 'commonjs', globals: {...globals.node}},
    // require() is how a CommonJS file imports.
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
  {
    // Browser tests and benches run in Node and hand functions to the page, which run in the browser.
    files: ['tests/**'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
  },
  {
    files: ['tests/unit/**'],
    languageOptions: {globals: {...globals.jest}},
  },
);
