/** Swift, as the openiap-apple types bundle declares the schema. */
import {camelCaseOfWire} from '../nameSpelling';
import {declarationKindOf, nullableTypeText, type TypeSpelling} from './common';
import {isVoidResult, type LanguageRules} from './types';

const SWIFT: TypeSpelling = {scalars: {String: 'String', ID: 'String', Int: 'Int', Float: 'Double', Boolean: 'Bool'}, list: (item) => `[${item}]`};

export const swiftRules: LanguageRules = {
  language: 'swift',
  memberName: (field) => field,
  caseName: camelCaseOfWire,
  fieldType: (ref) => nullableTypeText(ref, SWIFT),
  declarationKind: (kind) => declarationKindOf(kind, 'struct'),
  signature({name, args, result}) {
    // A lone argument is unlabelled at the call site; two or more keep their labels.
    const label = args.length === 1 ? '_ ' : '';
    const params = args.map((arg) => `${label}${arg.name}: ${nullableTypeText(arg.ref, SWIFT)}`).join(', ');
    const returns = isVoidResult(result) ? 'Void' : nullableTypeText(result, SWIFT);
    return `func ${name}(${params}) async throws -> ${returns}`;
  },
};
