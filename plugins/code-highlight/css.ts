/**
 * The token colours of code blocks as a style sheet, written from the same Prism themes the config gives the classic
 * theme (src/data/codeThemes.ts): light by default, dark under [data-theme='dark']. With highlighting done at build
 * time, tokens carry classes (`token keyword`) instead of the inline styles prism-react-renderer would set.
 */
import type {PrismTheme} from 'prism-react-renderer';

const CSS_PROPERTIES: Record<string, string> = {
  color: 'color',
  backgroundColor: 'background-color',
  fontStyle: 'font-style',
  fontWeight: 'font-weight',
  textDecorationLine: 'text-decoration-line',
  textDecoration: 'text-decoration',
  opacity: 'opacity',
};

function declarations(style: Record<string, unknown>): string {
  return Object.entries(style)
    .filter(([key, value]) => CSS_PROPERTIES[key] && (typeof value === 'string' || typeof value === 'number'))
    .map(([key, value]) => `${CSS_PROPERTIES[key]}:${value}`)
    .join(';');
}

function rules(theme: PrismTheme, scope: string): string[] {
  return theme.styles.flatMap(({types, languages, style}) => {
    const body = declarations(style as Record<string, unknown>);
    if (!body) return [];
    const selectors = types.flatMap((type) =>
      (languages ?? [undefined]).map((language) => `${scope}${language ? `.language-${language}` : ''} .token.${type}`),
    );
    return [`${selectors.join(',')}{${body}}`];
  });
}

/** The plain text and background colours, as the CSS variables the theme's code block styles read. */
function plainColours(theme: PrismTheme, scope: string): string {
  const variables = [
    theme.plain.color && `--prism-color:${theme.plain.color}`,
    theme.plain.backgroundColor && `--prism-background-color:${theme.plain.backgroundColor}`,
  ].filter(Boolean);
  return `${scope}{${variables.join(';')}}`;
}

/**
 * The plain colours of each colour mode, then the token rules in theme order, so that a token with several types
 * ends with the colour prism-react-renderer would give.
 */
export function tokenStyleSheet(light: PrismTheme, dark: PrismTheme): string {
  return [
    plainColours(light, ':root'),
    plainColours(dark, "[data-theme='dark']"),
    ...rules(light, '.prism-code'),
    ...rules(dark, "[data-theme='dark'] .prism-code"),
  ].join('\n');
}
