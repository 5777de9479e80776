// Text in the site's SVG drawings and logos, set in the site's typeface. The pages show those files as images, and
// an image inherits nothing from the page: `font-family="inherit"` fell back to the browser's default serif. So the
// build turns every <text> into the outlines of its glyphs: Inter at the text's weight, shaped by HarfBuzz (kerning
// included), placed as SVG lays text out (x, y, text-anchor, letter-spacing, textLength), one <path> in its place.
// An image with a font inside it costs more: Chromium loads the font in each image's own document and paints every
// such image again once it has, a 60 ms task on home at 4× CPU slowdown (npm run bench:hydration). Node only.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import fontverter from 'fontverter';

/** The site's typeface (variable weight): the pages' subset is cut from it too (src/build/font-plugin.ts). */
export const INTER_FILE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
);

type Attributes = Record<string, string>;
/** fast-xml-parser's ordered form: each node one key (its tag, or #text), its children, and its attributes. */
type XmlNode = { [tag: string]: XmlNode[] | string | Attributes | undefined; ':@'?: Attributes };

const xml = {
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  trimValues: false,
  parseTagValue: false,
  parseAttributeValue: false,
  commentPropName: '#comment',
  cdataPropName: '#cdata',
} as const;

/** Inherited from an ancestor when the text does not say (SVG's own initial values otherwise). */
const INHERITED = { 'font-size': '16', 'font-weight': '400', 'text-anchor': 'start', 'letter-spacing': '0' };
/** What describes the text's glyphs and their place: it becomes the path's geometry, and leaves the element. */
const LAYOUT = new Set([...Object.keys(INHERITED), 'x', 'y', 'font-family', 'textLength', 'lengthAdjust']);

let engine: ReturnType<typeof loadEngine> | undefined;

/** HarfBuzz with Inter (decompressed from the WOFF2 the site ships), one font instance per weight. */
async function loadEngine() {
  const hb = await import('harfbuzzjs');
  const sfnt = await fontverter.convert(await readFile(INTER_FILE), 'sfnt');
  const face = new hb.Face(new hb.Blob(new Uint8Array(sfnt)));
  const fonts = new Map<number, InstanceType<typeof hb.Font>>();
  const font = (weight: number) => {
    let instance = fonts.get(weight);
    if (!instance) {
      instance = new hb.Font(face);
      instance.setVariations([new hb.Variation('wght', weight)]);
      fonts.set(weight, instance);
    }
    return instance;
  };
  const shape = (text: string, weight: number) => {
    const buffer = new hb.Buffer();
    buffer.addText(text);
    buffer.guessSegmentProperties();
    hb.shape(font(weight), buffer);
    const positions = buffer.getGlyphPositions();
    const glyphs = buffer.getGlyphInfos().map((info, i) => ({ id: info.codepoint, advance: positions[i]!.xAdvance }));
    return { glyphs, upem: face.upem };
  };
  return { shape, outline: (id: number, weight: number) => font(weight).glyphToJson(id) };
}

const number = (value: string, what: string, file: string) => {
  const parsed = Number(value);
  if (!Number.isFinite(parsed)) throw new Error(`${file}: <text> ${what}="${value}" is not a single number`);
  return parsed;
};
// A tenth of a unit: the drawings are shown at their own size or smaller, and the look test sees no difference from
// hundredths, while the files come out 15 % smaller (brotli).
const round = (n: number) => String(Math.round(n * 10) / 10);

/** One <text>'s glyphs as path data in the drawing's own coordinates. */
function outlineOf(
  text: string,
  style: Attributes,
  file: string,
  { shape, outline }: Awaited<ReturnType<typeof loadEngine>>,
) {
  const size = number(style['font-size']!, 'font-size', file);
  const weight = number(style['font-weight']!, 'font-weight', file);
  const spacing = number(style['letter-spacing']!, 'letter-spacing', file);
  const { glyphs, upem } = shape(text, weight);
  const scale = size / upem;
  const natural = glyphs.reduce((sum, g) => sum + g.advance * scale + spacing, 0);
  const wanted = style.textLength === undefined ? natural : number(style.textLength, 'textLength', file);
  // textLength: "spacing" adds the difference between the glyphs, "spacingAndGlyphs" stretches the whole run.
  const stretch = style.lengthAdjust === 'spacingAndGlyphs' && natural > 0 ? wanted / natural : 1;
  const gap = stretch === 1 && glyphs.length > 1 ? (wanted - natural) / (glyphs.length - 1) : 0;
  const anchor = style['text-anchor'];
  let pen = number(style.x ?? '0', 'x', file) - (anchor === 'middle' ? wanted / 2 : anchor === 'end' ? wanted : 0);
  const baseline = number(style.y ?? '0', 'y', file);
  const d: string[] = [];
  for (const glyph of glyphs) {
    for (const { type, values } of outline(glyph.id, weight)) {
      const points = values.map((v, i) => round(i % 2 === 0 ? pen + v * scale * stretch : baseline - v * scale));
      d.push(type + points.join(' '));
    }
    pen += (glyph.advance * scale + spacing) * stretch + gap;
  }
  return d.join('');
}

/** The text an element draws: its text nodes (SVG's default white-space rule: newlines dropped, spaces collapsed). */
function textOf(children: XmlNode[], file: string): string {
  return children
    .map((child) => {
      if ('#text' in child) return String(child['#text']);
      if ('#comment' in child) return '';
      const tag = Object.keys(child).find((key) => key !== ':@');
      throw new Error(`${file}: <${tag}> inside <text> is not supported; give each run of text its own <text>`);
    })
    .join('')
    .replace(/[\r\n]/g, '')
    .replace(/\t/g, ' ')
    .replace(/ +/g, ' ')
    .trim();
}

/** The file with every <text> drawn as outlines; a file without text comes back as it was. */
export async function withTypeface(svg: string, file = 'an SVG'): Promise<string> {
  if (!/<text\b/.test(svg)) return svg;
  engine ??= loadEngine();
  const fonts = await engine;
  const walk = (nodes: XmlNode[], inherited: Attributes): XmlNode[] =>
    nodes.map((node) => {
      const tag = Object.keys(node).find((key) => key !== ':@')!;
      const own = node[':@'] ?? {};
      if (tag === 'text') {
        const style = { ...inherited, ...own };
        const kept = Object.fromEntries(Object.entries(own).filter(([name]) => !LAYOUT.has(name)));
        const d = outlineOf(textOf(node.text as XmlNode[], file), style, file, fonts);
        return { path: [], ':@': { ...kept, d } };
      }
      if (!Array.isArray(node[tag])) return node;
      const passed = { ...inherited };
      for (const name of Object.keys(INHERITED)) if (own[name] !== undefined) passed[name] = own[name];
      return { ...node, [tag]: walk(node[tag], passed) };
    });
  const tree = new XMLParser(xml).parse(svg) as XmlNode[];
  return new XMLBuilder({ ...xml, suppressEmptyNode: true }).build(walk(tree, INHERITED)) as string;
}
