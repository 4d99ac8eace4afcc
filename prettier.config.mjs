// One code style for the site's code and CSS, checked by `npm run lint` and applied by `npm run format`.
// These are the settings that changed the least of the code as it was written (single quotes, no spaces inside
// braces, trailing commas, a JSX tag's `>` on its last line); its lines run long, and a width of 160 rewrapped the
// fewest of them.
/** @type {import('prettier').Config} */
export default {
  printWidth: 160,
  singleQuote: true,
  bracketSpacing: false,
  bracketSameLine: true,
  trailingComma: 'all',
};
