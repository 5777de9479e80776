// The people of the tests, and the product file they edit.
import { readYaml } from '../local-api/yaml-edit.ts';
import type { TestRemote } from './git-remote.ts';

export const ada = { name: 'Ada Marketer', email: 'ada@example.test' };
export const ben = { name: 'Ben Writer', email: 'ben@example.test' };
export const cy = { name: 'Cy Sales', email: 'cy@example.test' };
export const pat = { name: 'Pat Publisher', email: 'pat@example.test' };

export const SHARED = 'products/shared.yaml';

type Plan = { name: string; price: number };
export type Product = {
  name: string;
  plans: Plan[];
  sections: { type: string; items?: { question: string; answer: string }[] }[];
};

/** The shared hosting product as a branch of the remote has it. */
export const productOn = (remote: TestRemote, ref: string) =>
  readYaml(remote.bare('show', `${ref}:content/${SHARED}`)) as Product;

export const usd = (cents: number) => `$${(cents / 100).toFixed(2)}`;

export const faqOf = (product: Product) => {
  const faq = product.sections.find((s) => s.type === 'faq');
  if (!faq?.items) throw new Error('The shared hosting product has no FAQ section');
  return faq.items;
};
