/**
 * A fenced code block whose meta says `fragment` (```ts title="Steps" fragment) shows code that is not complete on its
 * own: the check that the docs' TypeScript compiles leaves it out, and the code block tells the reader.
 */
export const isFragmentMeta = (meta: unknown): boolean => /(^|\s)fragment(\s|$)/.test(String(meta ?? ''));
