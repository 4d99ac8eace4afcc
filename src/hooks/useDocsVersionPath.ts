import {useActiveDocContext} from '@docusaurus/plugin-content-docs/client';
import {resolveDocLink} from '@site/shared/docLink';

export {resolveDocLink};

/** The URL path of the docs version being read (/docs/next in Next, /docs in the release); /docs outside the docs. */
export function useDocsVersionPath(): string {
  return useActiveDocContext(undefined).activeVersion?.path ?? '/docs';
}
