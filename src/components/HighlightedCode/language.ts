/** The Prism language of a code element's class list: `language-kotlin` → `kotlin`; undefined without one. */
export function languageOf(className: unknown): string | undefined {
  if (typeof className !== 'string') return undefined;
  return className
    .split(/\s+/)
    .find((name) => name.startsWith('language-'))
    ?.slice('language-'.length);
}
