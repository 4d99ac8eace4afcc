/**
 * How a prose run's content is kept in a page's island data, for the build that writes it
 * (plugins/static-islands/runContent.ts) and the view that draws it (src/components/ProseRun/view.tsx): the run's
 * Markdown as HTML's tree (hast), as MDX turns it into HTML, with the site's components left as JSX elements.
 */

/** The element a run becomes, and the name its view is registered under as it loads with the page's island data. */
export const PROSE_RUN_COMPONENT = 'ProseRun';

/** The name a page's island data goes by in the compiled MDX; a component in a run that takes it names it so. */
export const ISLANDS_IDENTIFIER = '__islands';

/**
 * The expression that stands for a component prop's data in a run: the data itself, plain JSON, instead of the
 * syntax tree of the code that writes it (several times larger).
 */
export const RUN_DATA_EXPRESSION = 'RunData';

export interface RunDataExpression {
  type: typeof RUN_DATA_EXPRESSION;
  value: unknown;
}
