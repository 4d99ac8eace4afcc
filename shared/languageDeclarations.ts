/**
 * The specification's declarations as one language's types bundle writes them, in the form the pages show: one file
 * per docs version and language, loaded when a reader first chooses that language. TypeScript is the spec's own
 * language: the pages render it from the model, so no such file exists for it.
 */

/** The languages a reader can choose, in the order the control lists them; the ids are the `?lang=` values. */
export const DOC_LANGUAGES = ['typescript', 'swift', 'kotlin', 'dart', 'gdscript', 'csharp'] as const;

export type DocLanguage = (typeof DOC_LANGUAGES)[number];

/** A language other than the spec's own, whose declarations come from a file. */
export type BundleLanguage = Exclude<DocLanguage, 'typescript'>;

export const DOC_LANGUAGE_LABELS: Record<DocLanguage, string> = {
  typescript: 'TypeScript',
  swift: 'Swift',
  kotlin: 'Kotlin',
  dart: 'Dart',
  gdscript: 'GDScript',
  csharp: 'C#',
};

/**
 * Where a version's declarations in a language come from: `release` when they are read from the published bundle of
 * that release (its facts file), `derived` when the project's rules made them from the version's model (Next, and the
 * bundles a release published that the facts do not hold).
 */
export type DeclarationOrigin = 'release' | 'derived';

/** A field as the language declares it: its member name (`AppAccountToken`, `app_account_token`) and type text. */
export interface LanguageField {
  name: string;
  type: string;
}

export interface LanguageDeclaration {
  /** The declaration's name in the language (the schema's name, which may differ from spec/'s). */
  name: string;
  /** As the facts normalise it: struct, class, enum, protocol, typealias, union, interface. */
  kind: string;
  /** Keyed by the model's field name. */
  fields?: Record<string, LanguageField>;
  /** Enum cases: keyed by the wire value, the case name as declared. */
  cases?: Record<string, string>;
  /** Union variants, as the language names them. */
  members?: string[];
}

export interface LanguageDeclarationsFile {
  /** The docs version: `current` for Next, else the release (`3.2.1`). */
  version: string;
  language: BundleLanguage;
  origin: DeclarationOrigin;
  /** Keyed by the model's type name. */
  declarations: Record<string, LanguageDeclaration>;
  /** Keyed by the model's operation name (`purchaseUpdatedListener`): the signature text as declared. */
  operations: Record<string, string>;
  /** Keyed like `operations`: the parts of each signature that an operation's page shows on their own. */
  calls?: Record<string, LanguageCall>;
  /** Field types of a model type the language has no declaration of, by type and field (the events' payloads). */
  fieldTypes?: Record<string, Record<string, string>>;
}

/** An operation's parameter types (keyed by the model's parameter names; a listener's by its payload) and result. */
export interface LanguageCall {
  params: Record<string, string>;
  returns?: string;
}
