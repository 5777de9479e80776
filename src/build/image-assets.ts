// Turns the image fields of loaded content into what pages render: photos become AVIF, WebP and their own format
// in several widths (sharp), SVG files are served as they are, illustrations are inlined. Files are named by a
// hash of their source and kept in a cache folder, so a build only encodes images that changed. Node only.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ResolvedIllustration, ResolvedImage } from '../vocabulary/image-types.ts';
import { themeTokens, type ThemeName } from '../vocabulary/theme-tokens.ts';
import { withTypeface } from './svg-typeface.ts';

/** Where the files are served from; under /static/, so they are cached for a year (src/server/app.ts). */
export const IMAGE_URL_PREFIX = '/static/img/';
/** Widths made of each photo, never wider than its source. */
const WIDTHS = [320, 640, 960, 1280, 1920];
const ENCODERS = {
  avif: (image: sharp.Sharp) => image.avif({ quality: 55, effort: 4 }),
  webp: (image: sharp.Sharp) => image.webp({ quality: 78 }),
  jpeg: (image: sharp.Sharp) => image.jpeg({ quality: 80, mozjpeg: true }),
  png: (image: sharp.Sharp) => image.png({ compressionLevel: 9, palette: true }),
} as const;
type Format = keyof typeof ENCODERS;
// Raise when the encoders' settings or what an SVG is given (svg-typeface.ts) change: every cached file is made again.
const VERSION = '4';

export interface ImageAssets {
  /** Served files: URL path to file on disk */
  files: Map<string, string>;
  /** The content with every image field replaced by what its component renders */
  resolve<T>(content: T): Promise<T>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const svgSize = (svg: string): { width: number; height: number } => {
  const attribute = (name: string) => Number(new RegExp(`<svg[^>]*\\s${name}="([\\d.]+)"`).exec(svg)?.[1]);
  const box = /viewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(svg);
  return {
    width: Math.round(attribute('width') || Number(box?.[1]) || 0),
    height: Math.round(attribute('height') || Number(box?.[2]) || 0),
  };
};

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
const ART_PROPERTIES = { f: 'fill', s: 'stroke', sc: 'stop-color' } as const;

/**
 * The drawing in one theme's colours: each class f-<colour>, s-<colour>, sc-<colour> becomes the fill, stroke or
 * stop-color attribute of that theme's token (src/vocabulary/theme-tokens.ts; "raised" is surface-raised).
 */
function colourIn(svg: string, theme: ThemeName): string {
  const colours = new Map(Object.entries(themeTokens[theme]).map(([name, value]) => [kebab(name), value]));
  return svg
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(
      /<([a-zA-Z]+)([^>]*?)\sclass="([^"]*)"([^>]*)>/g,
      (_, tag: string, before: string, classes: string, after: string) => {
        const set = new Map<string, string>();
        const kept: string[] = [];
        for (const name of classes.split(/\s+/).filter(Boolean)) {
          const match = /^(sc|f|s)-(.+)$/.exec(name);
          const value = match && colours.get(match[2] === 'raised' ? 'surface-raised' : (match[2] ?? ''));
          if (match && value) set.set(ART_PROPERTIES[match[1] as keyof typeof ART_PROPERTIES], value);
          else kept.push(name);
        }
        const strip = (attributes: string) =>
          [...set.keys()].reduce(
            (rest, property) => rest.replace(new RegExp(`\\s${property}="[^"]*"`), ''),
            attributes,
          );
        const added = [...set].map(([property, value]) => ` ${property}="${value}"`).join('');
        return `<${tag}${strip(before)}${kept.length ? ` class="${kept.join(' ')}"` : ''}${added}${strip(after)}>`;
      },
    );
}

/**
 * `fill` gives an SVG's text its declared facts ("{uptimeMeasured}" in a drawing: content/facts.ts) before the file is
 * hashed and its text outlined.
 */
