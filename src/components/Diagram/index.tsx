import React, {useEffect, useState} from 'react';
import Mermaid from '@theme/Mermaid';
import {useColorMode} from '@docusaurus/theme-common';

/**
 * Mermaid's dark theme puts edge labels (#ccc) on a #585858 box, below the 4.5:1 contrast text needs. In dark mode
 * the diagram gets a darker label box through Mermaid's own init directive; the light theme already reads well.
 */
export const DARK_MODE_INIT = '%%{init: {"themeVariables": {"edgeLabelBackground": "#27272a"}}}%%';

/** The Mermaid source to draw in a colour mode. */
export function diagramSource(chart: string, colorMode: string): string {
  const source = chart.trim();
  return colorMode === 'dark' ? `${DARK_MODE_INIT}\n${source}` : source;
}

/** True once the colour mode React knows matches the one on <html> (data-theme), i.e. after hydration settled. */
export function isColorModeSettled(colorMode: string, documentTheme: string | undefined): boolean {
  return documentTheme === undefined || documentTheme === colorMode;
}

/**
 * A Mermaid diagram that is drawn once the colour mode is settled.
 *
 * During hydration, useColorMode() reports the server's colour mode ("light") and only then switches to the
 * reader's. A Mermaid block mounted straight away is therefore drawn twice at once, and in dark mode the second
 * drawing of a state diagram comes back empty. Waiting for the settled mode draws it once, in the right theme; later
 * theme toggles are handled by Mermaid itself. `chart` is the Mermaid source, as in a ```mermaid fence.
 */
export default function Diagram({chart}: {chart: string}): React.JSX.Element | null {
  const {colorMode} = useColorMode();
  const [ready, setReady] = useState(false);

  useEffect(() => {
    if (!ready && isColorModeSettled(colorMode, document.documentElement.dataset.theme)) setReady(true);
  }, [colorMode, ready]);

  return ready ? <Mermaid value={diagramSource(chart, colorMode)} /> : null;
}
