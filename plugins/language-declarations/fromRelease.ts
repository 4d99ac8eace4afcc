/**
 * A release's declarations in one language, as the pages show them: the release's language facts, keyed by the
 * model's names. What the model does not name (a declaration, member, case or operation the docs version has no
 * place for) is left out: the pages show the model's types, in the reader's language.
 */
import type {BundleLanguage, LanguageDeclaration, LanguageDeclarationsFile} from '../../shared/languageDeclarations';
import type {SpecModel, TypeModel} from '../../shared/specModel';
import {stripQuotes} from '../release-facts/fidelity';
import type {LanguageFactDeclaration, LanguageFacts} from './readLanguageFacts';
import {modelFieldOfMember, modelOperationOfLanguage} from './modelNames';

function declarationOf(name: string, facts: LanguageFactDeclaration, type: TypeModel): LanguageDeclaration {
  const declaration: LanguageDeclaration = {name, kind: facts.kind};
  if (type.fields) {
    const fields: NonNullable<LanguageDeclaration['fields']> = {};
    for (const [member, text] of Object.entries(facts.fields)) {
      const field = modelFieldOfMember(type, member, facts.wireNames);
      if (field && !fields[field.name]) fields[field.name] = {name: member, type: text};
    }
    if (Object.keys(fields).length > 0) declaration.fields = fields;
  }
  if (type.members) {
    const wires = new Set(type.members.map((member) => stripQuotes(member.value)));
    const cases: Record<string, string> = {};
    for (const [caseName, wire] of Object.entries(facts.cases)) if (wires.has(wire)) cases[wire] = caseName;
    if (Object.keys(cases).length > 0) declaration.cases = cases;
  }
  if (facts.members?.length) declaration.members = [...facts.members];
  return declaration;
}

/** The declarations of one language of a release, keyed by the model's type and operation names. */
export function releaseDeclarationsFile(
  version: string,
  language: BundleLanguage,
  facts: LanguageFacts,
  model: Pick<SpecModel, 'types' | 'operations'>,
): LanguageDeclarationsFile {
  const declarations: Record<string, LanguageDeclaration> = {};
  // Every model type that documents a declaration gets it: two model types may document one schema declaration.
  for (const type of model.types) {
    const name = [type.schemaName, type.name].find((candidate) => candidate && Object.hasOwn(facts.declarations, candidate));
    if (name) declarations[type.name] = declarationOf(name, facts.declarations[name], type);
  }
  const operations: Record<string, string> = {};
  for (const [name, signature] of Object.entries(facts.operations)) {
    const operation = modelOperationOfLanguage(model, language, name);
    if (operation && !operations[operation.name]) operations[operation.name] = signature;
  }
  return {version, language, origin: 'release', declarations, operations};
}
