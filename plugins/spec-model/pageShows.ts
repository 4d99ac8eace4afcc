/**
 * What a docs page shows of the spec, as the remark plugin (./remark.ts) saw it while it compiled the page: the
 * operations and type tables the page renders, at which element ids, and whether it holds the full error code table.
 * It travels on the page's tree to the later remark plugins (plugins/migrations), and is read for a page not being
 * compiled by the same pass (./remark.ts, pageShowsOfFile).
 */
export interface PageShows {
  /** The operations the page renders, each under the element id that carries its anchor. */
  operations: Array<{name: string; id: string}>;
  /** The types the page has a table of, each with the table's id. */
  types: Array<{name: string; id: string}>;
  /** Whether the page holds the full error code table, with a row id per code. */
  errorCodeTable: boolean;
}
