import React from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

/** How the site names each store's platform, in badges, tabs and tools alike. */
export const PLATFORM_LABELS = {ios: 'iOS', android: 'Android'} as const;

/** Marks a platform-only member with a text label (never colour alone). */
export default function PlatformBadge({platform}: {platform?: 'ios' | 'android'}): React.JSX.Element | null {
  if (!platform) return null;
  return (
    <span className={clsx(styles.badge, styles[platform])} title={`${PLATFORM_LABELS[platform]} only`}>
      {PLATFORM_LABELS[platform]}
    </span>
  );
}
