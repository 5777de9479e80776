// The build's messages in a marketer's words. The content layer writes them for whoever edits the files (prices
// in cents, field paths, file names); the editor names the field as its form and outline do ("Plan: Starter ›
// Price"), the document by its name, and money in dollars.
import { humanize } from '../../shared/form-words.ts';
import { formatDollars } from './money.ts';
import { itemTitle, titleText } from '../../shared/item-title.ts';

type Schema = Record<string, unknown>;

/** Rewrites of the build's words, each a pattern and what a marketer reads instead. */
const REWRITES: [RegExp, (...groups: string[]) => string][] = [
  [
    /a whole number of US cents \(1250 means \$12\.50\)(?:, not a decimal)?(?:, found [^;,]* \(\w+\))?/g,
    () => 'a price in dollars and cents, like 12.50',
  ],
  [/ \(in cents\)| in US cents/g, () => ''],
  [/(\d+) cents?\b/g, (_, cents) => formatDollars(Number(cents))],
  [/,? ?or list it under unroutedLinks in site\.yaml/g, () => ', or add it to the Site settings’ unrouted links'],
];

/** A message of the build, with prices in dollars and no file or field names. */
export const issueMessage = (message: string): string =>
  REWRITES.reduce((text, [pattern, rewrite]) => text.replace(pattern, (...match) => rewrite(...match)), message);

/** "plans[0].price" -> ["plans", "0", "price"] */
export const fieldPath = (field: string) =>
  field.split(/\.|\[(\d+)\]/).filter((part) => part !== undefined && part !== '');

const isRecord = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** "plans[0].price" as the form names it: "Plan: Starter › Price"; '' for the whole document. */
export function fieldName(schema: Schema, data: unknown, field: string): string {
  const parts = fieldPath(field).map((part) => (/^\d+$/.test(part) ? Number(part) : part));
  const names: string[] = [];
  let node: unknown = schema;
  parts.forEach((part, i) => {
    if (typeof part === 'number') {
      names.push(titleText(itemTitle(parts.slice(0, i + 1), data)));
      node = isRecord(node) ? node.items : undefined;
      return;
    }
    const properties = isRecord(node) && isRecord(node.properties) ? node.properties : {};
    const property = properties[part];
    // A list is named by its items ("Plan: Starter"), not by itself and then its item.
    if (typeof parts[i + 1] !== 'number')
      names.push(isRecord(property) && typeof property.title === 'string' ? property.title : humanize(part));
    node = property;
  });
  return names.join(' › ');
}

/** Another document, named from its file as well as the editor can without it: "products/shared.yaml" -> "Shared". */
export const documentName = (file: string) => humanize(file.replace(/^.*\//, '').replace(/\.[a-z]+$/, ''));
