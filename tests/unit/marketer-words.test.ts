// The screen-text check of the team editor's e2e (tests/helpers/marketer-words.ts): what it must catch, and the
// ordinary copy of a web host's marketing it must let through.
import { describe, expect, it } from 'vitest';
import { machineWords } from '../helpers/marketer-words.ts';

const kinds = (text: string) => machineWords(text).map((w) => `${w.kind}: ${w.found}`);

describe('machineWords', () => {
  it.each([
    ['content/kb/setting-up-email.mdx', 'repository path: content/kb/setting-up-email.mdx'],
    ['Other files use it: content/products/shared.yaml', 'repository path: content/products/shared.yaml'],
    ['list it under unroutedLinks in site.yaml', 'repository path: site.yaml'],
    ['products/shared.yaml', 'repository path: products/shared.yaml'],
    ['a new file, blog/written-in-a-draft.mdx', 'repository path: blog/written-in-a-draft.mdx'],
    ['Saved to data/plans.json', 'repository path: data/plans.json'],
    ['plans[0].price: expected a number', 'field path: plans[0].price'],
    ['sections[2].items[3].answer', 'field path: sections[2].items[3].answer'],
    ['see card.pricePlan', 'field path: card.pricePlan'],
    ['sections.items.answer is empty', 'field path: sections.items.answer'],
    ['Published: fe42a5f', 'commit hash: fe42a5f'],
    ['Deployed in 11 s 3c27b20', 'commit hash: 3c27b20'],
    ['at 0fe50eb9d1c4e1a7b6f1e2d3c4b5a69788796a5b', 'commit hash: 0fe50eb9d1c4e1a7b6f1e2d3c4b5a69788796a5b'],
  ])('catches %j', (text, expected) => {
    expect(kinds(text)).toContain(expected);
  });

  it.each([
    'Starter is now $2.99 a month, then $12.50',
    'Support 24/7, 99.9% uptime, 1,299 customers',
    'Point your domain at example.com or www.nimbushost.com',
    'Email us at help@example.com',
    'Plan: Starter › Price',
    'Published at 14:02 by Pat Publisher',
    '1 draft · 3 drafts',
    'e.g. summer-sale, Node.js and WordPress 6.4',
    'Nov 27, 2026, 2:02 PM',
    'A decade of fast, dedicated hosting',
    'Upload images… draft-cover.png',
    'Colour #1f5fd6, order 1234567',
    'Shared Hosting: Starter price $4.99 → $5.99',
  ])('lets %j through', (text) => {
    expect(kinds(text)).toEqual([]);
  });

  it('names the line each one is on', () => {
    expect(machineWords('Fine copy\nOther files use: content/site.yaml')).toEqual([
      { kind: 'repository path', found: 'content/site.yaml', line: 'Other files use: content/site.yaml' },
    ]);
  });
});
