/** A fresh `npm install` is clean: no peer conflict, and every package with an install script declared as npm asks. */
import {execFileSync} from 'node:child_process';
import {readFileSync} from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(root, file), 'utf8'));

describe('the installed packages', () => {
  it('have no invalid, missing or conflicting peer dependency (npm ls exits 0)', () => {
    let problems = '';
    try {
      execFileSync('npm', ['ls', '--all'], {cwd: root, stdio: 'pipe'});
    } catch (error) {
      problems = String((error as {stderr?: Buffer}).stderr ?? error);
    }
    expect(problems).toBe('');
  });

  it('with an install script are each declared in allowScripts, so npm 11 does not warn about them', () => {
    const {packages} = read('package-lock.json') as {packages: Record<string, {hasInstallScript?: boolean}>};
    const withScripts = Object.entries(packages)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length));
    const declared = Object.keys((read('package.json') as {allowScripts?: Record<string, boolean>}).allowScripts ?? {});
    expect(withScripts.filter((name) => !declared.includes(name))).toEqual([]);
  });
});
