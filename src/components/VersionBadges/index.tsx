import React, {useEffect, useRef, useState} from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import {useOpenIapVersions} from '@site/src/hooks/useOpenIapVersions';
import type {OpenIapVersions} from '@site/shared/openIapVersions';
import {site} from '@site/src/data/site';
import styles from './styles.module.css';

/** One package badge: an image from a badge service, linked to the package's page. */
export interface BadgeSpec {
  id: string;
  /** What the badge stands for, e.g. "Google module · Maven Central". */
  caption: string;
  /** Badge image address (img.shields.io). */
  src: string;
  /** The page the badge links to. */
  href: string;
  /** The image's fixed box, so that the page does not move when it arrives. */
  width: number;
  height: number;
  /** The readable text of the badge, used as alt text and as the fallback when the image cannot load. */
  text: (versions: OpenIapVersions) => string;
}

function withVersion(label: string, version: string | undefined): string {
  return version ? `${label}: ${version}` : label;
}

/** The three package badges of the Versions page, each linked to the public page of its package. */
export const badges: BadgeSpec[] = [
  {
    id: 'maven',
    caption: 'Google module · Maven Central',
    src: 'https://img.shields.io/maven-central/v/io.github.hyochan.openiap/openiap-google',
    href: 'https://central.sonatype.com/artifact/io.github.hyochan.openiap/openiap-google',
    width: 140,
    height: 20,
    text: (v) => withVersion('openiap-google on Maven Central', v.google),
  },
  {
    id: 'swift-package',
    caption: 'Apple module · Swift Package',
    src: 'https://img.shields.io/github/v/tag/hyodotdev/openiap?filter=apple-v*&label=Swift%20Package&logo=swift&color=orange',
    href: site.appleModuleUrl,
    width: 190,
    height: 20,
    text: (v) => withVersion('openiap-apple as a Swift Package', v.apple),
  },
  {
    id: 'cocoapods',
    caption: 'Apple module · CocoaPods',
    src: 'https://img.shields.io/cocoapods/v/openiap?color=E35A5F&label=CocoaPods&logo=cocoapods',
    href: 'https://cocoapods.org/pods/openiap',
    width: 130,
    height: 20,
    text: (v) => withVersion('openiap-apple on CocoaPods', v.apple),
  },
];

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
  const versions = useOpenIapVersions();
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
