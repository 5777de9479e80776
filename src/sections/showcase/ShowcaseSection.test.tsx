// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import home from 'virtual:content/doc/page/home';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import ShowcaseSection from './ShowcaseSection.tsx';

const showcase = sectionOf(home, 'showcase');

describe('ShowcaseSection', () => {
  it('shows the heading, its points and a picture in modern formats at several widths, loaded lazily', () => {
    const { container } = renderRouted(<ShowcaseSection section={showcase} />);
    expect(screen.getByRole('heading', { level: 2, name: showcase.title })).toBeInTheDocument();
    expect(textsOf(within(screen.getByRole('list')).getAllByRole('listitem'))).toEqual(showcase.points);
    const image = screen.getByRole('img', { name: showcase.image.alt });
    expect(image).toHaveAttribute('width', String(showcase.image.width));
    expect(image).toHaveAttribute('height', String(showcase.image.height));
    expect(image).toHaveAttribute('loading', 'lazy');
    const types = [...container.querySelectorAll('picture source')].map((s) => s.getAttribute('type'));
    expect(types).toEqual(showcase.image.sources.map((s) => s.type));
    expect(types).toEqual(['image/avif', 'image/webp']);
  });
});
