/**
 * Draws a prose run from its content, HTML's tree as the build keeps it (plugins/static-islands/runContent.ts): each
 * element through the page's MDX components (headings with their anchors, the site's links), as MDX would, and the
 * site's components the run holds with the props written in the page. It draws every run on the server, and in the
 * browser only a page reached by a link inside the site, which is when this module loads there.
 */
import type React from 'react';
import {Fragment, jsx, jsxs} from 'react/jsx-runtime';
import {toJsxRuntime} from 'hast-util-to-jsx-runtime';
import type {Root} from 'hast';
import {useMDXComponents} from '@mdx-js/react';
import {islandView} from '@site/src/components/StaticIsland/views';
import type {IslandData} from '@site/src/components/StaticIsland/islandData';
import {ISLANDS_IDENTIFIER, RUN_DATA_EXPRESSION, type RunDataExpression} from '@site/shared/proseRunContent';

export interface RunViewProps {
  content: Root;
  /** The page's island data, for the islands inside the run. */
  islands?: IslandData | null;
}

type Expression = RunDataExpression | {type: string; name?: string};

function RunView({content, islands = null}: RunViewProps): React.JSX.Element {
  const mdxComponents = useMDXComponents();
  return toJsxRuntime(content, {
    Fragment,
    jsx,
    jsxs,
    components: mdxComponents as never,
    passKeys: true,
    // A run holds only data and the names above (the build leaves anything else out of runs).
    createEvaluater: () => ({
      evaluateExpression(expression) {
        const node = expression as unknown as Expression;
        if (node.type === RUN_DATA_EXPRESSION) return (node as RunDataExpression).value;
        if (node.type === 'Identifier' && 'name' in node && node.name === ISLANDS_IDENTIFIER) return islands;
        // The site's components a run holds load with the page's island data (plugins/static-islands/loader.js).
        if (node.type === 'Identifier' && 'name' in node && node.name !== undefined && /^[A-Z]/.test(node.name)) return islandView(node.name);
        throw new Error(`A prose run names ${'name' in node ? node.name : node.type}, which its page did not give it.`);
      },
      evaluateProgram() {
        throw new Error('A prose run holds code, which the build never puts in a run.');
      },
    }),
  });
}

export default RunView;
