/** C#, as the maui-iap types bundle declares the schema. */
import {csharpMemberName, csharpParameterName, pascalCase, schemaValueNameOfWire} from '../nameSpelling';
import {declarationKindOf, nullableTypeText, type TypeSpelling} from './common';
import {isVoidResult, type LanguageRules} from './types';

const CSHARP: TypeSpelling = {
  scalars: {String: 'string', ID: 'string', Int: 'int', Float: 'double', Boolean: 'bool'},
  list: (item) => `IReadOnlyList<${item}>`,
};

/** Argument names that are C# keywords, which the bundle escapes with `@`. */
const KEYWORDS = new Set(['params', 'object', 'string', 'event', 'operator', 'base', 'default', 'checked', 'fixed', 'lock', 'out', 'ref']);

export const csharpRules: LanguageRules = {
  language: 'csharp',
  memberName: csharpMemberName,
  caseName: schemaValueNameOfWire,
  fieldType: (ref) => nullableTypeText(ref, CSHARP),
  declarationKind: (kind) => declarationKindOf(kind, 'class'),
  signature({name, args, result}) {
    const params = args
      .map((arg) => {
        const parameter = csharpParameterName(arg.name);
        return `${nullableTypeText(arg.ref, CSHARP)} ${KEYWORDS.has(parameter) ? '@' : ''}${parameter}${arg.ref.nullable ? ' = null' : ''}`;
      })
      .join(', ');
    // The C# resolver returns the status string of an operation whose schema result is VoidResult.
    const returns = isVoidResult(result) ? 'string' : nullableTypeText(result, CSHARP);
    return `Task<${returns}> ${pascalCase(name)}Async(${params});`;
  },
};
