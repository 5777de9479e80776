import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { vercelStegaDecode, vercelStegaSplit } from '@vercel/stega';
import { describe, expect, it } from 'vitest';
import { splitMdx } from '../../src/content/frontmatter.ts';
import { imageAssets } from '../../src/build/image-assets.ts';
import { IMAGE_CACHE } from '../../src/build/content-modules.ts';
import { productPath } from '../../src/vocabulary/paths.ts';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import { forBrowser, liveDocument, overlayText, withLiveBody } from './live-preview-doc.ts';
import type { LiveRequest } from '../shared/preview-protocol.ts';

const assets = imageAssets(path.join(root, contentDir), path.join(root, IMAGE_CACHE));
const read = (file: string) => readFileSync(path.join(root, contentDir, file), 'utf8');
const kept = new Map<string, string>();
const live = (request: LiveRequest) =>
  liveDocument({ root, contentDir, assets, keepBody: (key, text) => kept.set(key, text) }, request);

const product = 'products/shared.yaml';
const productData = () => parse(read(product)) as { plans: { price: unknown }[] } & Record<string, unknown>;
const post = 'blog/choosing-the-right-hosting-plan.mdx';
const postParts = () => {
  const parts = splitMdx(read(post));
  if (!parts) throw new Error(`${post} has no frontmatter`);
  return { data: parse(parts.frontmatter) as Record<string, unknown>, body: parts.body };
};

describe('overlayText', () => {
  it('reads back as the same data, and keeps an MDX body on the line it starts on in the file', () => {
    const data = { title: 'A: "quoted" title', tags: ['x'], date: '2026-01-02' };
    expect(parse(overlayText('products/x.yaml', data, ''))).toEqual(data);
    const text = overlayText('blog/x.mdx', data, 'Body\n', 3);
    expect(parse(splitMdx(text)?.frontmatter ?? '')).toEqual(data);
    expect(text.split('\n').indexOf('Body')).toBe(5);
  });
});

describe('withLiveBody and forBrowser', () => {
  it('points the edited body, and only that one, at the unsaved text', () => {
    const doc = { a: { mdx: 'content/legal/terms.mdx' }, b: [{ mdx: 'content/legal/privacy.mdx' }] };
    expect(withLiveBody(doc, 'content/legal/terms.mdx', 'k1')).toEqual({
      a: { mdx: 'content/legal/terms.mdx?live-body=k1' },
      b: [{ mdx: 'content/legal/privacy.mdx' }],
    });
  });

  it('leaves out what only the page head uses', () => {
    const meta = { title: 't', description: 'd', path: '/', structuredData: [{ '@type': 'X' }], lastModified: 'x' };
    const page = { path: '/', layout: 'default' as const, sections: [], sizes: [] };
    expect(forBrowser({ template: 'page', meta, page }).meta).toMatchObject({ structuredData: [] });
  });
});

describe('liveDocument', () => {
  it('makes the page of a product from unsaved data, and writes nothing', async () => {
    const before = read(product);
    const data = productData();
    const price = Number(data.plans[0]?.price) + 50;
    data.plans[0]!.price = price;
    const result = await live({ file: product, type: 'products', data });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.path).toBe(productPath('shared'));
    expect(JSON.stringify(result.doc)).toContain(`"price":${price}`);
    expect(read(product)).toBe(before);
  });

  it('says what is wrong with data that would not save, in the words of the checks', async () => {
    const data = productData();
    data.plans[0]!.price = '5.49';
    const result = await live({ file: product, data });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues[0]).toMatchObject({ file: `${contentDir}/${product}`, field: 'plans[0].price' });
  });

  it('refuses a file opened as another type', async () => {
    const result = await live({ file: product, type: 'posts', data: productData() });
    expect(result.ok).toBe(false);
  });

  it('serves an unsaved body under a key of its text, the same key while only the fields change', async () => {
    const { data, body } = postParts();
    const edited = `${body}\nOne more line.\n`;
    const first = await live({ file: post, data, body: edited });
    const second = await live({ file: post, data: { ...data, title: 'Another title' }, body: edited });
    if (!first.ok || !second.ok || first.doc.template !== 'post' || second.doc.template !== 'post')
      throw new Error('expected a post');
    const key = /\?live-body=(\w+)$/.exec(first.doc.body.mdx)?.[1] ?? '';
    expect(kept.get(key)).toBe(edited);
    expect(second.doc.body.mdx).toBe(first.doc.body.mdx);
    // Shown as typed, followed (invisibly) by its field's path, for a click on it to find the field (live-tags.ts).
    expect(vercelStegaSplit(second.doc.post.title).cleaned).toBe('Another title');
    expect(vercelStegaDecode(second.doc.post.title)).toEqual(['title']);
  });

  it('names the line of the file a body problem is on', async () => {
    const { data, body } = postParts();
    const text = read(post);
    const firstBodyLine = text.slice(0, text.length - body.length).split('\n').length;
    const result = await live({ file: post, data, body: `<Nope />\n\n${body}` });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.issues.find((i) => i.field === 'body')?.message).toContain(`line ${firstBodyLine}`);
  });
});
