// @vitest-environment jsdom
import { compile, run } from '@mdx-js/mdx';
import { MDXProvider, useMDXComponents } from '@mdx-js/react';
import type { MDXContent } from 'mdx/types';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { createElement } from 'react';
import * as runtime from 'react/jsx-runtime';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFixture, root, type Fixture } from '../../tests/helpers/content-fixture.ts';
import { BodyImage } from '../mdx/BodyImage.tsx';
import { bodyImagesPlugin, remarkBodyImages } from './remark-body-images.ts';

let fixture: Fixture;
beforeAll(async () => {
  fixture = contentFixture();
  mkdirSync(path.join(root, fixture.dir, 'images/charts'), { recursive: true });
  await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#2255aa' } })
    .png()
    .toFile(path.join(root, fixture.dir, 'images/charts/load-times.png'));
});
afterAll(() => fixture.remove());

async function render(markdown: string) {
  const code = await compile(markdown, {
    outputFormat: 'function-body',
    providerImportSource: '@mdx-js/react',
    remarkPlugins: [[remarkBodyImages, { root, contentDir: fixture.dir }]],
  });
  const { default: Body } = (await run(code, { ...runtime, useMDXComponents, baseUrl: import.meta.url })) as {
    default: MDXContent;
  };
  return renderToStaticMarkup(createElement(MDXProvider, { components: { img: BodyImage } }, createElement(Body)));
}

describe('images in MDX bodies', () => {
  it('become a picture with AVIF and WebP widths, a size and the alt text, with no inline style', async () => {
    const html = await render('Before.\n\n![Page load times by month](images/charts/load-times.png)\n');
    const picture = new DOMParser().parseFromString(html, 'text/html').querySelector('picture');
    const sources = [...(picture?.querySelectorAll('source') ?? [])];
    expect(sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources[0]?.srcset).toMatch(/^\/static\/img\/load-times-\w{8}-320\.avif 320w, .* 1400w$/);
    const img = picture?.querySelector('img');
    expect(img?.getAttribute('alt')).toBe('Page load times by month');
    expect([img?.getAttribute('width'), img?.getAttribute('height')]).toEqual(['1400', '700']);
    expect(img?.getAttribute('src')).toMatch(/^\/static\/img\/load-times-\w{8}-1400\.png$/);
    expect(img?.getAttribute('loading')).toBe('lazy');
    expect(html).not.toMatch(/style=/);
  });

  it('leave an image elsewhere alone, for the content check to report', async () => {
    expect(await render('![A cat](https://example.com/cat.png)')).toContain('src="https://example.com/cat.png"');
  });

  it('stop the build when the file is missing', async () => {
    await expect(render('![Gone](images/charts/gone.png)')).rejects.toThrow(/images\/charts\/gone.png, which does/);
  });

  it('are served by the dev server and shipped by the browser build', async () => {
    const html = await render('![Chart](images/charts/load-times.png)');
    const url = /src="(\/static\/img\/[^"]+)"/.exec(html)?.[1] ?? '';
    // The two hooks as Vite calls them, with only what they use of the server and of the build.
    const plugin = bodyImagesPlugin() as unknown as {
      configureServer: (server: object) => void;
      generateBundle: (this: object, options: object, bundle: object) => Promise<void>;
    };
    let middleware: (req: object, res: object, next: () => void) => void = () => undefined;
    plugin.configureServer({ middlewares: { use: (_: string, handler: typeof middleware) => (middleware = handler) } });
    const served = await new Promise<{ type: string; bytes: Buffer }>((resolve, reject) => {
      let type = '';
      const res = {
        setHeader: (_: string, value: string) => (type = value),
        end: (bytes: Buffer) => resolve({ type, bytes }),
      };
      middleware({ url: url.slice('/static/img'.length) }, res, () => reject(new Error(`${url} not served`)));
    });
    expect(served.type).toBe('image/png');
    expect((await sharp(served.bytes).metadata()).width).toBe(1400);

    const emitted: string[] = [];
    const context = {
      environment: { config: { consumer: 'client' } },
      emitFile: (f: { fileName: string }) => emitted.push(f.fileName),
    };
    await plugin.generateBundle.call(context, {}, {});
    expect(emitted).toContain(url.slice(1));
    expect(emitted.some((f) => f.endsWith('-320.avif'))).toBe(true);
  });
});
