import { describe, expect, it } from 'vitest';
import { loadContent } from '../assembly/site-content.ts';
import { routeDocs } from '../assembly/resolve.ts';
import { contentDir, root } from '../../tests/helpers/content-fixture.ts';
import type { ResolvedSection } from './definitions.ts';
import { sectionSize } from './sizes.ts';

describe('section sizes', () => {
  it('gives every section of every page a height at a phone and a laptop width', async () => {
    const { content } = await loadContent({ root, contentDir });
    if (!content) throw new Error('content does not load');
    const pages = [...routeDocs(content).values()].flatMap((d) => (d.template === 'page' ? [d.page] : []));
    expect(pages.length).toBeGreaterThan(0);
    for (const page of pages) {
      expect(page.sizes, page.path).toHaveLength(page.sections.length);
      for (const { phone, wide } of page.sizes) {
        expect(phone).toBeGreaterThan(0);
        expect(wide).toBeGreaterThan(0);
        expect(Number.isInteger(phone) && Number.isInteger(wide)).toBe(true);
      }
    }
  });

  it('grows with what a section holds', () => {
    const faq = (count: number) =>
      ({
        type: 'faq',
        openFirst: false,
        items: Array.from({ length: count }, (_, i) => ({ question: `q${i}`, answer: `a${i}` })),
      }) as unknown as ResolvedSection;
    expect(sectionSize(faq(8)).phone).toBeGreaterThan(sectionSize(faq(4)).phone);
    expect(sectionSize(faq(8)).wide).toBeGreaterThan(sectionSize(faq(4)).wide);
  });
});
