import React, {type ReactNode} from 'react';
import Tabs from '@theme/Tabs';

/** The tab group shared by every iOS/Android switch, so that one choice holds across the page and across pages. */
export const PLATFORM_TABS_GROUP = 'platform';

export const PLATFORM_TAB_VALUES = [
  {value: 'ios', label: 'iOS'},
  {value: 'android', label: 'Android'},
];

/**
 * iOS / Android tabs, iOS first and chosen by default. Children are `<TabItem value="ios">` and
 * `<TabItem value="android">`.
 */
export default function PlatformTabs({children}: {children: ReactNode}): React.JSX.Element {
  return (
    <Tabs groupId={PLATFORM_TABS_GROUP} defaultValue="ios" values={PLATFORM_TAB_VALUES}>
      {children as React.ReactElement<{value: string}>[]}
    </Tabs>
  );
}
