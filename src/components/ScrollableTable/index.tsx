import React, {useEffect, useRef, useState, type ComponentProps} from 'react';

/**
 * A Markdown table. Wide tables scroll sideways (see `.markdown table` in the site's CSS); a table that scrolls with
 * nothing focusable in it could not be scrolled from the keyboard, so while it is wider than its box it takes focus
 * itself. A table that fits stays out of the tab order.
 */
export default function ScrollableTable(props: ComponentProps<'table'>): React.JSX.Element {
  const ref = useRef<HTMLTableElement>(null);
  const [scrolls, setScrolls] = useState(false);

  useEffect(() => {
    const table = ref.current;
    if (!table || typeof ResizeObserver === 'undefined') return undefined;
    // The box changes with the window, the sidebar and the fonts; its content width is measured each time.
    const observer = new ResizeObserver(() => setScrolls(table.scrollWidth > table.clientWidth));
    observer.observe(table);
    return () => observer.disconnect();
  }, []);

  return <table {...props} ref={ref} tabIndex={scrolls ? 0 : props.tabIndex} />;
}
