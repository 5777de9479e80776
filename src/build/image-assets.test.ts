import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { imageAssets, IMAGE_URL_PREFIX } from './image-assets.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'images-'));
const cache = path.join(dir, 'cache');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// A photo-like source: 1000×500 with a gradient, so that encoders have something to keep.
await sharp({ create: { width: 1000, height: 500, channels: 3, background: '#3451d1' } })
  .composite([
    { input: Buffer.from('<svg width="1000" height="500"><circle cx="500" cy="250" r="200" fill="#fff"/></svg>') },
  ])
  .jpeg()
  .toFile(path.join(dir, 'photo.jpg'));

describe('imageAssets', () => {
  it('makes AVIF, WebP and JPEG at each width up to the source, and says how big the image is', async () => {
    const assets = imageAssets(dir, cache);
    const { hero } = await assets.resolve({ hero: { src: 'photo.jpg', alt: 'A photo' } });
    expect(hero).toMatchObject({ alt: 'A photo', width: 1000, height: 500 });
    const resolved = hero as unknown as { srcset: string; sources: { type: string; srcset: string }[]; src: string };
    const widths = (srcset: string) => srcset.split(', ').map((entry) => entry.split(' ')[1]);
    expect(resolved.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    for (const set of [resolved.srcset, ...resolved.sources.map((s) => s.srcset)])
      expect(widths(set)).toEqual(['320w', '640w', '960w', '1000w']);
    expect(resolved.src).toMatch(new RegExp(`^${IMAGE_URL_PREFIX}photo-[0-9a-f]{8}-1000\\.jpg$`));
    // Every address is a file the build ships, and the modern formats are smaller than the JPEG.
    for (const url of [
      resolved.src,
      ...resolved.sources.flatMap((s) => s.srcset.split(', ').map((e) => e.split(' ')[0])),
    ])
      expect(assets.files.get(url ?? '')).toBeDefined();
    const size = (url: string) => statSync(assets.files.get(url) ?? '').size;
    const largest = (type: string) =>
      resolved.sources
        .find((s) => s.type === type)
        ?.srcset.split(', ')
        .at(-1)
        ?.split(' ')[0] ?? '';
    expect(size(largest('image/avif'))).toBeLessThan(size(resolved.src));
    expect(size(largest('image/webp'))).toBeLessThan(size(resolved.src));
  });

  it('serves an SVG image as it is, sized from its viewBox, and colours an illustration once per theme', async () => {
    const drawing =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><!-- x --><rect class="f-accent"/></svg>';
    const { writeFileSync } = await import('node:fs');
    writeFileSync(path.join(dir, 'drawing.svg'), drawing);
    const assets = imageAssets(dir, cache);
    const { cover, art } = await assets.resolve({
      cover: { src: 'drawing.svg', alt: 'Cover' },
      art: { svg: 'drawing.svg', alt: 'Art' },
    });
    expect(cover).toMatchObject({ width: 480, height: 360, sources: [] });
    expect(readFileSync(assets.files.get((cover as unknown as { src: string }).src) ?? '', 'utf8')).toBe(drawing);
    const files = art as unknown as { dark: string; light: string; width: number; height: number; alt: string };
    expect(files).toMatchObject({ alt: 'Art', width: 480, height: 360 });
    // One file per theme, each shape in that theme's colour instead of its class.
    const coloured = (url: string) => readFileSync(assets.files.get(url) ?? '', 'utf8');
    expect(coloured(files.dark)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect fill="#7c9cff"/></svg>',
    );
    expect(coloured(files.light)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 360"><rect fill="#3451d1"/></svg>',
    );
  });
});
