/**
 * `npm run version:reference -- X.Y.Z`: writes a released version's generated reference (versioned_docs/version-X/api)
 * again from its frozen spec model. A released version's spec/ has moved on, and its model is corrected against the
 * release (`npm run version:conform`); the reference must then say what the corrected model says. The model is
 * written out as TypeScript (../typedoc-reference/modelDeclarations.ts) and given to TypeDoc with the options of the
 * live reference, so the pages, their anchors and the sidebar look exactly like Next's. The release's own prose the
 * model lacks (module descriptions, constants' texts) is kept from the version's reference as it was.
 */
import {cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync} from 'node:fs';
import {tmpdir} from 'node:os';
import path from 'node:path';
import type {LoadContext} from '@docusaurus/types';
import {readDocsVersionsList} from '../openiap-versions';
import {extractSpecModel} from '../spec-model/extract';
import {readSnapshot, snapshotPath} from '../spec-model/load';
import {referenceOptions} from '../typedoc-reference';
import {danglingLinks, modelDeclarations} from '../typedoc-reference/modelDeclarations';
import {readReferenceTexts} from '../typedoc-reference/referenceTexts';
import type {SpecModel} from '../../shared/specModel';
import {VersionCutError} from './cut';

/** The folder of a docs version that holds its generated reference. */
export const REFERENCE_DIR = 'api';

/**
 * Writes the model of `version` as spec modules into `specDir` (with spec/'s compiler options) and returns what the
 * extractor reads back from them: TypeScript the extractor refuses would give TypeDoc nothing to render.
 */
export function writeModelAsSpec(siteDir: string, version: string, specDir: string): SpecModel {
  const model = readSnapshot(snapshotPath(siteDir, version));
  const texts = readReferenceTexts(path.join(siteDir, 'versioned_docs', `version-${version}`, REFERENCE_DIR));
  cpSync(path.join(siteDir, 'spec', 'tsconfig.json'), path.join(specDir, 'tsconfig.json'));
  for (const [module, source] of modelDeclarations(model, texts)) writeFileSync(path.join(specDir, `${module}.ts`), source);
  return extractSpecModel(specDir);
}

export async function regenerateReference(context: LoadContext, version: string | undefined, log: (line: string) => void = console.log): Promise<void> {
  const {siteDir} = context;
  if (!version) throw new VersionCutError('Say which released version to regenerate: npm run version:reference -- X.Y.Z.');
  if (!readDocsVersionsList(siteDir).includes(version)) {
    throw new VersionCutError(`Version ${version} is not in versions.json; Next's reference is generated from spec/ at build time.`);
  }
  const reference = path.join(siteDir, 'versioned_docs', `version-${version}`, REFERENCE_DIR);
  const work = mkdtempSync(path.join(tmpdir(), 'openiap-reference-'));
  try {
    const specDir = path.join(work, 'spec');
    mkdirSync(specDir);
    writeModelAsSpec(siteDir, version, specDir);
    // Written next to the spec first: the version's reference is replaced only once TypeDoc has written a whole one.
    const out = path.join(work, REFERENCE_DIR);
    const {default: typedocPlugin} = await import('docusaurus-plugin-typedoc');
    // The sidebar's doc ids are the output folder relative to docsPath: `api/products`, as in the version's own folder.
    const options = {...referenceOptions(siteDir, out, specDir), docsPath: work};
    await typedocPlugin(context, options as unknown as Parameters<typeof typedocPlugin>[1]);
    if (!existsSync(path.join(out, 'index.md'))) throw new Error('TypeDoc wrote no reference (see its messages above).');
    rmSync(reference, {recursive: true, force: true});
    cpSync(out, reference, {recursive: true});
  } catch (error) {
    throw new VersionCutError(
      `Regenerating the reference of ${version} failed, and versioned_docs/version-${version}/${REFERENCE_DIR} was left as it was: ${(error as Error).message}`,
    );
  } finally {
    rmSync(work, {recursive: true, force: true});
  }
  log(`Regenerated versioned_docs/version-${version}/${REFERENCE_DIR}/ from its frozen spec model.`);
  const dangling = danglingLinks(readSnapshot(snapshotPath(siteDir, version)));
  if (dangling.length > 0) log(`  Its texts link to ${dangling.join(', ')}, which the model of ${version} does not declare: correct those texts.`);
}
