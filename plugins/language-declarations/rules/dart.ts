/** Dart, as the flutter_inapp_purchase types bundle declares the schema. */
import {schemaValueNameOfWire} from '../nameSpelling';
import {declarationKindOf, nullableTypeText, type TypeSpelling} from './common';
import {isVoidResult, type ArgumentInput, type LanguageRules} from './types';

const DART: TypeSpelling = {scalars: {String: 'String', ID: 'String', Int: 'int', Float: 'double', Boolean: 'bool'}, list: (item) => `List<${item}>`};

/**
 * Inputs the Dart bundle declares as a sealed class of its own (one subclass per kind of purchase) rather than a
 * class of the schema's fields, so an operation takes them whole instead of spread into named parameters.
 */
const SEALED_INPUTS = new Set(['RequestPurchaseProps']);

const named = (params: ArgumentInput[]) =>
  `{ ${params.map((param) => `${param.ref.nullable ? '' : 'required '}${nullableTypeText(param.ref, DART)} ${param.name}, `).join('')}}`;

function parameters(args: ArgumentInput[], inputFields: (name: string) => ArgumentInput[] | undefined): string {
  if (args.length === 0) return '';
  if (args.length > 1) return named(args);
  const [arg] = args;
  const fields = arg.ref.kind === 'input' && !arg.ref.list && !SEALED_INPUTS.has(arg.ref.name) ? inputFields(arg.ref.name) : undefined;
  // A lone input object is spread into named parameters, in the alphabetical order of its fields.
  if (fields) return named([...fields].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)));
  const text = `${nullableTypeText(arg.ref, DART)} ${arg.name}`;
  return arg.ref.nullable ? `[${text}]` : text;
}

export const dartRules: LanguageRules = {
  language: 'dart',
  memberName: (field) => field,
  caseName: schemaValueNameOfWire,
  fieldType: (ref) => nullableTypeText(ref, DART),
  declarationKind: (kind) => declarationKindOf(kind, 'class'),
  signature({name, args, result, inputFields}) {
    const returns = isVoidResult(result) ? 'void' : nullableTypeText(result, DART);
    return `Future<${returns}> ${name}(${parameters(args, inputFields)});`;
  },
};
