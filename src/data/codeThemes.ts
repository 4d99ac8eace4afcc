/**
 * The colours of code blocks: Visual Studio's light and dark themes, with every token colour raised to a contrast of
 * at least 4.5:1 against the code background (WCAG AA for normal text). The hues stay; only too-faint colours
 * move towards black (light theme) or white (dark theme).
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

export const MIN_CONTRAST = 4.5;

type Rgb = [number, number, number];

export function parseColor(color: string): Rgb | undefined {
  const hex = /^#([0-9a-f]{6})$/i.exec(color);
  if (hex) return [0, 2, 4].map((i) => parseInt(hex[1].slice(i, i + 2), 16)) as Rgb;
  const rgb = /^rgb\(\s*(\d+),\s*(\d+),\s*(\d+)\s*\)$/i.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  return undefined;
}

function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

export function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((value) => Math.round(value).toString(16).padStart(2, '0')).join('')}`;
}

/** Mixes a colour towards black or white, a step at a time, until it reaches the contrast wanted. */
export function withContrast(color: string, background: string, min = MIN_CONTRAST): string {
  const fg = parseColor(color);
  const bg = parseColor(background);
  if (!fg || !bg || contrast(fg, bg) >= min) return color;
  const target: Rgb = luminance(bg) > 0.5 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step++) {
    const mix = fg.map((value, i) => value + ((target[i] - value) * step) / 20) as Rgb;
    if (contrast(mix, bg) >= min) return toHex(mix);
  }
  return toHex(target);
}

export function accessibleTheme(theme: PrismTheme): PrismTheme {
  const background = theme.plain.backgroundColor ?? '#ffffff';
  return {
    plain: {...theme.plain, color: withContrast(theme.plain.color ?? '#000000', background)},
    styles: theme.styles.map((style) => ({
      ...style,
      style: style.style.color ? {...style.style, color: withContrast(style.style.color, background)} : style.style,
    })),
  };
}

export const lightCodeTheme = accessibleTheme(themes.vsLight);
export const darkCodeTheme = accessibleTheme(themes.vsDark);
