/** The content blocks of the home page that are lists rather than prose. */
export interface Benefit {
  title: string;
  text: string;
  workInProgress?: boolean;
}

export const benefits: Benefit[] = [
  {
    title: 'End fragmentation',
    text: 'One set of names for products, purchases and errors, whichever store or framework sits underneath.',
  },
  {
    title: 'Future-proof',
    text: 'When a store changes its billing library, the specification absorbs the change once for every implementation.',
  },
  {
    title: 'AI-ready',
    text: 'A single, precise schema is easy for coding assistants to read, so generated purchase code follows it.',
  },
  {
    title: 'Cross-platform native',
    text: 'Official Swift and Kotlin modules speak StoreKit 2 and Play Billing directly; frameworks build on them.',
  },
  {
    title: 'Community-driven',
    text: 'The specification is open source; library maintainers shape it through issues and pull requests.',
  },
  {
    title: 'XR-compatible',
    text: 'The same API reaches Meta Horizon OS on Quest headsets through the Google module.',
    workInProgress: true,
  },
];

/** The overview of the unified surface: each item links to its anchor in the reference pages. */
export interface OverviewGroup {
  title: string;
  description: string;
  page: string;
  items: {label: string; to: string}[];
}

export const overview: OverviewGroup[] = [
  {
    title: 'APIs',
    description: 'The same operations on every store: connect, query, buy, finish.',
    page: '/docs/apis',
    items: [
      {label: 'initConnection', to: '/docs/apis#init-connection'},
      {label: 'fetchProducts', to: '/docs/apis#fetch-products'},
      {label: 'requestPurchase', to: '/docs/apis#request-purchase'},
      {label: 'finishTransaction', to: '/docs/apis#finish-transaction'},
    ],
  },
  {
    title: 'Events',
    description: 'Purchase results arrive through listeners, never as a return value.',
    page: '/docs/events',
    items: [
      {label: 'purchaseUpdated', to: '/docs/events#purchase-updated-event'},
      {label: 'purchaseError', to: '/docs/events#purchase-error-event'},
      {label: 'userChoiceBillingAndroid', to: '/docs/events#user-choice-billing-event-android'},
    ],
  },
  {
    title: 'Types',
    description: 'Shared shapes for products, purchases, requests and errors.',
    page: '/docs/types',
    items: [
      {label: 'Product', to: '/docs/types#product'},
      {label: 'Purchase', to: '/docs/types#purchase'},
      {label: 'ActiveSubscription', to: '/docs/types#active-subscription'},
      {label: 'PurchaseError', to: '/docs/types#purchase-error'},
    ],
  },
];
