import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * Whether a table that skips drawing its own contents until the reader nears it (`content-visibility: auto`, the
 * site's CSS) has not drawn them yet: its box is the CSS's first guess, and its width is not known. (A table inside a
 * block that is itself undrawn is not one: drawing that block changes the table's box, which the observer sees.)
 */
function isUndrawn(table: HTMLTableElement): boolean {
  const part = table.firstElementChild;
  const drawn = {contentVisibilityAuto: true};
  return !!part?.checkVisibility && table.checkVisibility(drawn) && !part.checkVisibility(drawn);
}

/**
 * Calls `onChange` with whether `table` is wider than its box, now and whenever that may change (the box changes with
 * the window, the sidebar and the fonts; the content width is measured each time). A table not drawn yet counts as
 * wide: it may be, and a keyboard must be able to reach it; it is measured once drawn. Returns the function that
 * stops.
 */
export function watchTableScrolls(table: HTMLTableElement, onChange: (scrolls: boolean) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  // Once drawn, a table keeps its measure when the reader scrolls away and the browser skips its contents again.
  let drawn = false;
  const check = () => {
    const undrawn = isUndrawn(table);
    // Skipped again, its contents have no layout and it would measure as fitting: it keeps the measure it was drawn with.
    if (undrawn && drawn) return;
    drawn ||= !undrawn;
    onChange(!drawn || table.scrollWidth > table.clientWidth);
  };
  const observer = new ResizeObserver(check);
  observer.observe(table);
  // Drawn at its guessed height, a table's box does not change and the observer stays silent.
  table.addEventListener('contentvisibilityautostatechange', check);
  return () => {
    observer.disconnect();
    table.removeEventListener('contentvisibilityautostatechange', check);
  };
}

/**
 * A Markdown table. Wide tables scroll sideways (see `.markdown table` in the site's CSS); a table that scrolls with
 * nothing focusable in it could not be scrolled from the keyboard, so while it is wider than its box it takes focus
 * itself. A table that fits stays out of the tab order. (A table in a run of prose kept as the server's HTML gets the
 * same from src/components/ProseRun.)
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => (ref.current ? watchTableScrolls(ref.current, setScrolls) : undefined), []);

  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : props.tabIndex} />;
}
