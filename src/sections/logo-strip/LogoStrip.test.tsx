// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import home from 'virtual:content/doc/page/home';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections';
import LogoStrip from './LogoStrip';

const strip = sectionOf(home, 'logoStrip');

describe('LogoStrip', () => {
  it('names each brand in a list under its heading', () => {
    renderRouted(<LogoStrip section={strip} />);
    expect(screen.getByRole('heading', { level: 2, name: strip.title })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(strip.logos);
  });
});
