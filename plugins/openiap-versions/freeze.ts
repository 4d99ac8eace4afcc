/**
 * What the version cut does to the versions files: Next's openiap-versions.json comes to name the new release and its
 * git tag, and the released docs version keeps a frozen copy of that, so its pages go on showing the package versions
 * and release links of their release when Next's file moves on.
 */
import {writeFileSync} from 'node:fs';
import path from 'node:path';
import type {OpenIapVersions} from '../../shared/openIapVersions';
import {frozenVersionsFilePath} from '.';

/**
 * The versions file once `version` is released under `gitTag`. `atTag` is left out: it records the module versions
 * at one earlier tag, which the new release's file must not inherit.
 */
export function versionsAfterCut(current: OpenIapVersions, version: string, gitTag: string): OpenIapVersions {
  const {atTag: _earlierTag, ...rest} = current;
  return {...rest, gql: version, docs: version, gitTag};
}

/** Writes the frozen copy of `versions` for released docs version `version` (its versioned_docs folder must exist). */
export function writeFrozenVersionsFile(siteDir: string, version: string, versions: OpenIapVersions): void {
  writeFileSync(path.join(siteDir, frozenVersionsFilePath(version)), `${JSON.stringify(versions, null, 2)}\n`);
}
