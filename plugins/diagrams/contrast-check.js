// A browser script (no imports, no build step): adds window.diagramTextContrast(svg, background), which measures the
// WCAG contrast of every text of an SVG against what is painted under its letters. Loaded with page.addScriptTag by
// the render script (plugins/diagrams/render.ts), which refuses a diagram below 4.5:1, and by the browser tests
// (tests/e2e/content-pages.test.mjs), which check the SVGs the site serves.
//
// The SVG is painted twice on a canvas filled with the page background, as an image the way the site shows it: with
// its text and with its text hidden. The pixels that differ are the letters; the colour found most often under them
// in the second picture is the text's background, whatever drew it (a box, a marker, a translucent area, the page).
(() => {
  function parse(colour) {
    const probe = document.createElement('canvas').getContext('2d');
    probe.fillStyle = '#000';
    probe.fillStyle = colour;
    const value = probe.fillStyle; // "#rrggbb" or "rgba(r, g, b, a)"
    if (value.startsWith('#')) return [1, 3, 5].map((i) => parseInt(value.slice(i, i + 2), 16)).concat(1);
    const parts = value.match(/[\d.]+/g).map(Number);
    return [parts[0], parts[1], parts[2], parts[3] ?? 1];
  }

  function over(top, bottom) {
    return [0, 1, 2].map((i) => top[i] * top[3] + bottom[i] * (1 - top[3])).concat(1);
  }

  function relativeLuminance([r, g, b]) {
    const channel = (value) => {
      const c = value / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    };
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  }

  function contrast(a, b) {
    const [high, low] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
    return (high + 0.05) / (low + 0.05);
  }

  function visible(element) {
    for (let node = element; node && node.nodeType === 1; node = node.parentNode) {
      const style = getComputedStyle(node);
      if (style.display === 'none' || style.visibility === 'hidden') return false;
    }
    return true;
  }

  /** The opacity the words are painted with: their fill-opacity and every ancestor's opacity. */
  function alphaOf(element) {
    let alpha = Number(getComputedStyle(element).fillOpacity || 1);
    for (let node = element; node && node.nodeType === 1; node = node.parentNode) alpha *= Number(getComputedStyle(node).opacity || 1);
    return alpha;
  }

  /** The pixels of `markup` drawn as an image on a `width`×`height` canvas filled with `background`. */
  async function paint(markup, width, height, background) {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d', {willReadFrequently: true});
    context.fillStyle = background;
    context.fillRect(0, 0, width, height);
    context.drawImage(image, 0, 0, width, height);
    return context.getImageData(0, 0, width, height).data;
  }

  /**
   * For each non-empty, visible <text> of `svg` (an <svg> element in the document, with width and height): its
   * words, their colour, the colour under them and the contrast ratio between the two.
   */
  window.diagramTextContrast = async (svg, background) => {
    const width = Math.ceil(svg.width.baseVal.value);
    const height = Math.ceil(svg.height.baseVal.value);
    const markup = new XMLSerializer().serializeToString(svg);
    const hidden = markup.replace(/(<svg\b[^>]*>)/, '$1<style>text, tspan { visibility: hidden !important; }</style>');
    const [withText, withoutText] = await Promise.all([paint(markup, width, height, background), paint(hidden, width, height, background)]);
    const page = parse(background);
    const rgb = (c) =>
      `rgb(${c
        .slice(0, 3)
        .map((v) => Math.round(v))
        .join(', ')})`;

    return [...svg.querySelectorAll('text')]
      .filter((text) => text.textContent.trim() !== '' && visible(text))
      .map((text) => {
        const box = text.getBBox();
        const matrix = text.getCTM();
        const corners = [
          [box.x, box.y],
          [box.x + box.width, box.y + box.height],
        ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
        const [left, right] = [corners[0].x, corners[1].x].sort((a, b) => a - b).map(Math.round);
        const [top, bottom] = [corners[0].y, corners[1].y].sort((a, b) => a - b).map(Math.round);
        const counts = new Map();
        for (let y = Math.max(0, top); y < Math.min(height, bottom); y++) {
          for (let x = Math.max(0, left); x < Math.min(width, right); x++) {
            const i = (y * width + x) * 4;
            const difference =
              Math.abs(withText[i] - withoutText[i]) + Math.abs(withText[i + 1] - withoutText[i + 1]) + Math.abs(withText[i + 2] - withoutText[i + 2]);
            if (difference < 48) continue;
            const key = `${withoutText[i]},${withoutText[i + 1]},${withoutText[i + 2]}`;
            counts.set(key, (counts.get(key) ?? 0) + 1);
          }
        }
        const [mostCommon] = [...counts.entries()].sort((a, b) => b[1] - a[1])[0] ?? [];
        const under = mostCommon ? mostCommon.split(',').map(Number).concat(1) : page;
        const words = [...text.querySelectorAll('tspan')].find((span) => span.children.length === 0 && span.textContent.trim()) ?? text;
        const own = parse(getComputedStyle(words).fill);
        const colour = over([own[0], own[1], own[2], own[3] * alphaOf(words)], under);
        return {
          text: text.textContent.trim(),
          colour: rgb(colour),
          background: rgb(under),
          letters: [...counts.values()].reduce((sum, count) => sum + count, 0),
          ratio: Math.round(contrast(colour, under) * 100) / 100,
        };
      });
  };
})();
