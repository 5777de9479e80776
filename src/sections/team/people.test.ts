import { describe, expect, it } from 'vitest';
import { contentDir, root } from '../../../tests/helpers/content-fixture.ts';
import { blogPosting } from '../../seo/json-ld.ts';
import { loadContent } from '../../assembly/site-content.ts';
import { personAnchor, teamCards } from './people.ts';
import { routeDocs } from '../../assembly/resolve.ts';

describe('people', () => {
  it('anchor a name as a plain slug', () => {
    expect(personAnchor('Sarah Mitchell')).toBe('sarah-mitchell');
    expect(personAnchor('Zoë  O’Brien-Hale')).toBe('zoe-o-brien-hale');
  });

  it("name, as a post's author's url, their card on a team page", async () => {
    const { content } = await loadContent({ root, contentDir });
    if (!content) throw new Error('the content does not load');
    const cards = teamCards(content.pages);
    const docs = [...routeDocs(content).values()];
    for (const post of content.posts) {
      const card = cards.get(post.author);
      if (card) expect(card, post.author).toMatch(new RegExp(`^/[\\w/-]*#${personAnchor(post.author)}$`));
      const doc = docs.find((d) => d.template === 'post' && d.post.slug === post.slug);
      const ld = doc?.meta.structuredData.find((d) => d['@type'] === 'BlogPosting');
      expect(ld?.author, post.slug).toEqual({
        '@type': 'Person',
        name: post.author,
        ...(card && { url: `${content.site.url}${card}` }),
      });
    }
  });

  it('name no url for an author the site has no card for (a guest writer)', () => {
    const ld = blogPosting(
      { url: 'https://www.example.com' },
      { title: 'T', excerpt: 'E', image: { src: '/i.png' }, date: '2026-01-01', author: 'Guest Writer', category: 'C' },
      '/blog/t',
    );
    expect(ld.author).toEqual({ '@type': 'Person', name: 'Guest Writer' });
  });
});
