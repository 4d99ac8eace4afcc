import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * Calls `onChange` with whether `table` is wider than its box, now and whenever that may change (the box changes with
 * the window, the sidebar and the fonts; the content width is measured each time). Returns the function that stops.
 */
export function watchTableScrolls(table: HTMLTableElement, onChange: (scrolls: boolean) => void): () => void {
  if (typeof ResizeObserver === 'undefined') return () => undefined;
  const observer = new ResizeObserver(() => onChange(table.scrollWidth > table.clientWidth));
  observer.observe(table);
  return () => observer.disconnect();
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
