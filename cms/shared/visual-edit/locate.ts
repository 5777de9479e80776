// Which field filled the element under the pointer, in a live preview whose texts carry their fields' paths
// (cms/local-api/live-tags.ts). A tagged text is found exactly. A price, a number or an image carries no tag: it is
// found by its value among the fields of the nearest item whose texts are tagged (a plan card: its name and features
// say plans.0), as the page shows it. A click on an item's or a section's background finds the item or section.
// Runs wherever the page's DOM is: inside the local editor's preview frame, and in the team editor beside its frame.
import { VERCEL_STEGA_REGEX, vercelStegaDecode, vercelStegaDecodeAll, vercelStegaSplit } from '@vercel/stega';
import { formatCents } from '../../../src/vocabulary/money.ts';
import type { Path } from '../describe-change.ts';

/** Attributes a component may put a text in (an image's alternative text, a button's label). */
const TEXT_ATTRIBUTES = ['alt', 'title', 'aria-label', 'placeholder'];
/** How far up from the element an item is looked for: beyond a section, the whole page says nothing. */
const MAX_LEVELS = 12;

const isPath = (value: unknown): value is Path =>
  Array.isArray(value) && value.every((key) => typeof key === 'string' || typeof key === 'number');
// (It gives undefined, not an empty list, for a text with none.)
const pathsIn = (text: string): Path[] => (vercelStegaDecodeAll<unknown>(text) ?? []).filter(isPath);

/**
 * The field of the text under the pointer: one text may hold several ("Email accounts: 5", a label and a value), each
 * followed by its tag, so the tag that follows the pointer's place in it; the last one past the end.
 */
function pathAt(text: string, offset: number): Path | undefined {
  let last: Path | undefined;
  for (const match of text.matchAll(new RegExp(VERCEL_STEGA_REGEX.source, 'gu'))) {
    const path = vercelStegaDecode<unknown>(match[0]);
    if (!isPath(path)) continue;
    if (match.index + match[0].length > offset) return path;
    last = path;
  }
  return last;
}

/** The paths of the element's own texts: its text nodes and text attributes, not its children's. */
function ownPaths(element: Element): Path[] {
  const texts = [...element.childNodes].filter((n) => n.nodeType === 3).map((n) => n.textContent ?? '');
  for (const name of TEXT_ATTRIBUTES) texts.push(element.getAttribute(name) ?? '');
  return texts.flatMap(pathsIn);
}

/** The paths of every text inside the element. */
function pathsWithin(element: Element): Path[] {
  const found = pathsIn(element.textContent ?? '');
  for (const inner of element.querySelectorAll(TEXT_ATTRIBUTES.map((a) => `[${a}]`).join(',')))
    for (const name of TEXT_ATTRIBUTES) found.push(...pathsIn(inner.getAttribute(name) ?? ''));
  return found;
}

/** The path all these paths start with. */
function commonPrefix(paths: Path[]): Path {
  const [first = [], ...rest] = paths;
  let length = first.length;
  for (const path of rest) {
    let i = 0;
    while (i < length && path[i] === first[i]) i++;
    length = i;
  }
  return first.slice(0, length);
}

const valueAt = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (v, key) => (v && typeof v === 'object' ? (v as Record<string, unknown>)[key] : undefined),
    data,
  );

/** Every value under `path` that is not an object or a list, with its path. */
function leavesOf(data: unknown, path: Path): [Path, unknown][] {
  const value = valueAt(data, path);
  if (Array.isArray(value)) return value.flatMap((_, i) => leavesOf(data, [...path, i]));
  if (value && typeof value === 'object') return Object.keys(value).flatMap((key) => leavesOf(data, [...path, key]));
  return [[path, value]];
}

/**
 * The text an element shows, without the tags: read once per element and click, as each of an item's values is
 * looked for in each element from the pointer up (an item's texts, their tags decoded, again and again).
 */
function shownTexts(): (element: Element) => string {
  const read = new Map<Element, string>();
  return (element) => {
    let text = read.get(element);
    if (text === undefined) read.set(element, (text = vercelStegaSplit(element.textContent ?? '').cleaned.trim()));
    return text;
  };
}

/** Whether the element shows this value: a price as the site writes it, a number, a word, an image's file. */
function shows(element: Element, value: unknown, shownText: (element: Element) => string): boolean {
  if (typeof value === 'number') {
    const text = shownText(element);
    return text.includes(formatCents(value)) || text === String(value);
  }
  if (typeof value !== 'string' || value === '') return false;
  if (/^images\//.test(value)) {
    const image = element.closest('picture') ?? element;
    const name = (value.split('/').pop() ?? '').replace(/\.[a-z]+$/, '');
    return [...image.querySelectorAll('img, source'), image].some((e) =>
      [e.getAttribute('src'), e.getAttribute('srcset')].some((a) => a?.includes(name)),
    );
  }
  return shownText(element) === value.trim();
}

export interface Located {
  /** The element to outline: the field's own, or the item's or section's for a click on its background */
  element: Element;
  /** The field, or the item or section, in the form's data */
  path: Path;
}

/** The text under the pointer (from caretPositionFromPoint), when the pointer is on text. */
export interface Caret {
  node: Node;
  offset: number;
}

/** What the element at `start` shows of `data`, stopping at `top` (the page's main element). */
export function locate(start: Element, data: unknown, top: Element, caret?: Caret | null): Located | null {
  if (caret?.node.nodeType === 3 && caret.node.parentElement === start) {
    const path = pathAt(caret.node.textContent ?? '', caret.offset);
    if (path) return { element: start, path };
  }
  const ancestors: Element[] = [];
  for (let e: Element | null = start; e && ancestors.length < MAX_LEVELS; e = e.parentElement) {
    ancestors.push(e);
    if (e === top) break;
  }
  const [own] = ownPaths(start);
  if (own) return { element: start, path: own };
  let group: Located | null = null;
  const shownText = shownTexts();
  for (const [level, element] of ancestors.entries()) {
    const paths = pathsWithin(element);
    if (paths.length === 0) continue;
    // The item all the texts around belong to; a single text's own field is its item's.
    const prefix = commonPrefix(paths);
    const item = paths.length === 1 ? prefix.slice(0, -1) : prefix;
    const leaves = leavesOf(data, item);
    // The smallest element under the pointer that shows one of the item's values: "$4.99/mo" for a click on "/mo".
    for (const shown of ancestors.slice(0, level)) {
      const leaf = leaves.find(([, value]) => shows(shown, value, shownText));
      if (leaf) return { element: shown, path: leaf[0] };
    }
    group ??= item.length > 0 ? { element, path: item } : null;
  }
  // Inside a text's element (a word set in bold in it): that text's field; else the item or section around.
  for (const element of ancestors) {
    const [path] = ownPaths(element);
    if (path) return { element, path };
  }
  return group;
}
