/**
 * The table of Android replacement modes: its words and its rows, shared by the table component and the Markdown
 * copies of the docs (plugins/markdown-export). The modes themselves come from the spec model of the docs version
 * being read, so a released version keeps showing its own modes when spec/ moves on: releases before 3.0 list the
 * numeric enum their requests took, later ones the string values of `SubscriptionReplacementModeAndroid`, each with
 * Google Play's integer beside it as a fact of the store, not as a type. What each mode does lives here. Imported
 * without the site's path aliases so that both sides can load it.
 */
import type {SubscriptionReplacementModeAndroid} from '../spec';
import type {SpecModel} from './specModel';
import {kebabMode} from './replacementModeNames';
import type {SandboxReplacementMode} from './sandboxConstants';

/** The numeric enum of releases before 3.0, whose requests took Google Play's integer. */
export const NUMERIC_MODE_ENUM = 'ReplacementModeAndroid';
/** The string values later releases name a mode with, in `subscriptionProductReplacementParams`. */
export const STRING_MODE_ENUM = 'SubscriptionReplacementModeAndroid';

/** What a cell says where a mode is recommended for nothing in particular, or has no Play Billing integer. */
export const NOTHING = '—';

interface ModeNote {
  effect: string;
  recommendedFor?: string;
  /**
   * Play Billing's integer for the mode in its subscription-update parameters, the number releases before 3.0 took;
   * absent for a mode that has none there.
   */
  playBillingInteger?: number;
}

/**
 * What each mode does and when to use it, by the value later releases send. Keyed by every value of spec/'s union,
 * so a mode added to the spec fails the type check here until it has its note.
 */
const modeNotes: Readonly<Record<SubscriptionReplacementModeAndroid, ModeNote>> = {
  'unknown-replacement-mode': {
    effect: 'Names no mode: the schema marks it as not to be used.',
    playBillingInteger: 0,
  },
  'with-time-proration': {
    effect: 'Switches now; the unused time of the old plan is credited towards the new one.',
    recommendedFor: 'Upgrades',
    playBillingInteger: 1,
  },
  'charge-prorated-price': {
    effect: 'Switches now and charges the prorated price difference for the rest of the period.',
    playBillingInteger: 2,
  },
  'without-proration': {
    effect: 'Switches now; the new price is charged from the next renewal, without proration.',
    playBillingInteger: 3,
  },
  'charge-full-price': {
    effect: 'Switches now and charges the full price of the new plan immediately.',
    playBillingInteger: 5,
  },
  deferred: {
    effect: 'Keeps the old plan until it renews, then switches. The purchase callback returns an empty list.',
    recommendedFor: 'Downgrades',
    playBillingInteger: 6,
  },
  'keep-existing': {
    effect: 'Leaves this product and its payment schedule unchanged in the new purchase.',
  },
};

/** One row of the table, as the component and the Markdown copy show it. */
export interface ReplacementModeRow {
  /** The mode as the enum names it: `WithTimeProration` in the numeric enum, `with-time-proration` in the union. */
  name: string;
  /** The numeric enum's value, or Play Billing's integer beside a string value; `null` where there is none. */
  value: number | null;
  effect: string;
  /** `null` where the mode is recommended for nothing in particular. */
  recommendedFor: string | null;
}

/** The table of one docs version: which enum it lists, and its rows. */
export interface ReplacementModeTableData {
  enumName: typeof NUMERIC_MODE_ENUM | typeof STRING_MODE_ENUM;
  rows: ReplacementModeRow[];
}

/** Thrown when a model cannot fill the table; the caller says which model file it was. */
export class ReplacementModeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplacementModeError';
  }
}

function noteOf(kebab: string, label: string): ModeNote {
  const note = Object.hasOwn(modeNotes, kebab) ? modeNotes[kebab as SubscriptionReplacementModeAndroid] : undefined;
  if (!note) throw new ReplacementModeError(`the mode ${label} has no note on what it does; add one to shared/replacementModes.ts.`);
  return note;
}

