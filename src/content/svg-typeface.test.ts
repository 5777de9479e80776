import { describe, expect, it } from 'vitest';
import { SVG_FONT_FAMILY, textByWeight, withTypeface } from './svg-typeface';

const drawing = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 40">
  <rect width="100" height="40"/>
  <text x="4" y="16" font-family="inherit" font-size="12" font-weight="700">Uptime &amp; <tspan>speed</tspan></text>
  <text x="4" y="32" font-family="inherit" font-size="10">99.9%</text>
</svg>`;

/** The fonts a file embeds, by weight, decoded. */
const faces = (svg: string) =>
  new Map(
    [...svg.matchAll(/font-weight:(\d+);src:url\(data:font\/woff2;base64,([^)]+)\)/g)].map(([, weight, data]) => [
      Number(weight),
      Buffer.from(data!, 'base64'),
    ]),
  );

describe('text in SVG drawings, set in the site typeface', () => {
  it('collects the characters each weight draws, entities decoded and nested tags left out', () => {
    const text = textByWeight(drawing);
    expect([...text.keys()].sort()).toEqual([400, 700]);
    expect([...text.get(700)!].sort().join('')).toBe([...new Set('Uptime & speed')].sort().join(''));
    expect([...text.get(400)!].sort().join('')).toBe([...new Set('99.9%')].sort().join(''));
  });

  it('embeds one WOFF2 face per weight and names it on every text, with no inherited family left', async () => {
    const svg = await withTypeface(drawing);
    const embedded = faces(svg);
    expect([...embedded.keys()].sort()).toEqual([400, 700]);
    for (const font of embedded.values()) expect(font.subarray(0, 4).toString('latin1')).toBe('wOF2');
    expect(svg).not.toContain('inherit');
    expect(svg.match(/<text\b[^>]*>/g)).toEqual([
      expect.stringContaining(`font-family="${SVG_FONT_FAMILY}"`),
      expect.stringContaining(`font-family="${SVG_FONT_FAMILY}"`),
    ]);
    // Still one SVG document: the style sits inside the root element.
    expect(svg.indexOf('<style>')).toBeGreaterThan(svg.indexOf('<svg'));
  });

  it('cuts the font down to the characters drawn: more text, a larger face', async () => {
    const short = faces(await withTypeface('<svg><text>ab</text></svg>')).get(400)!;
    const long = faces(await withTypeface('<svg><text>abcdefghijklmnopqrstuvwxyz</text></svg>')).get(400)!;
    expect(short.length).toBeLessThan(long.length);
    expect(long.length).toBeLessThan(20_000);
  });

  it('leaves a file without text as it is', async () => {
    const plain = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    expect(await withTypeface(plain)).toBe(plain);
  });
});