export function imageAssets(contentRoot: string, cacheDir: string, fill = (svg: string) => svg): ImageAssets {
  const files = new Map<string, string>();
  const prepared = new Map<string, Promise<unknown>>();

  async function output(name: string, make: () => Promise<Buffer>): Promise<string> {
    const file = path.join(cacheDir, name);
    // Written aside and renamed: builds run side by side (the e2e's: tests/helpers/e2e-builds.ts) share the cache,
    // and one must never read a file another is still writing.
    if (!existsSync(file)) {
      const part = `${file}.${randomUUID()}.part`;
      await writeFile(part, await make());
      await rename(part, file);
    }
    files.set(IMAGE_URL_PREFIX + name, file);
    return IMAGE_URL_PREFIX + name;
  }

  async function photo(src: string, alt: string): Promise<ResolvedImage> {
    const source = await readFile(path.join(contentRoot, src));
    const base = `${path.basename(src, path.extname(src))}-${createHash('sha256').update(VERSION).update(source).digest('hex').slice(0, 8)}`;
    const { width = 0, height = 0, format } = await sharp(source).metadata();
    const fallback: Format = format === 'png' ? 'png' : 'jpeg';
    const widths = [...WIDTHS.filter((w) => w < width), width].filter((w, i, all) => all.indexOf(w) === i);
    const encode = (format: Format) =>
      Promise.all(
        widths.map(async (w) => {
          const url = await output(`${base}-${w}.${format === 'jpeg' ? 'jpg' : format}`, () =>
            ENCODERS[format](sharp(source).resize({ width: w })).toBuffer(),
          );
          return { url, descriptor: `${url} ${w}w` };
        }),
      );
    const [avif, webp, own] = await Promise.all([encode('avif'), encode('webp'), encode(fallback)]);
    const srcset = (set: { descriptor: string }[]) => set.map((s) => s.descriptor).join(', ');
    return {
      src: own.at(-1)?.url ?? '',
      alt,
      width,
      height,
      srcset: srcset(own),
      sources: [
        { type: 'image/avif', srcset: srcset(avif) },
        { type: 'image/webp', srcset: srcset(webp) },
      ],
    };
  }

  /** A content file as an error names it: its path from the project. */
  const shown = (src: string) => path.relative(process.cwd(), path.join(contentRoot, src));

  async function svgFile(src: string, alt: string): Promise<ResolvedImage> {
    const text = fill(await readFile(path.join(contentRoot, src), 'utf8'));
    const hash = createHash('sha256').update(VERSION).update(text).digest('hex').slice(0, 8);
    const url = await output(`${path.basename(src, '.svg')}-${hash}.svg`, async () =>
      Buffer.from(await withTypeface(text, shown(src))),
    );
    return { src: url, alt, ...svgSize(text), sources: [] };
  }

  async function illustration(src: string, alt: string): Promise<ResolvedIllustration> {
    const text = fill(await readFile(path.join(contentRoot, src), 'utf8'));
    const hash = createHash('sha256').update(VERSION).update(text).digest('hex').slice(0, 8);
    const file = (theme: ThemeName) =>
      output(`${path.basename(src, '.svg')}-${hash}-${theme}.svg`, async () =>
        Buffer.from(await withTypeface(colourIn(text, theme), shown(src))),
      );
    const [dark, light] = await Promise.all([file('dark'), file('light')]);
    return { alt, ...svgSize(text), dark, light };
  }

  function prepare(kind: 'src' | 'svg', src: string, alt: string) {
    const key = `${kind}:${src}:${alt}`;
    if (!prepared.has(key))
      prepared.set(
        key,
        kind === 'svg' ? illustration(src, alt) : src.endsWith('.svg') ? svgFile(src, alt) : photo(src, alt),
      );
    return prepared.get(key) as Promise<unknown>;
  }

  async function resolve(data: unknown): Promise<unknown> {
    if (Array.isArray(data)) return Promise.all(data.map(resolve));
    if (!isRecord(data)) return data;
    if (typeof data.alt === 'string' && typeof data.src === 'string') return prepare('src', data.src, data.alt);
    if (typeof data.alt === 'string' && typeof data.svg === 'string') return prepare('svg', data.svg, data.alt);
    const entries = await Promise.all(Object.entries(data).map(async ([k, v]) => [k, await resolve(v)] as const));
    return Object.fromEntries(entries);
  }

  return {
    files,
    resolve: async <T>(content: T) => {
      await mkdir(cacheDir, { recursive: true });
      return (await resolve(content)) as T;
    },
  };
}
