import MDXComponents from '@theme-original/MDXComponents';
import ScrollableTable from '@site/src/components/ScrollableTable';

/** The theme's Markdown elements, with tables that can be scrolled from the keyboard when they are too wide. */
export default {
  ...MDXComponents,
  table: ScrollableTable,
};
