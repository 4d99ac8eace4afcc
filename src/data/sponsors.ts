/**
 * Sponsorship tiers, sponsors and the ways to support the project, shown on the Sponsors page.
 * tests/unit/data.test.ts checks every entry.
 */
export const TIER_NAMES = ['Community', 'Bronze', 'Silver', 'Gold', 'Angel'] as const;
export type TierName = (typeof TIER_NAMES)[number];

export interface Tier {
  name: TierName;
  /** US dollars a month. */
  monthlyUsd: number;
  /** Who the tier is for, when it is for someone in particular. */
  audience?: string;
  benefit: string;
}

export const tiers: Tier[] = [
  {name: 'Community', monthlyUsd: 25, audience: 'For individuals', benefit: 'Supports open-source development.'},
  {name: 'Bronze', monthlyUsd: 100, benefit: 'A small logo in one project.'},
  {name: 'Silver', monthlyUsd: 300, benefit: 'Your logo featured in the README.'},
  {name: 'Gold', monthlyUsd: 500, benefit: 'A large logo and recognition.'},
  {name: 'Angel', monthlyUsd: 999, benefit: 'Featured across all repositories.'},
];

export interface Sponsor {
  name: string;
  url: string;
  /** Self-drawn wordmark in static/, as a site path: /img/sponsors/<name>.svg */
  logo: string;
  /** Logo box size, so that the page reserves the space before the image loads. */
  width: number;
  height: number;
  tier?: TierName;
}

export const currentSponsors: Sponsor[] = [{name: 'Meta', url: 'https://meta.com', logo: '/img/sponsors/meta.svg', width: 160, height: 48, tier: 'Angel'}];

export const pastSupporters: Sponsor[] = [
  {name: 'Nami', url: 'https://namiml.com', logo: '/img/sponsors/nami.svg', width: 120, height: 48},
  {name: 'Courier', url: 'https://www.courier.com', logo: '/img/sponsors/courier.svg', width: 140, height: 48},
];

/** Where a sponsorship is paid: a monthly membership, or a one-off payment. */
export const supportLinks = {
  /** Monthly membership on the coffee-donation service; its page also describes each tier in full. */
  membershipUrl: 'https://www.buymeacoffee.com/hyochan/membership',
  membershipService: 'Buy Me a Coffee',
  paymentUrl: 'https://paypal.me/dooboolab',
  paymentService: 'PayPal',
} as const;

/** What a new sponsor emails to the maintainer after paying, so that the logo can go up. */
export const SPONSOR_EMAIL_CONTENTS = ['your company information', 'your logo', 'how you would like to be featured', 'a contact address'] as const;

/** Hours until a new sponsorship shows on the site. */
export const SPONSORSHIP_REFLECTED_WITHIN_HOURS = 24;
