import React from 'react';
import Heading from '@theme/Heading';
import Link from '@docusaurus/Link';
import {formatAnnouncementDate, type Announcement} from '@site/shared/announcements';
import {resolveDocLink, useDocsVersionPath} from '@site/src/hooks/useDocsVersionPath';
import styles from './styles.module.css';

interface Props {
  /**
   * The items to show, newest first. On a docs page the spec-model remark plugin fills them with the facts of the
   * page's docs version.
   */
  items?: readonly Announcement[];
  /**
   * `full` (the Announcements page): each item is an article with its own heading.
   * `compact` (e.g. "Recent Updates"): a dated list without headings, so it fits under a section heading.
   */
  variant?: 'full' | 'compact';
}

function AnnouncementDate({date}: {date: string}): React.JSX.Element {
  return (
    <time className={styles.date} dateTime={date}>
      {formatAnnouncementDate(date)}
    </time>
  );
}

/** The project's dated news, newest first. */
export default function Announcements({items, variant = 'full'}: Props): React.JSX.Element {
  if (!items) throw new Error('<Announcements> has no items: it only works in docs MDX, where the spec-model remark plugin fills them.');
  const versionPath = useDocsVersionPath();
  if (variant === 'compact') {
    return (
      <ul className={styles.compactList} data-testid="announcement-list">
        {items.map((item) => (
          <li key={item.id} className={styles.compactItem} data-announcement={item.id}>
            <AnnouncementDate date={item.date} />
            <span>
              <strong>{item.title}</strong>
              {item.link && (
                <>
                  {' '}
                  · <Link to={resolveDocLink(item.link.to, versionPath)}>{item.link.label}</Link>
                </>
              )}
            </span>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <ol className={styles.list} data-testid="announcement-list" aria-label="Announcements, newest first">
      {items.map((item) => (
        <li key={item.id} className={styles.item} data-announcement={item.id}>
          <article aria-labelledby={item.id}>
            <AnnouncementDate date={item.date} />
            <Heading as="h2" id={item.id} className={styles.title}>
              {item.title}
            </Heading>
            <p className={styles.text}>{item.text}</p>
            {item.link && (
              <Link className={styles.more} to={resolveDocLink(item.link.to, versionPath)}>
                {item.link.label} →
              </Link>
            )}
          </article>
        </li>
      ))}
    </ol>
  );
}
