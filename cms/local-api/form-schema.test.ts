// The form schema a marketer's form is generated from: money, pickers, prose and defaults marked; words without a
// file path, a field name in quotes or JSON.
import { describe, expect, it } from 'vitest';
import { formSchemaOf, typeNames } from './documents.ts';
import { schemaAt } from '../shared/schema-at.ts';

type Node = Record<string, unknown>;

/** Every title and description of a schema, with where it is. */
function words(node: unknown, at = ''): [string, string][] {
  if (Array.isArray(node)) return node.flatMap((n, i) => words(n, `${at}[${i}]`));
  if (!node || typeof node !== 'object') return [];
  const own = (['title', 'description'] as const)
    .map((key) => (node as Node)[key])
    .filter((v): v is string => typeof v === 'string')
    .map((v): [string, string] => [at, v]);
  return [...own, ...Object.entries(node).flatMap(([k, v]) => (k === 'x-default' ? [] : words(v, `${at}.${k}`)))];
}

describe('the form schema', () => {
  it.each(typeNames)('%s: labels and help in plain words', (name) => {
    for (const [at, text] of words(formSchemaOf(name))) {
      expect(text, at).not.toMatch(/\b(src|content)\/|\.(ts|yaml|mdx)\b|\(default:|: true\b|"/);
      // A field named by its key (featureKeys) rather than its label; {placeholders} the site fills are fine.
      expect(text.replace(/\{\w+\}/g, ''), at).not.toMatch(/\b[a-z]+[A-Z]\w*\b/);
    }
  });

  it('marks money, pickers, prose and defaults', () => {
    const product = formSchemaOf('products');
    const data = { plans: [{}], sections: [{ type: 'faq', items: [{}] }], menu: {}, card: {} };
    const at = (...path: (string | number)[]) => schemaAt(product, data, path) ?? {};
    expect(at('plans', 0, 'price')).toMatchObject({ 'x-money': true, type: 'integer' });
    expect(at('plans', 0, 'price').description).toBeUndefined();
    expect(at('menu', 'group')['x-choices']).toBe('menuGroups');
    expect(at('card', 'pricePlan')['x-choices']).toBe('plans');
    expect(at('sections', 0, 'items', 0, 'answer')['x-long']).toBe(true);
    expect(at('plans', 0, 'cta')).toMatchObject({ 'x-default': 'Get Started' });
    expect(at('plans', 0, 'cta').default).toBeUndefined();
    expect(at('plans', 0, 'popular')).toMatchObject({ 'x-default': false, title: 'Popular' });
    expect((product.properties as Record<string, Node>).sections?.items).toMatchObject({
      discriminator: { propertyName: 'type' },
    });
    expect(schemaAt(formSchemaOf('posts'), {}, ['category'])?.['x-choices']).toBe('blogCategories');
    const extensions = formSchemaOf('extensionList');
    expect(schemaAt(extensions, { extensions: [{}] }, ['extensions', 0, 'renewal'])).toMatchObject({
      'x-money': true,
      description: 'Renewal price per year',
    });
  });
});
