/** The name the run's view is registered under as a static-island view (src/components/StaticIsland/views.ts). */
export const PROSE_RUN_VIEW = 'ProseRun';
