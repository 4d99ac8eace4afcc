import type {BundleLanguage} from '../../../shared/languageDeclarations';
import {csharpRules} from './csharp';
import {dartRules} from './dart';
import {gdscriptRules} from './gdscript';
import {kotlinRules} from './kotlin';
import {swiftRules} from './swift';
import type {LanguageRules} from './types';

export const LANGUAGE_RULES: Record<BundleLanguage, LanguageRules> = {
  swift: swiftRules,
  kotlin: kotlinRules,
  dart: dartRules,
  gdscript: gdscriptRules,
  csharp: csharpRules,
};
