import React from 'react';
import CodeBlock from '@theme/CodeBlock';
import {useDocsOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import {mapTokenTexts} from '@site/src/components/HighlightedCode/tokens';
import {fillVersions} from '@site/shared/versionPlaceholders';

/**
 * A code block whose package versions come from openiap-versions.json, so that install lines never hold a typed
 * version number: `<VersionedCode language="kotlin" title="build.gradle.kts" code={'...:openiap-google:{google}")'} />`.
 */
export default function VersionedCode({
  code,
  language,
  title,
  tokens,
}: {
  code: string;
  language: string;
  title?: string;
  /** The template's syntax tokens, computed at build time (plugins/code-highlight/remark.ts). */
  tokens?: string;
}): React.JSX.Element {
  const versions = useDocsOpenIapVersions();
  const fill = (text: string) => fillVersions(text, versions);
  return (
    <CodeBlock language={language} title={title} tokens={mapTokenTexts(code, tokens, fill)}>
      {fill(code)}
    </CodeBlock>
  );
}
