// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import app from 'virtual:content/doc/product/app';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { APP_TECHNOLOGIES } from '../../../tests/spec.ts';
import BadgesSection from './BadgesSection.tsx';

const technologies = sectionOf(app, 'badges');

describe('BadgesSection', () => {
  it('shows each name as a badge in a list, under the heading', () => {
    renderRouted(<BadgesSection section={technologies} />);
    expect(screen.queryByRole('heading', { level: 2 })?.textContent).toBe(technologies.title);
    expect(textsOf(screen.getAllByRole('listitem'))).toEqual(technologies.items);
  });

  it('lists the technologies application hosting supports (SPEC §2)', () => {
    renderRouted(<BadgesSection section={technologies} />);
    expect(textsOf(screen.getAllByRole('listitem')).sort()).toEqual([...APP_TECHNOLOGIES].sort());
  });
});
