/**
 * The hand-written successor lines (src/data/migration-successors.json): for something a release removed, one short
 * line that says what to use instead. The migration pages and the "Removed in" entries of the docs pages show them.
 * The file is checked at build: a malformed file, or a line for something that no release removed, stops the build
 * naming the file and the problem, so a line can neither be lost to a typo nor outlive what it explains.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {MigrationDiff, Successors} from '../../shared/migration';

export const SUCCESSORS_FILE = path.join('src', 'data', 'migration-successors.json');

export class MigrationDataError extends Error {
  override name = 'MigrationDataError';
}

/** The longest line the pages show; a successor line is a pointer, not an article. */
export const MAX_SUCCESSOR_LENGTH = 300;

/** Checks the file's shape: an object of names to non-empty, one-line texts. `file` names it in messages. */
export function parseSuccessors(text: string, file: string): Successors {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new MigrationDataError(`${file} contains invalid JSON (${(error as Error).message}).`);
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    throw new MigrationDataError(`${file} must be a JSON object mapping a removed name to the line that says what to use instead.`);
  }
  const successors: Successors = {};
  for (const [name, line] of Object.entries(data as Record<string, unknown>)) {
    if (!/^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(name)) {
      throw new MigrationDataError(`${file}: "${name}" is not a name of the specification (a name, or Type.member for a field or enum value).`);
    }
    if (typeof line !== 'string' || line.trim() === '') {
      throw new MigrationDataError(`${file}: the entry "${name}" must be a non-empty text saying what to use instead.`);
    }
    if (/[\r\n]/.test(line) || line.length > MAX_SUCCESSOR_LENGTH) {
      throw new MigrationDataError(`${file}: the entry "${name}" must be one short line (at most ${MAX_SUCCESSOR_LENGTH} characters, no line break).`);
    }
    successors[name] = line.trim();
  }
  return successors;
}

/** Refuses a line for something that none of the given comparisons lists as removed. */
export function checkSuccessors(successors: Successors, diffs: readonly MigrationDiff[], file: string): void {
  const removed = new Set(diffs.flatMap((diff) => diff.removed.map((fact) => fact.name)));
  const stray = Object.keys(successors).filter((name) => !removed.has(name));
  if (stray.length > 0) {
    const compared = diffs.map((diff) => `${diff.from} → ${diff.to}`).join(', ') || 'none, fewer than two versions';
    throw new MigrationDataError(
      `${file}: ${stray.join(', ')} ${stray.length === 1 ? 'was' : 'were'} not removed in any release (compared: ${compared}); a successor line is only for something removed.`,
    );
  }
}

/** The project's successor lines; an absent file means none. */
export function readSuccessors(siteDir: string): Successors {
  const file = path.join(siteDir, SUCCESSORS_FILE);
  if (!existsSync(file)) return {};
  return parseSuccessors(readFileSync(file, 'utf8'), SUCCESSORS_FILE);
}
