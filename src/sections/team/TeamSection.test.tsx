// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import about from 'virtual:content/doc/page/about';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import TeamSection from './TeamSection.tsx';

const team = sectionOf(about, 'team');
const cardOf = (name: string) => screen.getByRole('heading', { level: 3, name }).closest('article') as HTMLElement;

describe('TeamSection', () => {
  it('introduces every member with their name, role, bio, and photo or initials', () => {
    renderRouted(<TeamSection section={team} />);
    expect(screen.getByRole('heading', { level: 2, name: team.title })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(team.members.map((m) => m.name));
    for (const member of team.members) {
      const card = cardOf(member.name);
      expect(within(card).getByText(member.role)).toBeInTheDocument();
      if (member.bio) expect(within(card).getByText(member.bio)).toBeInTheDocument();
      if (member.photo)
        expect(within(card).getByRole('img', { name: member.photo.alt })).toHaveAttribute('src', member.photo.src);
      else if (member.initials) expect(within(card).getByText(member.initials)).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('makes initials from the first and last name when the content gives none', () => {
    const members = [
      { name: 'Ada Byron King', role: 'Analyst' },
      { name: 'grace', role: 'Engineer', initials: 'GH' },
      { name: 'linus', role: 'Maintainer' },
    ];
    renderRouted(<TeamSection section={{ ...team, members }} />);
    expect(within(cardOf('Ada Byron King')).getByText('AK')).toHaveAttribute('aria-hidden', 'true');
    expect(within(cardOf('grace')).getByText('GH')).toBeInTheDocument();
    expect(within(cardOf('linus')).getByText('L')).toBeInTheDocument();
  });
});
