/**
 * A docs version's sidebar as the symbol pages draw it (plugins/symbol-pages/sidebar.ts): labelled and linked as the
 * docs pages of that version label and link it.
 */
import type {LoadedVersion} from '@docusaurus/plugin-content-docs';
import {sidebarOf} from '@site/plugins/symbol-pages/sidebar';

type Doc = Parameters<typeof sidebarOf>[0]['docs'][number];

const doc = (id: string, title: string, frontMatter: Doc['frontMatter'] = {}, unlisted = false): Doc => ({
  id,
  title,
  permalink: `/docs/2.4.4/${id}`,
  unlisted,
  frontMatter,
});

const docs = [
  doc('lifecycle', 'Life Cycle'),
  doc('errors', 'Error Codes'),
  doc('updates', 'Updates', {sidebar_label: 'Notes', sidebar_class_name: 'notes'}),
  doc('hidden', 'Hidden', {}, true),
];

const sidebars = {
  docs: [
    {
      type: 'category',
      label: 'Documentation',
      collapsed: true,
      collapsible: true,
      link: {type: 'doc', id: 'lifecycle'},
      items: [
        {type: 'doc', id: 'lifecycle'},
        {type: 'doc', id: 'errors', label: 'Errors'},
        {type: 'doc', id: 'updates', label: 'Changes'},
      ],
    },
    {type: 'category', label: 'Plain', collapsed: false, collapsible: true, items: [{type: 'ref', id: 'hidden'}]},
    {type: 'link', label: 'Migrating', href: '/docs/migrating'},
    {type: 'html', value: '<hr/>'},
  ],
} as unknown as LoadedVersion['sidebars'];

test('docs become links to their permalinks, labelled by front matter, then the sidebar file, then the title', () => {
  const [documentation] = sidebarOf({docs, sidebars});
  expect(documentation).toEqual({
    type: 'category',
    label: 'Documentation',
    collapsed: true,
    collapsible: true,
    href: '/docs/2.4.4/lifecycle',
    items: [
      {type: 'link', href: '/docs/2.4.4/lifecycle', label: 'Life Cycle', docId: 'lifecycle'},
      {type: 'link', href: '/docs/2.4.4/errors', label: 'Errors', docId: 'errors'},
      {type: 'link', href: '/docs/2.4.4/updates', label: 'Notes', docId: 'updates', className: 'notes'},
    ],
  });
});

test('a category without a link has no href; an unlisted doc says so; links and HTML are kept as written', () => {
  const [, plain, link, html] = sidebarOf({docs, sidebars});
  expect(plain).toEqual({
    type: 'category',
    label: 'Plain',
    collapsed: false,
    collapsible: true,
    items: [{type: 'link', href: '/docs/2.4.4/hidden', label: 'Hidden', docId: 'hidden', unlisted: true}],
  });
  expect(link).toEqual({type: 'link', label: 'Migrating', href: '/docs/migrating'});
  expect(html).toEqual({type: 'html', value: '<hr/>'});
});

test('a sidebar naming a doc its version lacks is an error; a version without the sidebar has an empty one', () => {
  const broken = {docs: [{type: 'doc', id: 'gone'}]} as unknown as LoadedVersion['sidebars'];
  expect(() => sidebarOf({docs, sidebars: broken})).toThrow('The sidebar "docs" names the doc "gone", which its version does not have.');
  expect(sidebarOf({docs, sidebars: {}})).toEqual([]);
});
