// The field-level three-way merge, case by case.
import { describe, expect, it } from 'vitest';
import { mergeFields } from './field-merge.ts';

const base = {
  name: 'Shared',
  plans: [
    { name: 'Starter', price: 499 },
    { name: 'Pro', price: 999 },
  ],
  faq: ['a', 'b'],
};
type Base = typeof base;
type Edit = (d: Base) => unknown;
const edit = (change: Edit): Base => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

describe('mergeFields', () => {
  it.each<[string, Edit, Edit]>([
    ['different fields', (d) => (d.plans[0]!.price = 599), (d) => (d.name = 'Shared Hosting')],
    ['a price and an item appended', (d) => (d.plans[0]!.price = 599), (d) => d.faq.push('c', 'd')],
    ['an item removed and a price', (d) => d.faq.splice(0, 1), (d) => (d.plans[1]!.price = 1099)],
    ['the same change on both sides', (d) => (d.plans[0]!.price = 599), (d) => (d.plans[0]!.price = 599)],
  ])('merges %s without a conflict', (_, onMain, inDraft) => {
    const main = edit(onMain);
    const draft = edit(inDraft);
    const both = edit((d) => {
      onMain(d);
      inDraft(d);
    });
    expect(mergeFields(base, main, draft)).toEqual({ merged: both, conflicts: [] });
  });

  it('returns a field changed on both sides as a conflict with both values, and keeps main’s until decided', () => {
    const main = edit((d) => (d.plans[0]!.price = 599));
    const draft = edit((d) => {
      d.plans[0]!.price = 399;
      d.name = 'Shared Hosting';
    });
    const open = mergeFields(base, main, draft);
    expect(open.conflicts).toEqual([{ path: ['plans', 0, 'price'], base: 499, main: 599, draft: 399 }]);
    expect(open.merged).toEqual(edit((d) => ((d.plans[0]!.price = 599), (d.name = 'Shared Hosting'))));
    const decided = mergeFields(base, main, draft, () => ({ value: 449 }));
    expect(decided).toEqual({
      merged: edit((d) => ((d.plans[0]!.price = 449), (d.name = 'Shared Hosting'))),
      conflicts: [],
    });
  });

  it('compares a removed item with a change inside it as one conflict on the item', () => {
    const main = edit((d) => d.plans.splice(1, 1));
    const draft = edit((d) => (d.plans[1]!.price = 1099));
    expect(mergeFields(base, main, draft).conflicts).toEqual([
      { path: ['plans', 1], base: base.plans[1], main: undefined, draft: { name: 'Pro', price: 1099 } },
    ]);
  });
});
