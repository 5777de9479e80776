// What the body editor knows of the slots a body may hold: each plan's price and each declared fact, with the value
// the page shows for it now (from the content as saved: cms/local-api/references.ts).
import { Cell } from '@mdxeditor/editor';
import type { Fact } from '../../../src/content/facts.ts';
import { priceSlot, type PlanPrice } from '../../../src/content/prices.ts';

export interface SlotValue {
  /** As the text writes it: "{price:shared/Starter}", "{uptimeGuarantee}" */
  slot: string;
  /** Where it is kept, in the editor's words: the product's name ("Shared Hosting"), or "Facts" */
  group: string;
  /** What it is there: the plan's name ("Starter"), or what the fact means */
  label: string;
  /** What the page shows for it now: "$4.99/mo" */
  value: string;
}

/** The facts a slot may name, as the editor shows them. */
export type FactValue = Pick<Fact, 'name' | 'value' | 'means'>;

export const slotValuesOf = (prices: readonly PlanPrice[], facts: readonly FactValue[]): SlotValue[] => [
  ...prices.map((p) => ({ slot: priceSlot(p.key), group: p.product, label: p.plan, value: p.shown })),
  ...facts.map((f) => ({ slot: `{${f.name}}`, group: 'Facts', label: f.means.replace(/\.$/, ''), value: f.value })),
];

// MDXEditor mounts its nodes once; the values are a cell that every render of the editor updates.
export const slotValues$ = Cell<SlotValue[]>([]);

export const isPriceSlot = (slot: SlotValue) => slot.slot.startsWith('{price:');
