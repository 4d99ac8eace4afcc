import {accessibleTheme, contrast, darkCodeTheme, lightCodeTheme, MIN_CONTRAST, parseColor, withContrast} from '@site/src/data/codeThemes';

describe('code block colours', () => {
  it.each([
    ['light', lightCodeTheme],
    ['dark', darkCodeTheme],
  ])('every token of the %s theme reaches 4.5:1 against the code background', (_name, theme) => {
    const background = parseColor(theme.plain.backgroundColor!)!;
    for (const style of [{types: ['plain'], style: theme.plain}, ...theme.styles]) {
      if (!style.style.color) continue;
      const color = parseColor(style.style.color);
      expect({types: style.types, parsed: Boolean(color)}).toEqual({types: style.types, parsed: true});
      expect({types: style.types, ok: contrast(color!, background) >= MIN_CONTRAST}).toEqual({types: style.types, ok: true});
    }
  });

  it('keeps colours that already contrast enough, and moves faint ones towards black or white', () => {
    expect(withContrast('#000000', '#ffffff')).toBe('#000000');
    const raised = withContrast('rgb(255, 0, 0)', '#ffffff');
    expect(raised).not.toBe('rgb(255, 0, 0)');
    expect(contrast(parseColor(raised)!, [255, 255, 255])).toBeGreaterThanOrEqual(MIN_CONTRAST);
    const lifted = withContrast('rgb(100, 102, 149)', '#1E1E1E');
    expect(contrast(parseColor(lifted)!, parseColor('#1E1E1E')!)).toBeGreaterThanOrEqual(MIN_CONTRAST);
  });

  it('leaves colours it cannot read alone', () => {
    expect(accessibleTheme({plain: {color: 'hsl(0, 0%, 50%)', backgroundColor: '#fff'}, styles: []}).plain.color).toBe('hsl(0, 0%, 50%)');
  });
});
