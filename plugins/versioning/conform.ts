/**
 * `npm run version:conform -- X.Y.Z`: corrects the facts of a released version's frozen spec model from the release's
 * facts file (spec/releases/X.Y.Z.json). A released version whose spec/ has moved on cannot be re-frozen from spec/;
 * this is how a maintainer fixes one of its facts: correct or bring in the facts file, then run the command. Only the
 * checked facts change (../release-facts/conform.ts), and the constants named with `--constant`, for facts that the
 * facts file does not carry; the pages, prose and names stay. A model frozen before the
 * model recorded native error mappings per store error is brought to the current shape on the way.
 */
import {existsSync, readFileSync, writeFileSync} from 'node:fs';
import type {SpecModel} from '../../shared/specModel';
import {readDocsVersionsList} from '../openiap-versions';
import {readSnapshot, snapshotPath} from '../spec-model/load';
import {conformModel} from '../release-facts/conform';
import {docsOwnNames} from '../release-facts/docsOwn';
import {exceptionsFile, readExceptions} from '../release-facts/exceptions';
import {readReleaseFacts, releaseFactsFile} from '../release-facts/read';
import {conformToPublished, publishedTypeScriptFile, readPublishedTypeScript} from '../release-facts/published';
import {VersionCutError} from './cut';

/** A frozen model of the shape before native errors were recorded per store error. */
type SchemaOneModel = Omit<SpecModel, 'schema' | 'nativeErrors'> & {schema: 1; nativeMappings?: unknown};

function upgradedModel(file: string): SpecModel {
  const data = JSON.parse(readFileSync(file, 'utf8')) as SpecModel | SchemaOneModel;
  if (data.schema !== 1) return readSnapshot(file);
  const {nativeMappings: _dropped, ...rest} = data;
  // The old mappings came from spec constants that no module implemented; the facts give the real ones below.
  const constants = {...rest.constants};
  delete constants.iosNativeErrorMapping;
  delete constants.androidResponseCodeMapping;
  return {
    ...rest,
    constants,
    schema: 2,
    nativeErrors: {maps: {billingResponseCode: [], skError: [], storeKitError: [], purchaseResult: []}, fallback: {android: '', ios: ''}},
  };
}

/**
 * Sets constants of a frozen model, each named by its dotted path (`minimumIOSVersions.externalPurchaseApis`): the
 * facts of a release that its facts file does not carry, such as a minimum OS version. Only a constant the model
 * already has can be set, and only to a value of the same type, so a typo cannot add a new one.
 */
export function setConstants(model: SpecModel, assignments: Record<string, string>): string[] {
  const changes: string[] = [];
  for (const [dotted, text] of Object.entries(assignments)) {
    const keys = dotted.split('.');
    const last = keys.pop()!;
    let holder: unknown = model.constants;
    for (const key of keys) holder = (holder as Record<string, unknown> | undefined)?.[key];
    const table = holder as Record<string, unknown> | undefined;
    if (!table || typeof table !== 'object' || !(last in table)) throw new VersionCutError(`The model has no constant ${dotted} to set.`);
    const before = table[last];
    const value = typeof before === 'number' ? Number(text) : text;
    if (typeof before !== 'string' && typeof before !== 'number') throw new VersionCutError(`${dotted} is not a text or a number; set it in spec/ instead.`);
    if (typeof value === 'number' && Number.isNaN(value)) throw new VersionCutError(`${dotted} is a number; "${text}" is not.`);
    if (before === value) continue;
    table[last] = value;
    changes.push(`constant ${dotted}: ${JSON.stringify(before)} → ${JSON.stringify(value)}`);
  }
  return changes;
}

/** What `--constant name=value` options give: name → value; a malformed one is refused. */
export function parseConstantOptions(options: string[]): Record<string, string> {
  const assignments: Record<string, string> = {};
  for (const option of options) {
    const match = /^([A-Za-z_][\w.]*)=(.*)$/.exec(option);
    if (!match) throw new VersionCutError(`--constant takes name=value, e.g. minimumIOSVersions.externalPurchaseApis=17.4 (got "${option}").`);
    assignments[match[1]] = match[2];
  }
  return assignments;
}

export function conformVersion(
  siteDir: string,
  version: string | undefined,
  log: (line: string) => void = console.log,
  constants: Record<string, string> = {},
): string[] {
  if (!version) throw new VersionCutError('Say which released version to correct: npm run version:conform -- X.Y.Z.');
  if (!readDocsVersionsList(siteDir).includes(version))
    throw new VersionCutError(`Version ${version} is not in versions.json; only a released version has a frozen model.`);
  const factsFile = releaseFactsFile(siteDir, version);
  if (!existsSync(factsFile)) throw new VersionCutError(`${factsFile} is missing: bring in the release's facts first (see spec/releases/README.md).`);
  const facts = readReleaseFacts(factsFile);
  if (facts.release !== version) throw new VersionCutError(`${factsFile} holds the facts of ${facts.release}, not ${version}.`);
  const modelFile = snapshotPath(siteDir, version);
  const model = upgradedModel(modelFile);
  if (model.nativeErrors.fallback.android === '' && !facts.nativeErrors) {
    throw new VersionCutError(`${factsFile} has no nativeErrors, which the model of ${version} needs to be brought to the current shape.`);
  }
  const docsOwn = docsOwnNames(siteDir);
  const excepted = new Set(
    readExceptions(exceptionsFile(siteDir))
      .filter((entry) => entry.release === version)
      .map((entry) => entry.fact),
  );
  const {model: corrected, changes} = conformModel(model, facts, docsOwn, excepted);
  // The TypeScript the release published, where it has one, gives the names and the types as the pages show them.
  const typescript = publishedTypeScriptFile(siteDir, version);
  if (existsSync(typescript)) changes.push(...conformToPublished(corrected, readPublishedTypeScript(typescript), docsOwn));
  changes.push(...setConstants(corrected, constants));
  const before = readFileSync(modelFile, 'utf8');
  const after = `${JSON.stringify(corrected, null, 1)}\n`;
  if (after !== before) writeFileSync(modelFile, after);
  log(
    changes.length === 0
      ? `${version}: every checked fact already agrees with ${factsFile}.`
      : `${version}: ${changes.length} facts corrected from ${factsFile}:`,
  );
  for (const change of changes) log(`  ${change}`);
  return changes;
}
