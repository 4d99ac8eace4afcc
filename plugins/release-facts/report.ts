/**
 * `npm run coverage:releases`: for each released docs version that is a real release of the specification, how much of
 * the release its frozen spec model names (names covered) and how many of the checkable facts agree (./fidelity.ts);
 * with `--missing`, every missing name and every disagreement. With `--against <facts file>`, Next (spec/) is measured
 * against a release that is not a docs version yet: the checklist for bringing the next release in.
 */
import {existsSync, readFileSync} from 'node:fs';
import path from 'node:path';
import type {SpecModel} from '../../shared/specModel';
import {loadLiveModel, readSnapshot, snapshotPath} from '../spec-model/load';
import {excessNames, releaseCoverage, type NameKind, type ReleaseCoverage, type ReleaseNames} from './coverage';
import {checkFidelity, type CheckedFact} from './fidelity';
import {exceptionsFile, readExceptions, type FidelityException} from './exceptions';
import {readReleaseFacts, releaseFactsFile, type ReleaseFacts} from './read';
import type {DocsOwnDeclaration} from './docsOwn';

/** How one docs version (or Next) measures against one release. */
export interface ReleaseReport {
  /** The docs version measured: a release number, or `next` for spec/. */
  docs: string;
  release: string;
  coverage: ReleaseCoverage;
  facts: CheckedFact[];
  /** Disagreements that no exception explains. */
  disagreements: CheckedFact[];
  /** Disagreements that an exception explains, with it. */
  excepted: {fact: CheckedFact; exception: FidelityException}[];
  /** Exceptions for this docs version that match no disagreement any more. */
  stale: FidelityException[];
  excess: ReleaseNames;
}

/** Measures `model` (the docs version `docs`) against `facts`, applying the exceptions written for `docs`. */
export function reportOf(docs: string, facts: ReleaseFacts, model: SpecModel, exceptions: FidelityException[]): ReleaseReport {
  const checked = checkFidelity(facts, model);
  const mine = exceptions.filter((entry) => entry.release === docs);
  const disagreements: CheckedFact[] = [];
  const excepted: ReleaseReport['excepted'] = [];
  for (const fact of checked.filter((entry) => entry.problem)) {
    const exception = mine.find((entry) => entry.fact === fact.key);
    if (exception) excepted.push({fact, exception});
    else disagreements.push(fact);
  }
  const stale = mine.filter((entry) => !excepted.some((match) => match.exception === entry));
  return {
    docs,
    release: facts.release,
    coverage: releaseCoverage(facts, model),
    facts: checked,
    disagreements,
    excepted,
    stale,
    excess: excessNames(facts, model),
  };
}

/** Every released docs version that has a facts file, newest first (the order of versions.json). */
export function reportsOfReleasedVersions(siteDir: string): ReleaseReport[] {
  const versions = JSON.parse(readFileSync(path.join(siteDir, 'versions.json'), 'utf8')) as string[];
  const exceptions = readExceptions(exceptionsFile(siteDir));
  return versions
    .filter((version) => existsSync(releaseFactsFile(siteDir, version)))
    .map((version) => reportOf(version, readReleaseFacts(releaseFactsFile(siteDir, version)), readSnapshot(snapshotPath(siteDir, version)), exceptions));
}

/** Next (spec/) against a release's facts file: a release not cut yet, or the newest one. */
export function reportOfNext(siteDir: string, factsFile: string): ReleaseReport {
  return reportOf('next', readReleaseFacts(factsFile), loadLiveModel(siteDir), readExceptions(exceptionsFile(siteDir)));
}

const percent = (part: number, whole: number) => (whole === 0 ? 100 : Math.floor((part / whole) * 1000) / 10);

/** Whose names a report measures, for its lines: spec/ for Next, else the release's frozen model. */
const modelOf = (report: ReleaseReport) => (report.docs === 'next' ? 'spec/' : `the ${report.docs} model`);

/** The reasons of the left-out names among `names`, as lines, shown apart from what is still to do. */
function leftOutLines(names: string[], leftOut: readonly DocsOwnDeclaration[]): string[] {
  const shown = leftOut.filter((entry) => names.includes(entry.name));
  if (shown.length === 0) return [];
  return ['', `Left out on purpose (spec/releases/docs-own.json, leftOut):`, ...shown.map((entry) => `- ${entry.name}: ${entry.why}`)];
}

