import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';

/**
 * The docs sidebar. Each group's title opens its first page and its caret folds it; a new page is one line here
 * plus its Markdown file in docs/.
 */
const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Documentation',
      link: {type: 'doc', id: 'lifecycle'},
      // The error codes page is titled "Error Codes"; its sidebar entry reads "Errors".
      items: ['lifecycle', 'types', 'apis', 'events', {type: 'doc', id: 'errors', label: 'Errors'}],
    },
    {
      type: 'category',
      label: 'Setup Guide',
      link: {type: 'doc', id: 'ios-setup'},
      items: [
        'ios-setup',
        {
          type: 'category',
          label: 'Android Setup',
          link: {type: 'doc', id: 'android-setup'},
          items: ['horizon-setup'],
        },
      ],
    },
    {
      type: 'category',
      label: 'Features',
      link: {type: 'doc', id: 'external-purchase'},
      items: [
        'external-purchase',
        'subscription-upgrade-downgrade',
        'validating-purchases',
        'subscription-status',
        'billing-problems',
        'offers-and-promotions',
        'refunds-and-revocations',
        'restoring-purchases',
        'testing-purchases',
        'troubleshooting',
      ],
    },
    {
      type: 'category',
      label: 'Updates',
      link: {type: 'doc', id: 'announcements'},
      items: [
        'announcements',
        {type: 'doc', id: 'updates', label: 'Notes'},
        'versions',
        // The migration pages compare releases, so no docs version holds them (plugins/migrations adds their routes).
        {type: 'link', label: 'Migrating', href: '/docs/migrating'},
      ],
    },
    // The sidebar's groups are fixed by the site's design; the matrix, a view across the whole reference, follows it.
    {type: 'doc', id: 'platforms', label: 'Platform Matrix'},
  ],
} satisfies SidebarsConfig;

export default sidebars;
