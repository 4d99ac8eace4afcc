/**
 * The speed layer's mechanisms, by the names that turn each off for a measurement (`npm run bench:mechanisms`). Every
 * one only makes pages lighter or faster to start: a build without any of them shows the same content. The build
 * reads `OPENIAP_SPEED_OFF` (names, comma-separated); the mechanisms that live in the browser code read the names
 * through the site config's `customFields` (src/hooks/useSpeedMechanism.ts).
 */
export const SPEED_MECHANISMS = {
  'paint-first': 'the paint-first page template (plugins/paint-first-template)',
  'bundle-split': 'the theme and React DOM chunks (plugins/bundle-split)',
  'compile-hints': 'compile hints on the start-up bundles (plugins/compile-hints)',
  'static-islands': 'type tables, operations and code tokens kept out of the JavaScript (plugins/static-islands)',
  'prose-runs': 'runs of plain Markdown kept as server HTML (plugins/static-islands/proseRuns.ts)',
  'classic-trim': "the classic theme without Prism's and nprogress's client modules (plugins/classic-preset)",
  'desktop-only': 'the wide-screen sidebar, table of contents and version menu built only on a wide screen',
  'drawer-deferral': "the phone's navigation drawer built when idle, its docs sidebar on first use",
} as const;

export type SpeedMechanism = keyof typeof SPEED_MECHANISMS;

/** The mechanisms that are plugins of their own: `OPENIAP_SPEED_PLUGINS=off` turns these off together. */
export const SPEED_PLUGINS: readonly SpeedMechanism[] = ['paint-first', 'bundle-split', 'compile-hints', 'static-islands', 'prose-runs'];

const isMechanism = (name: string): name is SpeedMechanism => Object.hasOwn(SPEED_MECHANISMS, name);

/**
 * The mechanisms a build leaves out, from its environment. `OPENIAP_SPEED_OFF=all` leaves out the whole layer; an
 * unknown name stops the build, since a misspelt switch would measure the full site under another name.
 */
export function mechanismsOff(env: Record<string, string | undefined>): SpeedMechanism[] {
  const names = (env.OPENIAP_SPEED_OFF ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const off = new Set<SpeedMechanism>(env.OPENIAP_SPEED_PLUGINS === 'off' ? SPEED_PLUGINS : []);
  for (const name of names) {
    if (name === 'all') Object.keys(SPEED_MECHANISMS).forEach((each) => off.add(each as SpeedMechanism));
    else if (isMechanism(name)) off.add(name);
    else throw new Error(`OPENIAP_SPEED_OFF: no speed mechanism "${name}" (known: all, ${Object.keys(SPEED_MECHANISMS).join(', ')}).`);
  }
  return Object.keys(SPEED_MECHANISMS).filter((name): name is SpeedMechanism => off.has(name as SpeedMechanism));
}
