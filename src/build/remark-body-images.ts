// Images in MDX bodies go through the same pipeline as image fields: `![alt](images/blog/chart.png)` becomes a
// <picture> with AVIF and WebP sources in several widths, its width and height, and its alt text, decided when the
// body is compiled. The remark plugin prepares the files; the Vite plugin serves them (dev) and ships them (build).
// Node only: vite.config.ts uses both.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from 'vite';
import { BODY_IMAGE, imagesOf, type BodyNode } from '../content/body-images.ts';
import { IMAGE_URL_PREFIX, imageAssets } from './image-assets.ts';
import type { ResolvedImage } from '../vocabulary/image-types.ts';
import { fillFacts } from '../content/facts.ts';
import { factsIn } from './remark-facts.ts';

// The folder src/build/content-modules.ts keeps field images in (IMAGE_CACHE, not imported: that module brings in the
// whole content loader). Files are named by a hash of their source, so both share each other's encodes.
const CACHE = 'node_modules/.cache/site-images';
/** How wide a body image shows: the prose column of src/mdx/MdxBody.tsx is at most 760 px. */
const BODY_IMAGE_SIZES = '(min-width: 800px) 760px, 100vw';

const state = {
  root: process.cwd(),
  contentDir: process.env.CONTENT_DIR ?? 'content',
  /** The files the compiled bodies name: URL path to file on disk */
  files: new Map<string, string>(),
};

type Hast = { type: 'element'; tagName: string; properties: Record<string, unknown>; children: Hast[] };
const element = (tagName: string, properties: Record<string, unknown>): Hast => ({
  type: 'element',
  tagName,
  properties,
  children: [],
});

/** The node remark-rehype turns into the image's HTML: a <picture> for a photo, an <img> for an SVG. */
function pictureNode(image: ResolvedImage, title: string | null | undefined) {
  const img = element('img', {
    src: image.src,
    srcSet: image.srcset,
    sizes: image.srcset ? BODY_IMAGE_SIZES : undefined,
    alt: image.alt,
    title: title ?? undefined,
    width: image.width,
    height: image.height,
    loading: 'lazy',
    decoding: 'async',
  });
  if (image.sources.length === 0) return { type: 'bodyImage', data: { hName: 'img', hProperties: img.properties } };
  const sources = image.sources.map((s) =>
    element('source', { type: s.type, srcSet: s.srcset, sizes: BODY_IMAGE_SIZES }),
  );
  return { type: 'bodyImage', data: { hName: 'picture', hProperties: {}, hChildren: [...sources, img] } };
}

/**
 * The remark plugin: body images under content/images become responsive pictures; others are left to the content
 * check. The root and content folder are the Vite plugin's unless given.
 */
export function remarkBodyImages(options: { root?: string; contentDir?: string } = {}) {
  return async (tree: BodyNode, file: { path?: string; fail: (reason: string) => never }) => {
    const found = imagesOf(tree).filter(({ node }) => BODY_IMAGE.test(node.url ?? ''));
    if (found.length === 0) return;
    const root = options.root ?? state.root;
    const contentDir = options.contentDir ?? state.contentDir;
    const contentRoot = path.resolve(root, contentDir);
    // One set of assets per compile, so that an image replaced under the same name is prepared again.
    const facts = factsIn(contentRoot);
    const assets = imageAssets(contentRoot, path.resolve(root, CACHE), (svg) => fillFacts(svg, facts));
    for (const { node, parent, index } of found) {
      const src = node.url ?? '';
      if (!existsSync(path.join(contentRoot, src)))
        file.fail(`${file.path ?? 'An MDX body'} shows ${contentDir}/${src}, which does not exist`);
      const image = await assets.resolve({ src, alt: node.alt ?? '' });
      (parent.children as unknown[])[index] = pictureNode(image as unknown as ResolvedImage, node.title);
    }
    for (const [url, onDisk] of assets.files) state.files.set(url, onDisk);
  };
}

/** The Vite plugin: serves the files of body images in development and adds them to the browser build. */
export function bodyImagesPlugin(options: { contentDir?: string } = {}): Plugin {
  return {
    name: 'body-images',
    configResolved(config) {
      state.root = config.root;
      state.contentDir = options.contentDir ?? process.env.CONTENT_DIR ?? 'content';
    },
    configureServer(server) {
      server.middlewares.use(IMAGE_URL_PREFIX, (req, res, next) => {
        const file = state.files.get(IMAGE_URL_PREFIX + (req.url ?? '').slice(1).split('?')[0]);
        if (!file) return next();
        const type = path.extname(file).slice(1).replace('jpg', 'jpeg').replace('svg', 'svg+xml');
        readFile(file).then((bytes) => {
          res.setHeader('Content-Type', `image/${type}`);
          res.end(bytes);
        }, next);
      });
    },
    async generateBundle(_options, bundle) {
      if (this.environment.config.consumer !== 'client') return;
      for (const [url, file] of state.files) {
        const fileName = url.slice(1);
        // A body image may also be an image field's, which the content plugin ships already.
        if (!(fileName in bundle)) this.emitFile({ type: 'asset', fileName, source: await readFile(file) });
      }
    },
  };
}
