// Ejected (the theme marks this module safe to eject, and it is not a component, so it cannot be wrapped): code is
// coloured at build time (plugins/code-highlight), so the browser needs none of the extra Prism grammars that the
// theme's version loads from `prism.additionalLanguages`. Those languages are still highlighted, in Node.
export default function prismIncludeLanguages(): void {}
