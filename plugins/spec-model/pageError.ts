/**
 * A writer's mistake on a page: one line that names the file, line and column and, where a name was misspelt, the
 * nearest one that exists. No stack trace: it would point into the build's code, and the mistake is in the page.
 */
import path from 'node:path';
import {closest, distance} from 'fastest-levenshtein';
import {SpecModelError} from './extract';

/** Where in a page, as remark's positions count: lines and columns from 1. */
export interface Place {
  line: number;
  column: number;
}

export class PageError extends SpecModelError {
  constructor(file: string, place: Place | undefined, message: string) {
    const where = path.relative(process.cwd(), file) + (place ? `:${place.line}:${place.column}` : '');
    super(`${where}: ${message}`);
    // Not enumerable: the MDX loader prints an error's enumerable fields as details.
    Object.defineProperty(this, 'name', {value: 'PageError', enumerable: false});
    this.stack = this.message;
  }
}

/** ` Did you mean X?` for the candidate nearest `name`, when it is near enough to be a slip of the keyboard. */
export function didYouMean(name: string, candidates: Iterable<string>): string {
  const list = [...candidates].filter((candidate) => candidate !== name);
  if (list.length === 0) return '';
  const near = closest(name, list);
  return distance(name.toLowerCase(), near.toLowerCase()) <= Math.max(2, Math.floor(name.length / 4)) ? ` Did you mean ${near}?` : '';
}

/** Runs `run`; a PageError stops the process with its one line, which a thrown error would bury under the build's stack. */
export function stopOnPageError<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    if (!(error instanceof PageError)) throw error;
    console.error(`[ERROR] ${error.message}`);
    process.exit(1);
  }
}
