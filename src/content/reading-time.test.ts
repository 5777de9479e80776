import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { postSummary } from './derive.ts';
import { splitMdx } from './frontmatter.ts';
import { loadContent } from '../assembly/site-content.ts';
import type { SiteContent } from './registry.ts';
import { countWords, readingMinutes, WORDS_PER_MINUTE } from './reading-time.ts';

type Post = SiteContent['posts'][number];

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe('countWords', () => {
  it.each([
    ['plain words', 'Pick a plan that fits.', 5],
    ['Markdown marks, which are not words', '## A title\n\n- **one**\n- _two_\n\n> three', 5],
    ['a link by its text, not its target', 'Read [the guide](/hosting/shared-hosting-guide) first.', 4],
    ['the text inside components, not their tags', '<Callout type="tip">Back up first.</Callout>', 3],
    ['no import or export line', "import { Chart } from './chart';\nexport const meta = {};\n\nTwo words.", 2],
    ['no comment', '{/* a note for editors */}\n<!-- another -->\nOnly this.', 2],
    ['a contraction as one word', "Don't panic.", 2],
  ])('counts %s', (_what, mdx, expected) => {
    expect(countWords(mdx)).toBe(expected);
  });
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [1, 1],
    [WORDS_PER_MINUTE, 1],
    [WORDS_PER_MINUTE + 1, 2],
    [WORDS_PER_MINUTE * 4, 4],
    [WORDS_PER_MINUTE * 4 + 1, 5],
  ])('gives a body of %i words %i min', (n, minutes) => {
    expect(readingMinutes(words(n))).toBe(minutes);
  });

  it('rounds any number of words up to whole minutes, at least one', () => {
    fc.assert(
      fc.property(fc.nat(5000), (n) => {
        expect(readingMinutes(words(n))).toBe(Math.max(1, Math.ceil(n / WORDS_PER_MINUTE)));
      }),
      { numRuns: 50 },
    );
  });
});

describe("a post's reading time", () => {
  const post = (readTime: number | undefined, body: string) =>
    ({
      title: 'A post',
      slug: 'a-post',
      ...(readTime !== undefined && { readTime }),
      _meta: { file: 'content/blog/a-post.mdx', name: 'a-post', body },
    }) as unknown as Post;

  it('is the one the post states', () => {
    expect(postSummary(post(7, words(WORDS_PER_MINUTE * 2))).readTime).toBe(7);
  });

  it('is worked out from the body when the post states none', () => {
    expect(postSummary(post(undefined, words(WORDS_PER_MINUTE * 2 + 1))).readTime).toBe(3);
  });

  it('is stated or worked out from the file for every real post', async () => {
    const { content } = await loadContent({ root, contentDir });
    expect(content?.posts.length).toBeGreaterThan(0);
    for (const doc of content?.posts ?? []) {
      const body = splitMdx(readFileSync(path.join(root, doc._meta.file), 'utf8'))?.body;
      expect(doc._meta.body, doc._meta.file).toBe(body);
      expect(postSummary(doc).readTime, doc._meta.file).toBe(doc.readTime ?? readingMinutes(body ?? ''));
    }
  });
});
