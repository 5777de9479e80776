// Text in the site's SVG drawings and logos, set in the site's typeface. The pages show those files as images, and
// an image inherits nothing from the page: `font-family="inherit"` fell back to the browser's default serif. So the
// build gives each file the typeface itself: for each weight its text uses, Inter pinned at that weight and cut
// down to the characters it draws (subset-font, a few kilobytes), as a data: font inside the file. Node only.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import subsetFont from 'subset-font';

/** The site's typeface (variable weight): the pages' subset is cut from it too (scripts/vite/font-plugin.ts). */
export const INTER_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);
/** What a drawing's text is set in; the fallback never shows unless the embedded font fails to decode. */
export const SVG_FONT_FAMILY = 'Inter, Arial, sans-serif';

let inter: Promise<Buffer> | undefined;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const decode = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) =>
    name.startsWith('#x') || name.startsWith('#X')
      ? String.fromCodePoint(parseInt(name.slice(2), 16))
      : name.startsWith('#')
        ? String.fromCodePoint(Number(name.slice(1)))
        : (ENTITIES[name] ?? whole),
  );

/** The characters each font weight draws in the file's <text> elements (400 when a text names none). */
export function textByWeight(svg: string): Map<number, string> {
  const byWeight = new Map<number, Set<string>>();
  for (const [, attributes = '', inner = ''] of svg.matchAll(/<text\b([^>]*)>([\s\S]*?)<\/text>/g)) {
    const weight = Number(/\bfont-weight="(\d+)"/.exec(attributes)?.[1] ?? 400);
    const characters = byWeight.get(weight) ?? new Set<string>();
    for (const character of decode(inner.replace(/<[^>]*>/g, ''))) characters.add(character);
    byWeight.set(weight, characters);
  }
  return new Map([...byWeight].map(([weight, characters]) => [weight, [...characters].join('')]));
}

/** The file with its text set in Inter: the faces it needs inside it, and its text elements naming them. */
export async function withTypeface(svg: string): Promise<string> {
  const weights = textByWeight(svg);
  if (weights.size === 0) return svg;
  inter ??= readFile(INTER_FILE);
  const source = await inter;
  const faces = await Promise.all(
    [...weights].map(async ([weight, characters]) => {
      const font = await subsetFont(source, characters, { targetFormat: 'woff2', variationAxes: { wght: weight } });
      return `@font-face{font-family:Inter;font-weight:${weight};src:url(data:font/woff2;base64,${font.toString('base64')}) format('woff2')}`;
    }),
  );
  return svg
    .replace(/<svg\b[^>]*>/, (open) => `${open}<style>${faces.join('')}</style>`)
    .replace(/(<text\b[^>]*?)\sfont-family="[^"]*"/g, '$1')
    .replace(/<text\b/g, `<text font-family="${SVG_FONT_FAMILY}"`);
}
