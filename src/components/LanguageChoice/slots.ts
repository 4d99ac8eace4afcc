/**
 * The places in a type table or an operation that change with the reader's language. The view draws each as the
 * TypeScript text plus an empty slot named by a key (./Swap.tsx); the layer (./Layer.tsx) fills the slots from the
 * language's file. A key names what it shows in the model's terms, which is how the file is keyed.
 */
import type {LanguageDeclarationsFile} from '@site/shared/languageDeclarations';

type SlotKind = 'declaration' | 'fieldName' | 'fieldType' | 'case' | 'signature' | 'paramType' | 'returns';

const PREFIX: Record<SlotKind, string> = {declaration: 'd', fieldName: 'n', fieldType: 't', case: 'c', signature: 'o', paramType: 'p', returns: 'r'};

/** Parts are joined by a character no spec name or wire value holds. */
const SEPARATOR = '|';

const key = (kind: SlotKind, ...parts: string[]) => [PREFIX[kind], ...parts].join(SEPARATOR);

export const slotKeys = {
  declaration: (type: string) => key('declaration', type),
  fieldName: (type: string, field: string) => key('fieldName', type, field),
  fieldType: (type: string, field: string) => key('fieldType', type, field),
  /** An enum member, by its wire value (the model's `value`, without the quotes of a string literal). */
  case: (type: string, value: string) => key('case', type, wireValue(value)),
  signature: (operation: string) => key('signature', operation),
  /** A parameter's type; a listener's `listener` shows the payload its event carries. */
  paramType: (operation: string, param: string) => key('paramType', operation, param),
  returns: (operation: string) => key('returns', operation),
};

/** The model writes a string enum member's value as the literal (`'in-app'`); the file keys cases by the bare value. */
export function wireValue(value: string): string {
  const quoted = /^(['"`])(.*)\1$/.exec(value);
  return quoted ? quoted[2] : value;
}

/** The text a slot shows in the file's language, or null when the file lacks it (the TypeScript stays, marked). */
export function slotText(file: LanguageDeclarationsFile, slotKey: string): string | null {
  const [prefix, first = '', second = ''] = slotKey.split(SEPARATOR);
  const declaration = file.declarations[first];
  switch (prefix) {
    case PREFIX.declaration:
      return declaration?.name ?? null;
    case PREFIX.fieldName:
      return declaration?.fields?.[second]?.name ?? null;
    case PREFIX.fieldType:
      return declaration?.fields?.[second]?.type ?? file.fieldTypes?.[first]?.[second] ?? null;
    case PREFIX.case:
      return declaration?.cases?.[second] ?? null;
    case PREFIX.signature:
      return file.operations[first] ?? null;
    case PREFIX.paramType:
      return file.calls?.[first]?.params[second] ?? null;
    case PREFIX.returns:
      return file.calls?.[first]?.returns ?? null;
    default:
      return null;
  }
}
