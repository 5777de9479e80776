// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import home from 'virtual:content/doc/page/home';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import FiguresSection from './FiguresSection.tsx';

const figures = sectionOf(home, 'figures');

describe('FiguresSection', () => {
  it('lists every figure of content/social-proof.yaml with its label, in order, under its heading', () => {
    renderRouted(<FiguresSection section={figures} />);
    expect(screen.queryByRole('heading', { level: 2 })?.textContent).toBe(figures.title);
    expect(figures.items.length).toBeGreaterThan(0);
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(figures.items.map((f) => `${f.value} ${f.label}`));
  });

  it('has no heading when the section gives no title', () => {
    renderRouted(<FiguresSection section={{ ...figures, title: undefined, subtitle: undefined }} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(figures.items.length);
  });
});
