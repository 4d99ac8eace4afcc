import React, {useEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import useBaseUrl from '@docusaurus/useBaseUrl';
import manifest from '@site/src/data/diagrams.json';
import {describeChart, lookupDiagram, type DiagramImage, type DiagramManifest} from './diagrams';
import styles from './styles.module.css';

/**
 * The smallest share of its drawn size a diagram is shrunk to on a narrow screen; below it the diagram scrolls
 * sideways instead, so its 16 px labels stay at 11 px or more.
 */
export const MIN_SCALE = 0.7;

export interface DiagramProps {
  /** The Mermaid source, as in a ```mermaid fence. Drawn ahead of time by `npm run diagrams`. */
  chart: string;
  /** The text alternative; by default it is made from the chart (participants and messages, states, steps). */
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
 * on <html data-theme>; the hidden one is not loaded. A chart without its SVGs stops the build with a message that
 * says to run `npm run diagrams`.
 */
export default function Diagram({chart, alt, caption}: DiagramProps): React.JSX.Element {
  const {light, dark} = lookupDiagram(chart, manifest as DiagramManifest);
  const text = alt ?? describeChart(chart);
  const scroller = useRef<HTMLDivElement>(null);

  // A diagram wider than the screen scrolls sideways; then keyboard users need to reach it to scroll it.
  useEffect(() => {
    const element = scroller.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const update = () => {
      const scrolls = element.scrollWidth > element.clientWidth;
      for (const [name, value] of [['tabindex', '0'], ['role', 'group'], ['aria-label', 'Diagram, scrolls sideways']]) {
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
