/**
 * A docs version's sidebar in the form the theme's sidebar components take, for the symbol pages of that version,
 * which are no docs pages and so get none from the docs plugin. It is labelled as the docs pages label it: a doc's
 * `sidebar_label` front matter first, then the sidebar file's label, then the doc's title.
 */
import type {LoadedVersion, PropSidebar, PropSidebarItem} from '@docusaurus/plugin-content-docs';
import {SYMBOL_PAGES_SIDEBAR} from '../../shared/symbolPages';

type SidebarItem = LoadedVersion['sidebars'][string][number];
type Doc = Pick<LoadedVersion['docs'][number], 'id' | 'title' | 'permalink' | 'unlisted' | 'frontMatter'>;

/** `sidebarId` of `version` as the theme draws it; an empty list if the version has no such sidebar. */
export function sidebarOf(version: {docs: Doc[]; sidebars: LoadedVersion['sidebars']}, sidebarId = SYMBOL_PAGES_SIDEBAR): PropSidebar {
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const docOf = (id: string): Doc => {
    const doc = docs.get(id);
    if (!doc) throw new Error(`The sidebar "${sidebarId}" names the doc "${id}", which its version does not have.`);
    return doc;
  };
  const convert = (item: SidebarItem): PropSidebarItem => {
    switch (item.type) {
      case 'doc':
      case 'ref': {
        const doc = docOf(item.id);
        const {sidebar_label: label, sidebar_class_name: className, sidebar_custom_props: customProps} = doc.frontMatter;
        return {
          type: 'link',
          href: doc.permalink,
          label: label ?? item.label ?? doc.title,
          docId: doc.id,
          ...(item.key !== undefined && {key: item.key}),
          ...((className ?? item.className) !== undefined && {className: className ?? item.className}),
          ...((customProps ?? item.customProps) !== undefined && {customProps: customProps ?? item.customProps}),
          // Left out when false, as every page carries this list in its data.
          ...(doc.unlisted && {unlisted: true}),
        };
      }
      case 'category': {
        const {link, items, ...rest} = item;
        const linked = link?.type === 'doc' ? docOf(link.id) : undefined;
        const href = linked?.permalink ?? (link?.type === 'generated-index' ? link.permalink : undefined);
        return {
          ...rest,
          items: items.map(convert),
          ...(href !== undefined && {href}),
          ...(linked?.unlisted && {linkUnlisted: true}),
        };
      }
      default:
        // Links and HTML are drawn as they are written.
        return item;
    }
  };
  return (version.sidebars[sidebarId] ?? []).map(convert);
}
