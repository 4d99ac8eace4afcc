/** The name TypeTable is registered under as a static-island view (src/components/StaticIsland/views.ts). */
export const TYPE_TABLE_VIEW = 'TypeTable';
