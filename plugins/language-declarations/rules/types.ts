/**
 * What one language's rules say: how its bundle spells a member and an enum case, writes a type, names a kind of
 * declaration and writes an operation's signature. One file per language beside this one.
 */
import type {BundleLanguage} from '../../../shared/languageDeclarations';
import type {RefKind, TypeRef} from '../typeRef';

/** An argument of an operation, or a field of the input object an argument is. */
export interface ArgumentInput {
  name: string;
  ref: TypeRef;
}

/** An operation as the rules write its signature: the schema's root field, with its types resolved. */
export interface OperationInput {
  /** The schema's root field name: `fetchProducts`, `purchaseUpdated`. */
  name: string;
  root: string;
  args: ArgumentInput[];
  result: TypeRef;
  /** The fields of an input object by the schema's name, for a language that spreads them into parameters. */
  inputFields(name: string): ArgumentInput[] | undefined;
}

export interface LanguageRules {
  language: BundleLanguage;
  /** The member name of a schema field: `appAccountToken`, `AppAccountToken`, `app_account_token`. */
  memberName(field: string): string;
  /** An enum case's name, from its wire value. */
  caseName(wire: string): string;
  /** A field's type text. */
  fieldType(ref: TypeRef): string;
  /** How the language declares a declaration of this kind; undefined where its bundle declares none. */
  declarationKind(kind: RefKind): string | undefined;
  /** The signature text, or undefined where the bundle writes none for this operation. */
  signature(operation: OperationInput): string | undefined;
}

/** The result type that stands for "nothing": the schema's `VoidResult`. */
export const isVoidResult = (ref: TypeRef) => ref.name === 'VoidResult' && !ref.list;
