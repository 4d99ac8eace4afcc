/**
 * The parts of an operation that its page shows beside the signature, read from the signature text as a language
 * declares it: each model parameter's type, the result, and for a listener the payload its event carries. The model's
 * parameters are found by name (`_ params`, `@params`, `subscription_ids`); Dart's named parameters that stand for
 * the model's one argument object are that parameter's type. What the text does not declare is left out, and the page
 * marks the TypeScript that stays.
 */
import type {BundleLanguage, LanguageCall, LanguageDeclarationsFile} from '../../shared/languageDeclarations';
import type {OperationModel, SpecModel} from '../../shared/specModel';

const OPEN = '<[({';
const CLOSE = '>])}';

/** The text split at `separator` outside brackets (`Map<String, int>` stays whole). */
function splitTop(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (OPEN.includes(char)) depth += 1;
    else if (CLOSE.includes(char) && text[index - 1] !== '-') depth -= 1;
    else if (char === separator && depth === 0) {
      parts.push(text.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(text.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The index of the bracket that closes the one at `open`. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index += 1) {
    if (text[index] === '(') depth += 1;
    else if (text[index] === ')' && (depth -= 1) === 0) return index;
  }
  return -1;
}

/** One parameter as declared: `_ options: PurchaseOptions?`, `required List<String> skus`, `PurchaseOptions? options = null`. */
function parameter(text: string, typeFirst: boolean): {name: string; type: string} {
  const declared = splitTop(text, '=')[0].replace(/^required\s+/, '');
  if (typeFirst) {
    const space = declared.lastIndexOf(' ');
    return {name: declared.slice(space + 1), type: declared.slice(0, space).trim()};
  }
  const colon = declared.indexOf(':');
  return {name: declared.slice(0, colon).trim().split(/\s+/).pop() ?? '', type: declared.slice(colon + 1).trim()};
}

/** A signature's parameters (Dart's named ones also as their group's text) and its result type as declared. */
export function signatureParts(language: BundleLanguage, signature: string): {params: {name: string; type: string}[]; named?: string; result: string} {
  const text = signature.trim().replace(/;$/, '');
  const open = text.indexOf('(');
  const close = closing(text, open);
  const typeFirst = language === 'dart' || language === 'csharp';
  // Dart and C# write the result first (`Future<bool> name(`), the others after the parameters (`-> Bool`, `: Boolean`).
  const result = typeFirst
    ? text.slice(0, text.lastIndexOf(' ', open)).trim()
    : text
        .slice(close + 1)
        .replace(/^\s*(async\s+)?(throws\s+)?(->|:)\s*/, '')
        .trim();
  const params: {name: string; type: string}[] = [];
  let named: string | undefined;
  for (const part of splitTop(text.slice(open + 1, close), ',')) {
    // Dart's optional parameters: named (`{bool? x}`) or positional (`[List<String>? ids]`).
    const group = /^([{[])(.*)[}\]]$/s.exec(part);
    const members = group ? splitTop(group[2], ',') : [part];
    if (group?.[1] === '{') named = `{${members.join(', ')}}`;
    params.push(...members.map((member) => parameter(member, typeFirst)));
  }
  return {params, named, result};
}

const sameName = (a: string, b: string) => a.replace(/[_@]/g, '').toLowerCase() === b.replace(/[_@]/g, '').toLowerCase();

/** The type a Dart `Future<T>` or C# `Task<T>` resolves to: what a listener's event carries. */
const awaited = (type: string) => /^(?:Future|Task)<(.*)>$/.exec(type)?.[1] ?? type;

/** The model's table of the events' payloads, keyed by the event (`[IapEvent.PurchaseUpdated]`). */
const PAYLOADS = 'IapEventPayloads';

/** A listener's row in the payloads table: `[IapEvent.PurchaseUpdated]` for `IapEventListener<IapEvent.PurchaseUpdated>`. */
function payloadField(operation: OperationModel): string | undefined {
  const event = /^IapEventListener<(IapEvent\.\w+)>$/.exec(operation.params.find((param) => param.name === 'listener')?.type ?? '')?.[1];
  return event && `[${event}]`;
}

/** An operation's parts in a language, or undefined when it declares none of them. */
function callOf(file: LanguageDeclarationsFile, operation: OperationModel, model: Pick<SpecModel, 'types'>): LanguageCall | undefined {
  const signature = file.operations[operation.name];
  const parts = signature ? signatureParts(file.language, signature) : undefined;
  const listener = operation.group === 'listeners';
  const params: Record<string, string> = {};
  const arguments_ = operation.params.filter((param) => !(listener && param.name === 'listener'));
  for (const param of arguments_) {
    const type = parts?.params.find((entry) => sameName(entry.name, param.name))?.type ?? (arguments_.length === 1 ? parts?.named : undefined);
    if (type) params[param.name] = type;
  }
  if (listener) {
    // A bundle without the event (GDScript has none) may still declare the type it carries.
    const field = payloadField(operation);
    const declared = model.types.find((type) => type.name === PAYLOADS)?.fields?.find((entry) => entry.name === field)?.type;
    const payload = parts ? awaited(parts.result) : declared && file.declarations[declared]?.name;
    if (payload) params.listener = payload;
  }
  const call: LanguageCall = {params};
  // A listener returns TypeScript's subscription handle, which no bundle declares.
  if (parts && !listener) call.returns = parts.result;
  return Object.keys(params).length > 0 || call.returns ? call : undefined;
}

/**
 * The file with each operation's parts, keyed by the model's operation names like its signatures, and the payloads
 * table's types: no bundle declares that table, but each declares what its events carry.
 */
export function withCalls(file: LanguageDeclarationsFile, model: Pick<SpecModel, 'types' | 'operations'>): LanguageDeclarationsFile {
  const calls: Record<string, LanguageCall> = {};
  const payloads: Record<string, string> = {};
  for (const operation of model.operations) {
    const call = callOf(file, operation, model);
    if (call) calls[operation.name] = call;
    const field = payloadField(operation);
    if (field && call?.params.listener) payloads[field] = call.params.listener;
  }
  return {...file, calls, fieldTypes: {[PAYLOADS]: payloads}};
}
