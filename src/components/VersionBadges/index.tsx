import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useDocsOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import type {OpenIapVersions} from '@site/shared/openIapVersions';
import {badges, type BadgeSpec} from '@site/shared/versionBadges';
import styles from './styles.module.css';

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * A badge image with a text fallback. The text is in the server-rendered HTML (what a reader without JavaScript
 * sees), stays while the image loads, is hidden once the image has loaded, and is all that is left if it fails.
 */
export function Badge({badge, versions}: {badge: BadgeSpec; versions: OpenIapVersions}): React.JSX.Element {
  const [state, setState] = useState<ImageState>('loading');
  const imageRef = useRef<HTMLImageElement>(null);
  const text = badge.text(versions);

  // The image may have settled before React hydrated the page, in which case its load/error event is gone.
  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete) setState(image.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  return (
    <Link href={badge.href} className={clsx(styles.badge, styles[state])} data-badge={badge.id} data-state={state}>
      {state !== 'failed' && (
        <img
          ref={imageRef}
          className={styles.image}
          src={badge.src}
          alt={text}
          width={badge.width}
          height={badge.height}
          loading="lazy"
          decoding="async"
          onLoad={(event) => setState(event.currentTarget.naturalWidth > 0 ? 'loaded' : 'failed')}
          onError={() => setState('failed')}
        />
      )}
      <span className={styles.fallback} aria-hidden={state === 'failed' ? undefined : true}>
        {text}
      </span>
    </Link>
  );
}

/** The package badges of the Versions page. */
export default function VersionBadges(): React.JSX.Element {
  const versions = useDocsOpenIapVersions();
  return (
    <ul className={styles.list}>
      {badges.map((badge) => (
        <li key={badge.id} className={styles.card}>
          <span className={styles.caption}>{badge.caption}</span>
          <Badge badge={badge} versions={versions} />
        </li>
      ))}
    </ul>
  );
}
