// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import home from 'virtual:content/doc/page/home';
import { renderRouted, sectionOf } from '../../../tests/helpers/page-sections.tsx';
import LogoStrip from './LogoStrip.tsx';

const strip = sectionOf(home, 'logoStrip');

describe('LogoStrip', () => {
  it('shows each customer as its logo mark, named for screen readers, under the heading', () => {
    renderRouted(<LogoStrip section={strip} />);
    expect(screen.getByRole('heading', { level: 2, name: strip.title })).toBeInTheDocument();
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('img').getAttribute('aria-label'))).toEqual(
      strip.logos.map((logo) => logo.alt),
    );
  });
});
