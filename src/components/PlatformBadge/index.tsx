import React from 'react';
import clsx from 'clsx';
import {PLATFORM_LABELS} from '@site/shared/platformLabels';
import styles from './styles.module.css';

/** Marks a platform-only member with a text label (never colour alone). */
export default function PlatformBadge({platform}: {platform?: 'ios' | 'android'}): React.JSX.Element | null {
  if (!platform) return null;
  return (
    <span className={clsx(styles.badge, styles[platform])} title={`${PLATFORM_LABELS[platform]} only`}>
      {PLATFORM_LABELS[platform]}
    </span>
  );
}
