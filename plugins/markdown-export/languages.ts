/**
 * The Markdown copies keep the spec's own language, TypeScript; a page with type tables or operations says in one
 * line where the same declarations are in the other languages a reader can choose: the web page with `?lang=`.
 */
import type {Paragraph} from 'mdast';
import {DOC_LANGUAGE_LABELS, DOC_LANGUAGES} from '../../shared/languageDeclarations';
import {isJsxElement, type MdxNode} from '../mdx-tree/nodes';
import {PAGE_COMPONENTS} from '../page-components';
import {inlineCode, paragraph, text} from './mdast';

/** The elements whose types and signatures a reader can switch to another language (`languageChoice`). */
const SWITCHABLE = new Set(Object.keys(PAGE_COMPONENTS).filter((name) => PAGE_COMPONENTS[name].languageChoice));

/** Whether the page, once the spec model filled it, shows a type table or an operation. */
export function showsDeclarations(tree: MdxNode): boolean {
  if (isJsxElement(tree) && SWITCHABLE.has(tree.name ?? '')) return true;
  return (tree.children ?? []).some(showsDeclarations);
}

/** `Types and signatures here are TypeScript; … https://…/docs/types?lang=swift (or kotlin, dart, gdscript, csharp).` */
export function otherLanguagesLine(pageUrl: string): Paragraph {
  const others = DOC_LANGUAGES.filter((language) => language !== 'typescript');
  const labels = others.map((language) => DOC_LANGUAGE_LABELS[language]);
  return paragraph(
    text(`Types and signatures here are TypeScript. In ${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}: `),
    inlineCode(`${pageUrl}?lang=${others[0]}`),
    text(` (lang=${others.join(', ')}).`),
  );
}
