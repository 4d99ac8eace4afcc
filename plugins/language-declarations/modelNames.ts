/**
 * How a language's names lead back to the model's: a declaration by the schema's name (the model's `schemaName`), a
 * member through the bundle's wire names (C#, GDScript) or its own name, an operation by the schema's root field
 * name (C# adds `Async` and capitalises it; an event's operation in the model is its listener).
 */
import type {FieldModel, OperationModel, SpecModel, TypeModel} from '../../shared/specModel';
import {looseName, modelFieldOf, modelOperationOf} from '../release-facts/fidelity';
import type {BundleLanguage} from '../../shared/languageDeclarations';

/** The model's field a language's member stands for: by its wire name, else its own name, else its letters alone. */
export function modelFieldOfMember(type: TypeModel, member: string, wireNames: Record<string, string> | undefined): FieldModel | undefined {
  const schemaName = wireNames?.[member] ?? member;
  return modelFieldOf(type, schemaName) ?? type.fields?.find((field) => looseName(field.schemaName ?? field.name) === looseName(member));
}

/** The schema's root field name of a language's operation: C#'s `FetchProductsAsync` is `fetchProducts`. */
export function schemaOperationName(language: BundleLanguage, name: string): string {
  if (language !== 'csharp') return name;
  const bare = name.replace(/Async$/, '');
  return bare.charAt(0).toLowerCase() + bare.slice(1);
}

export function modelOperationOfLanguage(model: Pick<SpecModel, 'operations'>, language: BundleLanguage, name: string): OperationModel | undefined {
  return modelOperationOf(model, schemaOperationName(language, name));
}
