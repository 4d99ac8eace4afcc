/**
 * Which error codes each view of the table lists. Shared by the component and the Markdown copies of the docs
 * (plugins/markdown-export).
 */
import type {ErrorCodeModel} from './specModel';

/** `all` (every code, with a row anchor each), `handling` (codes with a recommendation) or `retry`. */
export type View = 'all' | 'handling' | 'retry';

export function codesFor(codes: ErrorCodeModel[], view: View): ErrorCodeModel[] {
  if (view === 'handling') return codes.filter((code) => code.handling);
  if (view === 'retry') return codes.filter((code) => code.retry);
  return codes;
}

/** What the tables say of a code without a retry strategy; the error decoder says the same. */
export const NO_AUTOMATIC_RETRY = 'Do not retry automatically';
