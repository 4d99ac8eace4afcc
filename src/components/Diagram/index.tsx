import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import type {DiagramImage, DiagramVariants} from '@site/shared/diagramImages';
import styles from './styles.module.css';

/**
 * The smallest share of its drawn size a diagram is shrunk to on a narrow screen; below it the diagram scrolls
 * sideways instead, so its 16 px labels stay at 11 px or more.
 */
export const MIN_SCALE = 0.7;

/**
 * A page writes `<Diagram chart={`...`} />` with the Mermaid source, drawn ahead of time by `npm run diagrams`, and
 * maybe its own `alt`. The diagrams remark plugin (plugins/diagrams/remark.ts) replaces the chart by its SVGs and
 * fills in a text alternative made from it (participants and messages, states, steps).
 */
export interface DiagramProps {
  images?: DiagramVariants;
  alt?: string;
  /** A visible caption under the diagram. */
  caption?: ReactNode;
}

function Variant({image, variant, alt}: {image: DiagramImage; variant: 'light' | 'dark'; alt: string}) {
  return (
    <img
      className={clsx(styles.image, styles[variant])}
      src={useBaseUrl(`/${image.file}`)}
      width={image.width}
      height={image.height}
      style={{minWidth: Math.round(image.width * MIN_SCALE)}}
      alt={alt}
      loading="lazy"
      decoding="async"
      data-variant={variant}
    />
  );
}

/**
 * A Mermaid diagram, shipped as two SVGs drawn ahead of time (static/diagrams, listed in src/data/diagrams.json):
 * no Mermaid reaches the browser, and the diagram shows without JavaScript. CSS shows the variant of the colour mode
 * on <html data-theme>; the hidden one is not loaded.
 */
export default function Diagram({images, alt, caption}: DiagramProps): React.JSX.Element {
  if (!images || alt === undefined) {
    throw new Error('<Diagram> has no images: it works in docs MDX, where plugins/diagrams/remark.ts draws them from its chart.');
  }
  const {light, dark} = images;
  const text = alt;
  const scroller = useRef<HTMLDivElement>(null);

  // A diagram wider than the screen scrolls sideways; then keyboard users need to reach it to scroll it.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const scrolls = element.scrollWidth > element.clientWidth;
      for (const [name, value] of [
        ['tabindex', '0'],
        ['role', 'group'],
        ['aria-label', 'Diagram, scrolls sideways'],
      ]) {
        if (scrolls) element.setAttribute(name, value);
        else element.removeAttribute(name);
      }
    };
    const observer = new ResizeObserver(update);
    observer.observe(element);
    update();
    return () => observer.disconnect();
  }, []);

  return (
    <figure className={styles.diagram}>
      <div ref={scroller} className={styles.scroller}>
        <Variant image={light} variant="light" alt={text} />
        <Variant image={dark} variant="dark" alt={text} />
      </div>
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
