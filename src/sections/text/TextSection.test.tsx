// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import about from 'virtual:content/doc/page/about';
import { renderRouted, sectionsOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import TextSection from './TextSection.tsx';

const texts = sectionsOf(about, 'text');

describe('TextSection', () => {
  it.each(texts.map((section) => [section.title, section] as const))(
    '"%s": the heading, every paragraph, then the points as a list',
    (_title, section) => {
      renderRouted(<TextSection section={section} />);
      expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
      if (section.subtitle) expect(screen.getByText(section.subtitle)).toBeInTheDocument();
      for (const paragraph of section.paragraphs) expect(screen.getByText(paragraph).tagName).toBe('P');
      const list = screen.queryByRole('list');
      if (section.points.length === 0) expect(list).toBeNull();
      else expect(textsOf(within(list as HTMLElement).getAllByRole('listitem'))).toEqual(section.points);
    },
  );

  it('shows paragraphs without a list when there are no points, and a list when there are', () => {
    const [section] = texts;
    if (!section) throw new Error('the about page has no text section');
    const { unmount } = renderRouted(<TextSection section={{ ...section, points: [] }} />);
    expect(screen.queryByRole('list')).toBeNull();
    unmount();
    renderRouted(<TextSection section={{ ...section, points: ['First point', 'Second point'] }} />);
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(['First point', 'Second point']);
  });
});
