/**
 * Every operation and listener of the newest release (its frozen model, and Next's spec/) is taught by at least one
 * guide: a docs page other than the reference pages, which list everything and so teach nothing in particular. A name
 * no guide needs is listed with its reason in guide-coverage-exceptions.json.
 */
import {readdirSync, readFileSync, statSync} from 'node:fs';
import path from 'node:path';
import {loadModelForVersion} from '../../plugins/spec-model/load';
import {isGuide, operationsNamed} from '../../plugins/spec-model/guides';

const root = path.resolve(__dirname, '../..');
const exceptions = JSON.parse(readFileSync(path.join(__dirname, 'guide-coverage-exceptions.json'), 'utf8')) as Array<{name: string; why: string}>;
const newest = (JSON.parse(readFileSync(path.join(root, 'versions.json'), 'utf8')) as string[])[0];

function guideFiles(dir: string, top = dir): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) return name === 'api' && dir === top ? [] : guideFiles(file, top);
    const page = name.replace(/\.mdx?$/, '');
    return page !== name && isGuide(path.relative(top, path.join(dir, page)).split(path.sep).join('/')) ? [file] : [];
  });
}

/** The operations and listeners no guide uses in its code or components (the ones the operations' entries link). */
function untaught(version: string, docsDir: string): string[] {
  const names = new Set(loadModelForVersion(root, version).operations.map((operation) => operation.name));
  const taught = new Set(guideFiles(docsDir).flatMap((file) => [...operationsNamed(readFileSync(file, 'utf8'), names)]));
  return [...names].filter((name) => !taught.has(name));
}

const excepted = new Map(exceptions.map((entry) => [entry.name, entry.why]));

describe.each([
  [newest, path.join(root, 'versioned_docs', `version-${newest}`)],
  ['current', path.join(root, 'docs')],
])('the guides of docs version %s', (version, docsDir) => {
  it('teach every operation and listener, or say why not', () => {
    expect(untaught(version, docsDir).filter((name) => !excepted.has(name))).toEqual([]);
  });

  it('list no exception that a guide now teaches or the version lacks', () => {
    const missing = untaught(version, docsDir);
    expect([...excepted.keys()].filter((name) => !missing.includes(name))).toEqual([]);
  });
});

it('gives each exception a reason', () => {
  expect(exceptions.filter((entry) => !entry.name || !entry.why || entry.why.length < 20)).toEqual([]);
});
