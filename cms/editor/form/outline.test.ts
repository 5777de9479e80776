import { describe, expect, it } from 'vitest';
import { itemTitle, nounOf, titleText } from '../../shared/item-title.ts';
import { outlineOf } from './outline.ts';
import { placeholderGroups } from './placeholder-groups.ts';

const data = {
  name: 'Shared Hosting',
  menu: { group: 'cloud' },
  featureKeys: [{ key: 'storage', label: 'Storage' }],
  plans: [{ name: 'Starter', price: 499, features: {} }, {}],
  sections: [
    { type: 'planComparison', title: 'Compare plans' },
    { type: 'faq', title: 'Questions', items: [{ question: 'Can I upgrade later?', answer: 'Yes.' }] },
  ],
};
const schema = {
  properties: Object.fromEntries(
    Object.keys(data).map((key) => [key, { title: key.charAt(0).toUpperCase() + key.slice(1) }]),
  ),
};

describe('titles of list items', () => {
  it.each([
    [['plans', 0], 'Plan: Starter'],
    [['plans', 1], 'Plan: new plan 2'],
    [['sections', 0], 'Section: Plan comparison'],
    [['sections', 1, 'items', 0], 'FAQ: Can I upgrade later?'],
    [['featureKeys', 0], 'Feature: Storage'],
  ])('%j is "%s"', (path, title) => expect(titleText(itemTitle(path, data))).toBe(title));

  it('says a section’s heading after its kind', () => {
    expect(itemTitle(['sections', 0], data).detail).toBe('Compare plans');
  });

  it('names what a list adds', () => {
    expect(nounOf(['sections', 1, 'items'], data)).toBe('FAQ');
    expect(nounOf(['plans'], data)).toBe('Plan');
  });
});

describe('the outline', () => {
  it('lists groups, plans, sections and the questions inside them, each with the groups to open', () => {
    const entries = outlineOf(schema, data).map(({ label, chain }) => [label, chain.join(' ')]);
    expect(entries).toEqual([
      ['Menu', 'root_menu'],
      ['FeatureKeys', ''],
      ['Plans', ''],
      ['Plan: Starter', 'root_plans_0'],
      ['Plan: new plan 2', 'root_plans_1'],
      ['Sections', ''],
      ['Section: Plan comparison', 'root_sections_0'],
      ['Section: FAQ', 'root_sections_1'],
      ['FAQ: Can I upgrade later?', 'root_sections_1 root_sections_1_items_0'],
    ]);
  });
});

it('opens the groups of a new document that hold placeholder copy', () => {
  const template = { name: 'Replace this name', menu: { group: 'replace-this-group' }, plans: [{ name: 'Basic' }] };
  expect(placeholderGroups(template)).toEqual(['root_name', 'root_menu', 'root_menu_group']);
});