/**
 * A table of the reports; with `details`, the names each lacks and every disagreement. Names listed as left out on
 * purpose (`leftOut`) are shown apart, once, with their reasons.
 */
export function formatReports(reports: ReleaseReport[], details = false, leftOut: readonly DocsOwnDeclaration[] = []): string {
  const lines = ['| docs | release | names covered | facts checked | facts that agree | explained exceptions |', '|---|---|---|---|---|---|'];
  for (const report of reports) {
    const {coverage, facts} = report;
    const agree = facts.length - report.disagreements.length - report.excepted.length;
    lines.push(
      `| ${report.docs} | ${report.release} | ${coverage.covered}/${coverage.total} (${coverage.percent}%) | ${facts.length} | ` +
        `${agree + report.excepted.length}/${facts.length} (${percent(agree + report.excepted.length, facts.length)}%) | ${report.excepted.length} |`,
    );
  }
  if (!details) return lines.join('\n');
  const leftOutNames = new Set(leftOut.map((entry) => entry.name));
  const seenLeftOut = new Set<string>();
  for (const report of reports) {
    const where = report.docs === report.release ? report.release : `${report.docs} against ${report.release}`;
    for (const kind of Object.keys(report.coverage.byKind) as NameKind[]) {
      const all = report.coverage.byKind[kind].missing;
      all.filter((name) => leftOutNames.has(name)).forEach((name) => seenLeftOut.add(name));
      const missing = all.filter((name) => !leftOutNames.has(name));
      if (missing.length > 0) lines.push('', `${where}, ${kind} ${modelOf(report)} lacks: ${missing.join(', ')}`);
    }
    if (report.disagreements.length > 0) {
      lines.push('', `${where}, facts that disagree:`, ...report.disagreements.map((fact) => `- ${fact.key}: ${fact.problem}`));
    }
    for (const {fact, exception} of report.excepted) lines.push(`- (explained) ${fact.key}: ${fact.problem}. Why: ${exception.why}`);
    for (const entry of report.stale) lines.push(`- (stale exception) ${entry.fact}: no longer differs; remove it from the exceptions file`);
  }
  return [...lines, ...leftOutLines([...seenLeftOut], leftOut)].join('\n');
}

/** The checklist for bringing a release in: what spec/ lacks, has in excess, and has differently. */
export function formatChecklist(report: ReleaseReport, docsOwn: ReadonlySet<string> = new Set(), leftOut: readonly DocsOwnDeclaration[] = []): string {
  const lines = [formatReports([report])];
  const section = (title: string, items: string[]) => {
    lines.push('', `${title} (${items.length})`);
    lines.push(...(items.length > 0 ? items.map((item) => `- [ ] ${item}`) : ['- nothing']));
  };
  const {byKind} = report.coverage;
  const lacking = [...byKind.declarations.missing, ...byKind.fields.missing];
  const leftOutNames = new Set(leftOut.map((entry) => entry.name));
  section(`spec/ lacks, ${report.release} has`, [
    ...lacking.filter((name) => !leftOutNames.has(name)),
    ...byKind.operations.missing.map((name) => `${name}()`),
  ]);
  const own = report.excess.declarations.filter((name) => docsOwn.has(name));
  section(`spec/ has, ${report.release} lacks (remove, or list in spec/releases/docs-own.json and say why)`, [
    ...report.excess.declarations.filter((name) => !docsOwn.has(name)),
    ...report.excess.fields.filter((key) => !docsOwn.has(key.split('.')[0])),
    ...report.excess.operations.map((name) => `${name}()`),
  ]);
  if (own.length > 0) lines.push('', `Kept as the docs' own (spec/releases/docs-own.json): ${own.join(', ')}`);
  section(
    `spec/ has differently`,
    report.disagreements.map((fact) => `${fact.key}: ${fact.problem}`),
  );
  lines.push(...leftOutLines(lacking, leftOut));
  return lines.join('\n');
}
