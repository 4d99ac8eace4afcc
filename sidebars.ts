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
      items: ['lifecycle', 'types', 'apis', 'events', 'errors'],
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
      items: ['external-purchase', 'subscription-upgrade-downgrade'],
    },
    {
      type: 'category',
      label: 'Updates',
      link: {type: 'doc', id: 'announcements'},
      items: ['announcements', {type: 'doc', id: 'updates', label: 'Notes'}, 'versions'],
    },
  ],
} satisfies SidebarsConfig;

export default sidebars;
