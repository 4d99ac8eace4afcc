/** An MDX page's source as a tree, parsed as Docusaurus parses a docs page: MDX, front matter, GFM, admonition directives. */
import type {Root} from 'mdast';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';

export function parseMdx(source: string): Root {
  return unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkMdx).use(remarkGfm).use(remarkDirective).parse(source);
}
