/** The one line under the language control that says where the shown declarations come from. */
import {DOC_LANGUAGE_LABELS, type BundleLanguage, type LanguageDeclarationsFile} from '@site/shared/languageDeclarations';

/**
 * What a type table or operation shows for a reader's language other than TypeScript in the docs version being read
 * (TypeScript's own line is ./typescriptNote.ts, in the page's start-up code).
 */
export type LanguageView =
  | {state: 'loading'; language: BundleLanguage}
  /** The version published no types in that language. */
  | {state: 'absent'; language: BundleLanguage}
  | {state: 'failed'; language: BundleLanguage}
  | {state: 'ready'; language: BundleLanguage; file: LanguageDeclarationsFile};

/**
 * `version` is the docs version's name (`current` for Next), `label` how the site names it to readers (`Next`,
 * `1.2.3`).
 */
export function languageNote(view: LanguageView, {version, label}: {version: string; label: string}): string | null {
  const language = DOC_LANGUAGE_LABELS[view.language];
  switch (view.state) {
    case 'loading':
      return `Loading the ${language} declarations…`;
    case 'absent':
      return `${label} had no ${language} types: shown in TypeScript.`;
    case 'failed':
      return `The ${language} declarations could not be loaded: shown in TypeScript.`;
    case 'ready':
      if (view.file.origin === 'release') return `${language}, as ${label}'s ${language} types declare it. TS marks what they lack.`;
      if (version === 'current') return `${language} derived from the model by the bundles' rules: ${label} has no published types yet.`;
      return `${language} derived from the ${label} model by the bundles' rules: its published file is not in the release facts.`;
  }
}
