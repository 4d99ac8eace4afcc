/** The note over TypeScript: only a version whose release kept no TypeScript file of its own has one. */
export function typescriptNote(derived: boolean, label: string): string | null {
  return derived ? `TypeScript derived from the ${label} model: the release's own file is not in its facts.` : null;
}
