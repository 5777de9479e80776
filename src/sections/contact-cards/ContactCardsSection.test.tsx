// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import contact from 'virtual:content/doc/page/contact';
import { renderRouted, sectionOf, textsOf } from '../../../tests/helpers/page-sections.tsx';
import { CHAT_HREF } from '../../../tests/spec.ts';
import ContactCardsSection from './ContactCardsSection.tsx';

const cards = sectionOf(contact, 'contactCards');

describe('ContactCardsSection', () => {
  it('shows a card per channel, each linking to it with the address or number as its text', () => {
    renderRouted(<ContactCardsSection section={cards} />);
    expect(screen.getByRole('heading', { level: 2, name: cards.title })).toBeInTheDocument();
    expect(textsOf(screen.getAllByRole('heading', { level: 3 }))).toEqual(cards.items.map((c) => c.title));
    expect(screen.getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')])).toEqual(
      cards.items.map((c) => [c.value, c.href]),
    );
    for (const item of cards.items) {
      const card = screen.getByRole('heading', { level: 3, name: item.title }).parentElement as HTMLElement;
      expect(within(card).getByText(item.text)).toBeInTheDocument();
    }
  });

  it('offers email, phone and live chat, the chat linking to #chat (SPEC §2)', () => {
    expect(cards.items.map((c) => c.kind).sort()).toEqual(['chat', 'email', 'phone']);
    const chat = cards.items.find((c) => c.kind === 'chat');
    expect(chat?.href).toBe(CHAT_HREF);
    renderRouted(<ContactCardsSection section={cards} />);
    expect(screen.getByRole('link', { name: chat?.value })).toHaveAttribute('href', CHAT_HREF);
  });
});
