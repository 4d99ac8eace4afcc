/** Sponsorship tiers and sponsors (site.txt §2.9, §9; names and addresses from shared/spec/facts.md). */
export type TierName = 'Community' | 'Bronze' | 'Silver' | 'Gold' | 'Angel';

export interface Tier {
  name: TierName;
  /** US dollars a month. */
  monthlyUsd: number;
  benefit: string;
}

export const tiers: Tier[] = [
  {name: 'Community', monthlyUsd: 25, benefit: 'For individuals: supports open-source development.'},
  {name: 'Bronze', monthlyUsd: 100, benefit: 'A small logo in one project.'},
  {name: 'Silver', monthlyUsd: 300, benefit: 'Your logo featured in the README.'},
  {name: 'Gold', monthlyUsd: 500, benefit: 'A large logo and recognition.'},
  {name: 'Angel', monthlyUsd: 999, benefit: 'Featured across all repositories.'},
];

export interface Sponsor {
  name: string;
  url: string;
  /** Self-drawn wordmark in static/img/sponsors/. */
  logo: string;
  /** Logo box size, so that the page reserves the space before the image loads. */
  width: number;
  height: number;
  tier?: TierName;
}

export const currentSponsors: Sponsor[] = [
  {name: 'Meta', url: 'https://meta.com', logo: '/img/sponsors/meta.svg', width: 160, height: 48, tier: 'Angel'},
];

export const pastSupporters: Sponsor[] = [
  {name: 'Nami', url: 'https://namiml.com', logo: '/img/sponsors/nami.svg', width: 120, height: 48},
  {name: 'Courier', url: 'https://www.courier.com', logo: '/img/sponsors/courier.svg', width: 140, height: 48},
];

/** Hours until a new sponsorship shows on the site. */
export const SPONSORSHIP_REFLECTED_WITHIN_HOURS = 24;
