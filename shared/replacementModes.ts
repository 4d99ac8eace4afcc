/**
 * The Android replacement modes and what each does, shared by the table component and the Markdown copies of the
 * docs (plugins/markdown-export); imported without the site's path aliases so that both can load it.
 */
import {ReplacementModeAndroid} from '../spec';

/** What each mode does and when to use it. Typed by the enum, so a mode added to the spec fails the type check here. */
export const modeNotes: Record<ReplacementModeAndroid, {effect: string; recommendedFor?: string}> = {
  [ReplacementModeAndroid.WithTimeProration]: {
    effect: 'Switches now; the unused time of the old plan is credited towards the new one.',
    recommendedFor: 'Upgrades',
  },
  [ReplacementModeAndroid.ChargeProratedPrice]: {
    effect: 'Switches now and charges the prorated price difference for the rest of the period.',
  },
  [ReplacementModeAndroid.WithoutProration]: {
    effect: 'Switches now; the new price is charged from the next renewal, without proration.',
  },
  [ReplacementModeAndroid.ChargeFullPrice]: {
    effect: 'Switches now and charges the full price of the new plan immediately.',
  },
  [ReplacementModeAndroid.Deferred]: {
    effect: 'Keeps the old plan until it renews, then switches. The purchase callback returns an empty list.',
    recommendedFor: 'Downgrades',
  },
};

/** The numeric members of the ReplacementModeAndroid enum, in their numeric order. */
export function replacementModes(): Array<{name: string; value: ReplacementModeAndroid}> {
  return Object.entries(ReplacementModeAndroid)
    .filter((entry): entry is [string, ReplacementModeAndroid] => typeof entry[1] === 'number')
    .map(([name, value]) => ({name, value}))
    .sort((a, b) => a.value - b.value);
}
