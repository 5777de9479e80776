// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import affiliatePage from 'virtual:content/doc/page/affiliate';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { affiliate } from '../../../tests/spec.ts';
import StepsSection from './StepsSection.tsx';

const steps = sectionOf(affiliatePage, 'steps');

describe('StepsSection', () => {
  it('numbers the steps in an ordered list, each with its title and text', () => {
    renderRouted(<StepsSection section={steps} />);
    expect(screen.getByRole('heading', { level: 2, name: steps.title })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(
      items.map((li) => [
        within(li).getByRole('heading', { level: 3 }).textContent,
        li.querySelector('p')?.textContent,
      ]),
    ).toEqual(steps.items.map((s) => [s.title, s.text]));
  });

  it("is the affiliate page's 'How It Works' in three steps: Sign Up, Share Your Link, Earn Rewards (SPEC §2)", () => {
    renderRouted(<StepsSection section={steps} />);
    expect(screen.getByRole('heading', { level: 2, name: affiliate.stepsTitle })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(affiliate.steps);
  });
});
