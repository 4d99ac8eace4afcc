/**
 * The link lists of the Tutorials page. Outside addresses are public pages of other sites, always https; the Setups
 * section points at this site's own setup guides.
 */
import {formatAnnouncementDate} from '@site/shared/announcements';

export interface TutorialLink {
  title: string;
  /** A path on this site (/docs/...) or a full https:// address of another site. */
  href: string;
  /** One line on what the reader finds there. */
  description: string;
  /** ISO date (YYYY-MM-DD) for news items. */
  date?: string;
}

export interface TutorialSection {
  /** Stable key, also the heading id of the section. */
  id: string;
  title: string;
  intro: string;
  links: TutorialLink[];
}

export const tutorialSections: TutorialSection[] = [
  {
    id: 'setups',
    title: 'Setups',
    intro: 'Prepare each store before writing purchase code.',
    links: [
      {
        title: 'iOS Setup',
        href: '/docs/ios-setup',
        description: 'StoreKit and App Store Connect: products, sandbox testers and common issues.',
      },
      {
        title: 'Android Setup',
        href: '/docs/android-setup',
        description: 'Google Play Console and the Billing Library: products, license testers and common issues.',
      },
    ],
  },
  {
    id: 'news',
    title: 'News',
    intro: 'Store changes that affect in-app purchase code.',
    links: [
      {
        title: 'Google Play Billing Library 8.0.0 release notes',
        href: 'https://developer.android.com/google/play/billing/release-notes#8-0-0',
        description: 'What changed in version 8.0.0 of the Android Billing Library.',
        date: '2025-06-30',
      },
      {
        title: "What's new in StoreKit and In-App Purchase",
        href: 'https://www.youtube.com/watch?v=LtWMxxL4nsw',
        description: 'A video on what is new in StoreKit and In-App Purchase.',
        date: '2025-06-10',
      },
    ],
  },
  {
    id: 'getting-started',
    title: 'Getting Started',
    intro: "The stores' own introductions to their purchase frameworks.",
    links: [
      {
        title: 'Apple StoreKit 2',
        href: 'https://developer.apple.com/storekit/',
        description: "Apple's overview of StoreKit for in-app purchases and subscriptions.",
      },
      {
        title: 'Google Play Billing',
        href: 'https://developer.android.com/google/play/billing',
        description: "Google's guide to selling digital products with Play Billing.",
      },
    ],
  },
  {
    id: 'verify-receipt',
    title: 'Verify Receipt',
    intro: 'Validate every purchase on your server before granting anything.',
    links: [
      {
        title: 'App Store Server Library',
        href: 'https://developer.apple.com/documentation/appstoreserverapi/simplifying-your-implementation-by-using-the-app-store-server-library',
        description: "Apple's guidance on verifying transactions with its server library.",
      },
      {
        title: 'Verify Android purchases',
        href: 'https://developer.android.com/google/play/billing/integrate#verifying-purchase',
        description: 'How to check a Google Play purchase on your backend before granting it.',
      },
    ],
  },
];

/** True for an address on another site, which opens in a new tab. */
export function isExternalHref(href: string): boolean {
  return /^https?:\/\//.test(href);
}

/** "2025-06-30" → "30 June 2025", the same date style as the Announcements page, whatever the reader's time zone. */
export function formatNewsDate(isoDate: string): string {
  return formatAnnouncementDate(isoDate);
}
