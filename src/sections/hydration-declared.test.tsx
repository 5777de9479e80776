// @vitest-environment jsdom
// A section that does not declare `hydrates` in its section() entry (registry.ts) keeps its server HTML on the page
// a visitor arrives on: no code runs for it, so an event handler it renders would never be attached there. Every
// section of every page is rendered here; one that is left unhydrated must render no handler.
import { act, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import entries from 'virtual:content/routes';
import { loadBodies, withImages } from '../content/bodies.ts';
import { Providers } from '../../tests/helpers/page-sections.tsx';
import type { SectionType } from './definitions.ts';
import { hydrates, loadSectionComponent } from './registry.ts';

/** The elements of a rendered tree that carry an event handler (a link's click is routed without one: static-links.ts). */
function handlersIn(ui: ReactElement): string[] {
  const { container, unmount } = render(<Providers>{ui}</Providers>);
  const found: string[] = [];
  for (const element of container.querySelectorAll('*')) {
    const key = Object.keys(element).find((k) => k.startsWith('__reactProps$'));
    const props = (key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined) ?? {};
    for (const [name, value] of Object.entries(props)) {
      const handler = /^on[A-Z]/.test(name) || (name === 'action' && element.tagName === 'FORM');
      if (handler && typeof value === 'function' && !(element.tagName === 'A' && name === 'onClick'))
        found.push(`<${element.tagName.toLowerCase()}> ${name}`);
    }
  }
  unmount();
  return found;
}

const docs = await Promise.all(entries.map(async (entry) => (await entry.load()).default));
const kept = docs.flatMap((doc) =>
  doc.template === 'page'
    ? doc.page.sections.flatMap((section, i) =>
        hydrates(section) ? [] : [{ name: `${doc.meta.path} ${section.type} (section ${i + 1})`, section }],
      )
    : [],
);

describe('a section kept as server HTML renders no event handler', () => {
  it.each(kept.map((c) => [c.name, c.section] as const))('%s', async (_name, section) => {
    const Section = await loadSectionComponent(section.type as SectionType);
    const loaded = await act(() => loadBodies(withImages(section)));
    expect(handlersIn(<Section section={loaded} />)).toEqual([]);
  });

  it('finds a handler, so that the checks above can fail', () => {
    expect(handlersIn(<button onClick={() => {}}>Open</button>)).toEqual(['<button> onClick']);
  });
});
