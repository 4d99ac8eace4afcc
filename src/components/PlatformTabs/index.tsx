import React, {isValidElement, useId, useLayoutEffect, useRef, type ReactNode} from 'react';
import clsx from 'clsx';
import {useStorageSlot} from '@docusaurus/theme-common';
import {PLATFORM_LABELS} from '@site/shared/platformLabels';
import styles from './styles.module.css';

/** The tab group shared by every iOS/Android switch, so that one choice holds across the page and across pages. */
export const PLATFORM_TABS_GROUP = 'platform';

export const PLATFORM_TAB_VALUES = [
  {value: 'ios', label: PLATFORM_LABELS.ios},
  {value: 'android', label: PLATFORM_LABELS.android},
] as const;

type Platform = (typeof PLATFORM_TAB_VALUES)[number]['value'];

/**
 * Where the reader's choice is kept: the key the theme's own tabs use for a group, so a choice made before this
 * component existed still holds.
 */
const PLATFORM_STORAGE_KEY = `docusaurus.tab.${PLATFORM_TABS_GROUP}`;

function isPlatform(value: unknown): value is Platform {
  return PLATFORM_TAB_VALUES.some((tab) => tab.value === value);
}

/** The panels MDX passes as `<TabItem value="ios">…</TabItem>`: only their value and content are used. */
function panelsOf(children: ReactNode): Map<Platform, ReactNode> {
  const panels = new Map<Platform, ReactNode>();
  React.Children.forEach(children, (child) => {
    if (!isValidElement<{value?: unknown; children?: ReactNode}>(child)) return;
    const {value} = child.props;
    if (!isPlatform(value)) {
      throw new Error(`<PlatformTabs> takes <TabItem value="ios"> and <TabItem value="android">, not value "${String(value)}".`);
    }
    panels.set(value, child.props.children);
  });
  return panels;
}

/**
 * Keeps the clicked tab where the reader sees it: every platform switch on the page changes at once, and the panels
 * above the clicked one may change height.
 */
function useKeepInView(): (tab: HTMLElement) => void {
  const pinned = useRef<{tab: HTMLElement; top: number} | null>(null);
  useLayoutEffect(() => {
    const pin = pinned.current;
    if (!pin) return;
    pinned.current = null;
    const shift = pin.tab.getBoundingClientRect().top - pin.top;
    if (shift !== 0) window.scrollBy({top: shift, behavior: 'instant'});
  });
  return (tab) => {
    pinned.current = {tab, top: tab.getBoundingClientRect().top};
  };
}

/**
 * iOS / Android tabs, iOS first and chosen by default; the reader's choice is stored and shared by every platform
 * switch, on this page and the next. Children are `<TabItem value="ios">` and `<TabItem value="android">`.
 *
 * The site's own component rather than the theme's tabs: those re-create their whole content once in the browser,
 * and the API page's operations are most of that page. Here, the server's HTML stays and only `hidden` changes.
 */
export default function PlatformTabs({children}: {children: ReactNode}): React.JSX.Element {
  const panels = panelsOf(children);
  const [stored, storage] = useStorageSlot(PLATFORM_STORAGE_KEY);
  const selected: Platform = isPlatform(stored) ? stored : 'ios';
  const keepInView = useKeepInView();
  const id = useId();
  const tabs = PLATFORM_TAB_VALUES.filter((tab) => panels.has(tab.value));

  const select = (platform: Platform, tab: HTMLElement) => {
    if (platform === selected) return;
    keepInView(tab);
    storage.set(platform);
  };

  const onKeyDown = (event: React.KeyboardEvent<HTMLElement>, index: number) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      select(tabs[index]!.value, event.currentTarget);
      return;
    }
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    event.preventDefault();
    const siblings = event.currentTarget.parentElement?.children;
    (siblings?.[(index + step + tabs.length) % tabs.length] as HTMLElement | undefined)?.focus();
  };

  return (
    <div className={clsx('theme-tabs-container', 'tabs-container', styles.container)}>
      <ul role="tablist" aria-orientation="horizontal" className="tabs">
        {tabs.map(({value, label}, index) => (
          <li
            key={value}
            role="tab"
            id={`${id}-${value}-tab`}
            aria-controls={`${id}-${value}-panel`}
            aria-selected={value === selected}
            tabIndex={value === selected ? 0 : -1}
            className={clsx('tabs__item', styles.tab, value === selected && 'tabs__item--active')}
            onClick={(event) => select(value, event.currentTarget)}
            onKeyDown={(event) => onKeyDown(event, index)}>
            {label}
          </li>
        ))}
      </ul>
      <div className="margin-top--md">
        {tabs.map(({value}) => (
          <div
            key={value}
            role="tabpanel"
            id={`${id}-${value}-panel`}
            aria-labelledby={`${id}-${value}-tab`}
            className={styles.panel}
            hidden={value !== selected}>
            {panels.get(value)}
          </div>
        ))}
      </div>
    </div>
  );
}
