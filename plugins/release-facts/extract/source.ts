/**
 * A release as the extractor reads it: the files of the specification's repository at one git tag, read from git's
 * objects (`git show tag:path`), so a bare mirror or a checkout at any other commit serves as well as a checkout at
 * the tag, and the tag's commit and date come with it.
 */
import {execFileSync} from 'node:child_process';
import {existsSync} from 'node:fs';

/** A problem with the input: the command prints its message, one line naming the file and the problem. */
export class ExtractError extends Error {}

export interface ReleaseSource {
  tag: string;
  commit: string;
  /** The tag's commit date, YYYY-MM-DD in UTC. */
  date: string;
  /** The text of a file at the tag, or undefined where the tag has no such file. */
  read(file: string): string | undefined;
  /** The names of the files directly inside a folder at the tag (none where the folder is missing). */
  list(folder: string): string[];
}

function git(repo: string, args: string[]): string {
  return execFileSync('git', ['-C', repo, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
    // The date is the commit's day in UTC, whatever the machine's zone.
    env: {...process.env, TZ: 'UTC'},
  });
}

export function gitSource(repo: string, tag: string): ReleaseSource {
  if (!existsSync(repo)) throw new ExtractError(`${repo}: no such folder (expected a checkout of the specification's repository)`);
  try {
    git(repo, ['rev-parse', '--git-dir']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new ExtractError('git: not found; the extractor reads the repository with git');
    throw new ExtractError(`${repo}: not a git repository (expected a clone of the specification's repository)`);
  }
  let commit: string;
  let date: string;
  try {
    [commit, date] = git(repo, ['log', '-1', '--format=%H %cd', '--date=format-local:%Y-%m-%d', `refs/tags/${tag}`, '--'])
      .trim()
      .split(' ');
  } catch {
    throw new ExtractError(`${repo}: no tag ${JSON.stringify(tag)} in this repository`);
  }
  return {
    tag,
    commit,
    date,
    read(file) {
      try {
        return git(repo, ['show', `${commit}:${file}`]);
      } catch {
        return undefined;
      }
    },
    list(folder) {
      try {
        return git(repo, ['ls-tree', '--name-only', `${commit}:${folder}`])
          .split('\n')
          .filter(Boolean);
      } catch {
        return [];
      }
    },
  };
}

/** Reads a file the release must have, or refuses with its path. */
export function readRequired(source: ReleaseSource, file: string, what: string): string {
  const text = source.read(file);
  if (text === undefined) throw new ExtractError(`${file}: missing at tag ${source.tag} (${what})`);
  return text;
}
