import { describe, expect, it } from 'vitest';
import { findImages, svgProblem } from './images.ts';

const svg = (inner: string, attributes = 'viewBox="0 0 10 10"') =>
  `<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`;

describe('svgProblem', () => {
  it('accepts a drawing coloured by classes and referring to its own gradients', () => {
    expect(
      svgProblem(
        svg('<defs><linearGradient id="a-g"/></defs><rect class="f-accent" fill="url(#a-g)"/><use href="#a-g"/>'),
      ),
    ).toBeUndefined();
  });

  it.each([
    ['<svg', '<p>not a drawing</p>', 'is not an SVG file: it must start with <svg'],
    ['viewBox', svg('<rect/>', 'width="10"'), 'has no viewBox: the page cannot size it'],
    ['script', svg('<script>alert(1)</script>'), 'holds a <script>, which a page cannot show safely'],
    ['style element', svg('<style>rect{fill:red}</style>'), 'holds a <style> element'],
    ['style attribute', svg('<rect style="fill:red"/>'), 'holds a style attribute'],
    ['event handler', svg('<rect onclick="x()"/>'), 'holds an event handler attribute'],
    ['external file', svg('<image href="https://example.com/a.png"/>'), 'holds a link to another file'],
  ])('refuses an SVG without a %s', (_, text, message) => {
    expect(svgProblem(text)).toContain(message);
  });
});

describe('findImages', () => {
  it('finds image and illustration fields wherever they sit, with their paths', () => {
    const data = {
      title: 'x',
      image: { src: 'images/a.png', alt: 'A' },
      sections: [
        { type: 'hero', art: { svg: 'images/b.svg', alt: 'B' } },
        { href: '/x', label: 'no image' },
      ],
    };
    expect(findImages(data)).toEqual([
      { kind: 'image', file: 'images/a.png', at: ['image'] },
      { kind: 'illustration', file: 'images/b.svg', at: ['sections', 0, 'art'] },
    ]);
  });
});