/** The numeric enum's members, in numeric order, each with its note. */
function numericRows(members: ReadonlyArray<{name: string; value: string}>): ReplacementModeRow[] {
  return members
    .map((member) => {
      const value = Number(member.value);
      if (member.value.trim() === '' || !Number.isInteger(value)) {
        throw new ReplacementModeError(`the value ${member.value} of ${NUMERIC_MODE_ENUM}.${member.name} is not a whole number.`);
      }
      const note = noteOf(kebabMode(member.name), `${NUMERIC_MODE_ENUM}.${member.name}`);
      return {name: member.name, value, effect: note.effect, recommendedFor: note.recommendedFor ?? null};
    })
    .sort((a, b) => (a.value ?? 0) - (b.value ?? 0));
}

/** The union's values, in the schema's order, each with Play Billing's integer where it has one. */
function stringRows(members: ReadonlyArray<{name: string; value: string}>): ReplacementModeRow[] {
  return members.map((member) => {
    const note = noteOf(member.name, `${STRING_MODE_ENUM} '${member.name}'`);
    return {name: member.name, value: note.playBillingInteger ?? null, effect: note.effect, recommendedFor: note.recommendedFor ?? null};
  });
}

/**
 * The table of a docs version: the numeric enum where its model has it (its release takes the integer), else the
 * string values of the union. A model with neither, a numeric value that is not a whole number, or a mode that has
 * no note throws a {@link ReplacementModeError} saying so, instead of a table with a wrong or empty row.
 */
export function replacementModeTable(model: Pick<SpecModel, 'types'>): ReplacementModeTableData {
  const numeric = model.types.find((entry) => entry.name === NUMERIC_MODE_ENUM && entry.kind === 'enum');
  if (numeric?.members?.length) return {enumName: NUMERIC_MODE_ENUM, rows: numericRows(numeric.members)};
  const union = model.types.find((entry) => entry.name === STRING_MODE_ENUM);
  if (union?.members?.length) return {enumName: STRING_MODE_ENUM, rows: stringRows(union.members)};
  throw new ReplacementModeError(`it has neither the enum ${NUMERIC_MODE_ENUM} nor ${STRING_MODE_ENUM} with members.`);
}

/** One cell of the table: its text, and whether it is code (a name or a value) or words. */
export interface ReplacementModeCell {
  text: string;
  code: boolean;
}

const words = (text: string): ReplacementModeCell => ({text, code: false});
const code = (text: string): ReplacementModeCell => ({text, code: true});

/**
 * The table as cells, the same for the page and its Markdown copy. The numeric enum's table leads with the value its
 * release takes; the union's leads with the string value, Google Play's integer beside it.
 */
export function replacementModeCells({enumName, rows}: ReplacementModeTableData): {head: ReplacementModeCell[]; body: ReplacementModeCell[][]} {
  const notes = (row: ReplacementModeRow) => [words(row.effect), words(row.recommendedFor ?? NOTHING)];
  if (enumName === NUMERIC_MODE_ENUM) {
    return {
      head: [words('Value'), code(enumName), words('Effect'), words('Recommended for')],
      body: rows.map((row) => [code(String(row.value)), code(row.name), ...notes(row)]),
    };
  }
  return {
    head: [code(enumName), words('Play Billing integer'), words('Effect'), words('Recommended for')],
    body: rows.map((row) => [code(row.name), row.value === null ? words(NOTHING) : code(String(row.value)), ...notes(row)]),
  };
}

/** A mode a reader can pick in the plan-change simulator: its member name, the value its request sends, what it does. */
export interface ReplacementModeChoice {
  name: string;
  value: SandboxReplacementMode;
  summary: string;
}

/**
 * The simulator's choices: the modes the version's sandbox simulates (member name to the value its request carries),
 * each with what it does.
 */
export function replacementModeChoices(modes: Readonly<Record<string, SandboxReplacementMode>>): ReplacementModeChoice[] {
  return Object.entries(modes).map(([name, value]) => ({name, value, summary: noteOf(kebabMode(name), name).effect}));
}
