/**
 * Which error codes each view of the table lists. Shared by the component and the Markdown copies of the docs
 * (plugins/markdown-export).
 */
import type {ErrorCodeModel} from '../../../plugins/spec-model/model';

/** `all` (every code, with a row anchor each), `handling` (codes with a recommendation) or `retry`. */
export type View = 'all' | 'handling' | 'retry';

export function codesFor(codes: ErrorCodeModel[], view: View): ErrorCodeModel[] {
  if (view === 'handling') return codes.filter((code) => code.handling);
  if (view === 'retry') return codes.filter((code) => code.retry);
  return codes;
}
