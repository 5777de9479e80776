import { describe, expect, it } from 'vitest';
import { withTypeface } from './svg-typeface.ts';

const svg = (body: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 60">${body}</svg>`;

/** The paths a file draws, each with its attributes and the horizontal and vertical extent of its points. */
async function paths(body: string) {
  const out = await withTypeface(svg(body));
  return [...out.matchAll(/<path\b([^>]*)\/>/g)].map(([, attributes = '']) => {
    const d = /\bd="([^"]*)"/.exec(attributes)![1]!;
    // Every command here takes absolute x y pairs (M, L, Q, C, Z).
    const numbers = d.match(/-?\d+(?:\.\d+)?/g)!.map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    return {
      attributes,
      d,
      left: Math.min(...xs),
      right: Math.max(...xs),
      top: Math.min(...ys),
      bottom: Math.max(...ys),
    };
  });
}

describe('text in SVG drawings, drawn as outlines of the site typeface', () => {
  it('turns each text into one path that keeps its other attributes and leaves no text or font behind', async () => {
    const body =
      '<rect width="10" height="10"/><text x="4" y="20" font-family="inherit" font-size="12" class="f-muted" opacity="0.5">Online</text>';
    const out = await withTypeface(svg(body));
    expect(out).not.toMatch(/<text\b|font-family|@font-face|<style/);
    expect(out).toContain('<rect width="10" height="10"/>');
    const [path] = await paths(body);
    expect(path!.attributes).toContain('class="f-muted"');
    expect(path!.attributes).toContain('opacity="0.5"');
    // Letters without descenders sit on the baseline at y=20, starting at x=4 (a glyph's side bearing is under a pixel).
    expect(path!.bottom).toBeCloseTo(20, 0);
    expect(path!.left).toBeGreaterThanOrEqual(4);
    expect(path!.left).toBeLessThan(5.5);
  });

  it('draws a heavier weight wider, and a larger size taken from the enclosing group taller', async () => {
    const [regular, bold] = await paths(
      '<text x="0" y="30" font-size="16">Uptime</text><text x="0" y="30" font-size="16" font-weight="700">Uptime</text>',
    );
    expect(bold!.right - bold!.left).toBeGreaterThan(regular!.right - regular!.left);
    const [small, large] = await paths(
      '<g font-size="10"><text x="0" y="30">Uptime</text></g><g font-size="20"><text x="0" y="30">Uptime</text></g>',
    );
    expect((large!.bottom - large!.top) / (small!.bottom - small!.top)).toBeCloseTo(2, 1);
  });

  it('centres on x with text-anchor="middle" (from the group too) and ends on x with "end"', async () => {
    const [middle, end] = await paths(
      '<g text-anchor="middle"><text x="100" y="30" font-size="16">Uptime</text></g><text x="100" y="30" font-size="16" text-anchor="end">Uptime</text>',
    );
    expect((middle!.left + middle!.right) / 2).toBeCloseTo(100, 0);
    expect(end!.right).toBeLessThanOrEqual(100);
    expect(end!.right).toBeGreaterThan(98.5);
  });

  it('fits textLength, stretching the glyphs with spacingAndGlyphs and the gaps with spacing', async () => {
    for (const adjust of ['spacingAndGlyphs', 'spacing']) {
      const [path] = await paths(
        `<text x="10" y="30" font-size="16" textLength="150" lengthAdjust="${adjust}">Brambleway</text>`,
      );
      expect(path!.right).toBeLessThanOrEqual(160);
      expect(path!.right).toBeGreaterThan(157);
    }
  });

  it('draws entities as the characters they stand for', async () => {
    const [entity, literal] = await paths(
      '<text x="0" y="30" font-size="16">A &amp; B</text><text x="0" y="30" font-size="16">A &amp;amp; B</text>',
    );
    expect(entity!.d).not.toBe(literal!.d);
    expect(entity!.right).toBeLessThan(literal!.right);
  });

  it('refuses a text with nested runs, naming the file', async () => {
    await expect(
      withTypeface(svg('<text x="0" y="30">Uptime <tspan>99.9%</tspan></text>'), 'content/images/x.svg'),
    ).rejects.toThrow(/content\/images\/x\.svg: <tspan> inside <text>/);
  });

  it('leaves a file without text as it is', async () => {
    const plain = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    expect(await withTypeface(plain)).toBe(plain);
  });
});
