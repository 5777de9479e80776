import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { ResolvedPage, ResolvedSection } from '../../src/content/resolve';

type SectionOf<T extends ResolvedSection['type']> = Extract<ResolvedSection, { type: T }>;

/** The nth section of a type from a page module (virtual:content/doc/page/<id>, typed unknown). */
export function sectionOf<T extends ResolvedSection['type']>(page: unknown, type: T, nth = 0): SectionOf<T> {
  const { path, sections } = page as ResolvedPage;
  const found = sections.filter((s): s is SectionOf<T> => s.type === type)[nth];
  if (!found) throw new Error(`page ${path} has no ${type} section number ${nth + 1}`);
  return found;
}

/** Renders inside a router, as the site does, so internal links work. */
export const renderRouted = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);
