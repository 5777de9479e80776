// How a marketer's edit changes one value (scripts/content-edits.ts): a text scrambled to the same shape, a price
// moved by up to $4.99, a date moved back, a list reordered; the same value gets the same edit on every run, and
// what the spec fixes (tests/spec.ts) is kept.
import * as spec from '../tests/spec.ts';

// Deterministic randomness: the same content gets the same edits on every run.
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}
function random(seed: string): () => number {
  let a = hash(seed);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Every string the spec fixes, and the templates that make one ("Last updated: {date}").
const fixed = new Set<string>();
const collect = (value: unknown): void => {
  if (typeof value === 'string') fixed.add(value);
  else if (Array.isArray(value)) value.forEach(collect);
  else if (value && typeof value === 'object') Object.values(value).forEach(collect);
};
collect(spec);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export function isFixed(text: string): boolean {
  if (fixed.has(text)) return true;
  if (!/\{\w+\}/.test(text)) return false;
  const template = new RegExp(
    `^${text
      .split(/\{\w+\}/)
      .map(escape)
      .join('.+')}$`,
  );
  return [...fixed].some((s) => template.test(s));
}
const longDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', dateStyle: 'long' });
export const isFixedDate = (iso: string) => [...fixed].some((s) => s.includes(longDate(iso)));

/**
 * The same text with every letter and digit replaced: same length, case, spaces, punctuation and {slots}, so it
 * stays valid wherever the original was. A function of the text alone, so equal texts (a post's category and
 * the category's name, a card's pricePlan and the plan's name) stay equal.
 */
export function scramble(text: string): string {
  const next = random(`text:${text}`);
  const out = text.replace(/\{price:[^{}\n]*\}|\{\w+\}|[A-Za-z0-9]/g, (c) => {
    if (c.startsWith('{price:')) return renamedSlot(c);
    if (c.length > 1) return c;
    if (/\d/.test(c)) return String(Math.floor(next() * 10));
    const letter = String.fromCharCode(97 + Math.floor(next() * 26));
    return c === c.toUpperCase() ? letter.toUpperCase() : letter;
  });
  // A text of only slots and punctuation ("{workplace} · {place}") has no letter to change: it stays as it is.
  return out === text && /[a-z]/i.test(text.replace(/\{\w+\}/g, '')) ? scramble(`${text} `).slice(0, text.length) : out;
}

/** A text as the edit leaves it: the spec's own texts kept, every other one scrambled. */
export const edited = (text: string) => (isFixed(text) ? text : scramble(text));

/**
 * A price slot ({price:shared/Starter}) naming its plan as the edit renamed it, as a marketer who renames a plan
 * renames it where copy shows its price: the product's file name stays, the plan's name is edited as the plan's own.
 */
function renamedSlot(slot: string): string {
  const key = slot.slice('{price:'.length, -1);
  const slash = key.indexOf('/');
  return slash < 0 ? slot : `{price:${key.slice(0, slash + 1)}${edited(key.slice(slash + 1))}}`;
}

/** An MDX body with its price slots (written \\{price:…\\}, as MDX reads braces as code) renamed. */
export const withRenamedSlots = (body: string) =>
  body.replace(
    /\\\{price:([^{}\n\\]*)\\\}/g,
    (_all, key: string) => `\\${renamedSlot(`{price:${key}}`).slice(0, -1)}\\}`,
  );

/** A new whole number of cents, up or down by 1 cent to $4.99 depending on where the price is. */
export function reprice(cents: number, seed: string): number {
  const h = hash(seed);
  const delta = 1 + (h % 499);
  return h & 0x10000 && cents - delta >= 1 ? cents - delta : cents + delta;
}

export function moveDate(iso: string, seed: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1 - (hash(seed) % 120));
  return date.toISOString().slice(0, 10);
}

/** A shuffled order of n items, never the same order when there are two or more. */
export function permutation(n: number, seed: string): number[] {
  const next = random(seed);
  const order = [...Array(n).keys()];
  for (let i = n - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return n > 1 && order.every((v, i) => v === i) ? [...order.slice(1), 0] : order;
}
