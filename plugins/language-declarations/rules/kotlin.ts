/** Kotlin, as the openiap-google types bundle declares the schema. */
import {pascalCaseOfWire} from '../nameSpelling';
import {declarationKindOf, nullableTypeText, type TypeSpelling} from './common';
import {isVoidResult, type LanguageRules} from './types';

const KOTLIN: TypeSpelling = {scalars: {String: 'String', ID: 'String', Int: 'Int', Float: 'Double', Boolean: 'Boolean'}, list: (item) => `List<${item}>`};

export const kotlinRules: LanguageRules = {
  language: 'kotlin',
  memberName: (field) => field,
  caseName: pascalCaseOfWire,
  fieldType: (ref) => nullableTypeText(ref, KOTLIN),
  declarationKind: (kind) => declarationKindOf(kind, 'class'),
  signature({name, args, result}) {
    // An argument that may be null may also be left out.
    const params = args.map((arg) => `${arg.name}: ${nullableTypeText(arg.ref, KOTLIN)}${arg.ref.nullable ? ' = null' : ''}`).join(', ');
    const returns = isVoidResult(result) ? 'Unit' : nullableTypeText(result, KOTLIN);
    return `suspend fun ${name}(${params}): ${returns}`;
  },
};
