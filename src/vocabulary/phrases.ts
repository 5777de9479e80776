// Phrases of site.yaml `ui` with {name} slots, filled in or split around a slot; pure, so loader and UI share them.

/** Fills the {name} slots of a phrase. */
export const fill = (phrase: string, values: Record<string, string | number>) =>
  phrase.replace(/\{(\w+)\}/g, (slot, name: string) => String(values[name] ?? slot));

/** A phrase split at its {name} slot, for an element to go in between; with no slot, it goes at the end. */
export function aroundSlot(phrase: string, name: string): { before: string; after: string } {
  const at = phrase.indexOf(`{${name}}`);
  return at < 0
    ? { before: `${phrase} `, after: '' }
    : { before: phrase.slice(0, at), after: phrase.slice(at + name.length + 2) };
}
