/**
 * The table of Android replacement modes: its words and its rows, shared by the table component and the Markdown
 * copies of the docs (plugins/markdown-export). The modes themselves (names and values) come from the spec model of
 * the docs version being read, so a released version keeps showing its own modes when spec/ moves on; only the
 * notes on what each mode does live here. Imported without the site's path aliases so that both sides can load it.
 */
import type {ReplacementModeAndroid} from '../spec';
import type {SpecModel} from './specModel';

/** The enum the table lists, named in its header. */
export const REPLACEMENT_MODE_ENUM = 'ReplacementModeAndroid';

/** The table's column headings, in order; the enum's name stands between the value and the effect. */
export const REPLACEMENT_MODE_COLUMNS = {value: 'Value', effect: 'Effect', recommendedFor: 'Recommended for'} as const;

/** What the "Recommended for" cell says for a mode that is recommended for nothing in particular. */
export const NOT_RECOMMENDED_FOR_ANYTHING = '—';

interface ModeNote {
  effect: string;
  recommendedFor?: string;
}

/**
 * What each mode does and when to use it, by member name. Keyed by the members of spec/'s enum, so a mode added to
 * the spec fails the type check here until it has its note.
 */
const modeNotes: Readonly<Record<keyof typeof ReplacementModeAndroid, ModeNote>> = {
  WithTimeProration: {
    effect: 'Switches now; the unused time of the old plan is credited towards the new one.',
    recommendedFor: 'Upgrades',
  },
  ChargeProratedPrice: {
    effect: 'Switches now and charges the prorated price difference for the rest of the period.',
  },
  WithoutProration: {
    effect: 'Switches now; the new price is charged from the next renewal, without proration.',
  },
  ChargeFullPrice: {
    effect: 'Switches now and charges the full price of the new plan immediately.',
  },
  Deferred: {
    effect: 'Keeps the old plan until it renews, then switches. The purchase callback returns an empty list.',
    recommendedFor: 'Downgrades',
  },
};

/** One row of the table, as the component and the Markdown copy show it. */
export interface ReplacementModeRow {
  name: string;
  value: number;
  effect: string;
  /** `null` where the mode is recommended for nothing in particular. */
  recommendedFor: string | null;
}

/** Thrown when a model cannot fill the table; the caller says which model file it was. */
export class ReplacementModeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ReplacementModeError';
  }
}

/**
 * The rows of a docs version's table: the members of that version's ReplacementModeAndroid enum, in numeric order,
 * each with its note. A model without the enum, with a value that is not a whole number, or with a mode that has no
 * note throws a {@link ReplacementModeError} saying so, instead of a table with a wrong or empty row.
 */
export function replacementModeRows(model: Pick<SpecModel, 'types'>): ReplacementModeRow[] {
  const type = model.types.find((entry) => entry.name === REPLACEMENT_MODE_ENUM && entry.kind === 'enum');
  if (!type?.members?.length) throw new ReplacementModeError(`it has no enum ${REPLACEMENT_MODE_ENUM} with members.`);
  return type.members
    .map((member) => {
      const value = Number(member.value);
      if (member.value.trim() === '' || !Number.isInteger(value)) {
        throw new ReplacementModeError(`the value ${member.value} of ${REPLACEMENT_MODE_ENUM}.${member.name} is not a whole number.`);
      }
      const note = Object.hasOwn(modeNotes, member.name) ? modeNotes[member.name as keyof typeof modeNotes] : undefined;
      if (!note) {
        throw new ReplacementModeError(`the mode ${REPLACEMENT_MODE_ENUM}.${member.name} has no note on what it does; add one to shared/replacementModes.ts.`);
      }
      return {name: member.name, value, effect: note.effect, recommendedFor: note.recommendedFor ?? null};
    })
    .sort((a, b) => a.value - b.value);
}
