/**
 * A release's language facts file (spec/releases/languages/X.Y.Z.json): each generated bundle the repository holds at
 * the tag, read by its language's reader. A bundle is read from packages/gql/src/generated where the tag has it, else
 * from the copy synced into the platform module (1.2.3 kept only those); the copies present beside it are listed.
 * The notes and the conventions are hand-written and carried from the previous file (see ./releaseFacts.ts).
 */
import type {BundleLanguage} from '../../../shared/languageDeclarations';
import type {LanguageFacts, ReleaseLanguageFacts} from '../../language-declarations/readLanguageFacts';
import {readCsharp} from './csharp';
import {readDart} from './dart';
import {readGdscript} from './gdscript';
import {readKotlin} from './kotlin';
import {readSwift} from './swift';
import {ExtractError, type ReleaseSource} from './source';

/** What a language's reader finds in a bundle. */
export interface BundleReading {
  declarations: LanguageFacts['declarations'];
  /** Root type → the language's operation name → its signature, in the bundle's order. */
  resolvers: Record<string, Record<string, string>>;
  /** Facts of the bundle beside its declarations (GDScript's argument helpers, C#'s helper types). */
  extra?: Record<string, unknown>;
}

const GENERATED = 'packages/gql/src/generated';

interface Bundle {
  language: BundleLanguage;
  file: string;
  /** Where the platform modules keep a synced copy. */
  copies: string[];
  read: (text: string) => BundleReading;
}

const BUNDLES: Bundle[] = [
  {language: 'swift', file: `${GENERATED}/Types.swift`, copies: ['packages/apple/Sources/Models/Types.swift'], read: readSwift},
  {language: 'kotlin', file: `${GENERATED}/Types.kt`, copies: ['packages/google/openiap/src/main/java/dev/hyo/openiap/Types.kt'], read: readKotlin},
  {language: 'dart', file: `${GENERATED}/types.dart`, copies: [], read: readDart},
  {language: 'gdscript', file: `${GENERATED}/types.gd`, copies: [], read: readGdscript},
  {language: 'csharp', file: `${GENERATED}/Types.cs`, copies: [], read: readCsharp},
];

function languageFacts(bundle: Bundle, source: ReleaseSource): LanguageFacts | undefined {
  const generated = source.read(bundle.file);
  const [file, text] = generated !== undefined ? [bundle.file, generated] : ([bundle.copies[0], bundle.copies[0] && source.read(bundle.copies[0])] as const);
  if (text === undefined || file === undefined) return undefined;
  let reading: BundleReading;
  try {
    reading = bundle.read(text);
  } catch (error) {
    throw new ExtractError(`${file}: not a readable ${bundle.language} bundle (${(error as Error).message})`);
  }
  if (Object.keys(reading.declarations).length === 0) throw new ExtractError(`${file}: not a readable ${bundle.language} bundle (no declaration found)`);
  const alsoPresentAt = generated !== undefined ? bundle.copies.filter((copy) => source.read(copy) !== undefined) : [];
  return {
    source: file,
    ...(alsoPresentAt.length && {alsoPresentAt}),
    declarations: reading.declarations,
    operations: Object.assign({}, ...Object.values(reading.resolvers)),
    operationRoots: Object.fromEntries(Object.entries(reading.resolvers).map(([root, operations]) => [root, Object.keys(operations)])),
    ...reading.extra,
  };
}

export function extractLanguageFacts(
  source: ReleaseSource,
  release: string,
  previous?: Record<string, unknown>,
): ReleaseLanguageFacts & Record<string, unknown> {
  const sameRelease = previous?.release === release;
  const languages: ReleaseLanguageFacts['languages'] = {};
  for (const bundle of BUNDLES) {
    const facts = languageFacts(bundle, source);
    if (facts) languages[bundle.language] = facts;
  }
  return {
    release,
    gitTag: source.tag,
    commit: source.commit,
    languages,
    ...(sameRelease && previous?.notes !== undefined && {notes: previous.notes}),
    conventions: previous?.conventions as Record<string, string> | undefined,
  };
}
