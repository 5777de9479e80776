// The build's messages as the editor shows them: prices in dollars, fields named as the form names them.
import { describe, expect, it } from 'vitest';
import { formSchemaOf } from '../../local-api/documents.ts';
import { fieldName, issueMessage } from './issue-words.ts';

describe('issueMessage', () => {
  it.each([
    ['expected a whole number of US cents (1250 means $12.50)', 'expected a price in dollars and cents, like 12.50'],
    [
      'expected a whole number of US cents (1250 means $12.50), not a decimal, found 12.5 (number)',
      'expected a price in dollars and cents, like 12.50',
    ],
    ['expected a price of 0 cents or more', 'expected a price of $0.00 or more'],
    ['must be at most 1999 cents', 'must be at most $19.99'],
    [
      'line 3: writes the price $2.99 as text; prices live only in price fields (in cents) so that a change shows everywhere',
      'line 3: writes the price $2.99 as text; prices live only in price fields so that a change shows everywhere',
    ],
    [
      '"/nope" is not a page of this site; link to an existing path, or list it under unroutedLinks in site.yaml if it is meant to show the not-found page',
      '"/nope" is not a page of this site; link to an existing path, or add it to the Site settings’ unrouted links if it is meant to show the not-found page',
    ],
  ])('%j', (message, shown) => {
    expect(issueMessage(message)).toBe(shown);
    expect(issueMessage(message)).not.toMatch(/\d+ cents|1250|\.yaml|unroutedLinks/);
  });
});

describe('fieldName', () => {
  const schema = formSchemaOf('products');
  const data = { plans: [{ name: 'Starter', price: 499 }], sections: [{ type: 'faq', items: [{ question: 'Why?' }] }] };
  it.each([
    ['plans[0].price', 'Plan: Starter › Price'],
    ['sections[0].items[0].answer', 'Section: FAQ › FAQ: Why? › Answer'],
    ['plans[1].name', 'Plan: 2 › Name'],
    ['', ''],
  ])('%j is %j', (field, name) => {
    expect(fieldName(schema, data, field)).toBe(name);
  });
});
