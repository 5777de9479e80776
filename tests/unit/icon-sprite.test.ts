// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sprite } from '../../src/build/icon-sprite-plugin.ts';
import { iconNames, interfaceIconNames } from '../../src/vocabulary/icon-names.ts';

const doc = new DOMParser().parseFromString(sprite(), 'image/svg+xml');

describe('the icon sprite', () => {
  it('parses as SVG', () => {
    expect(doc.querySelector('parsererror')).toBeNull();
    expect(doc.documentElement.getAttribute('xmlns')).toBe('http://www.w3.org/2000/svg');
  });

  it.each([...iconNames, ...interfaceIconNames])('draws %s as a line icon in the text colour', (name) => {
    const symbol = doc.querySelector(`symbol[id="${name}"]`);
    expect(symbol?.getAttribute('viewBox')).toBe('0 0 24 24');
    expect(symbol?.querySelector('g')?.getAttribute('stroke')).toBe('currentColor');
    expect(symbol?.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse').length).toBeGreaterThan(0);
  });
});
