// Replaced rather than wrapped: the theme's toggle cycles system → light → dark, while this site's toggle
// flips between dark and light and saves the choice. Only the state handed to the toggle changes.
import React from 'react';
import {useColorMode, useThemeConfig} from '@docusaurus/theme-common';
import ColorModeToggle from '@theme/ColorModeToggle';

/** The mode a click switches to: always the other one. */
export function flipped(colorMode: 'light' | 'dark'): 'light' | 'dark' {
  return colorMode === 'dark' ? 'light' : 'dark';
}

export default function NavbarColorModeToggle({className}: {className?: string}): React.JSX.Element | null {
  const {disableSwitch} = useThemeConfig().colorMode;
  const {colorMode, setColorMode} = useColorMode();
  if (disableSwitch) return null;
  return <ColorModeToggle className={className} respectPrefersColorScheme={false} value={colorMode} onChange={() => setColorMode(flipped(colorMode))} />;
}
