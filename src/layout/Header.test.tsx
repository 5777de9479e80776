// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Providers, site } from '../../tests/helpers/page-sections.tsx';
import { SESSION_STORAGE_KEY } from '../../tests/spec.ts';
import { Header } from './Header.tsx';

const { nav } = site;
const renderHeader = () =>
  render(
    <Providers>
      <Header />
    </Providers>,
  );
const banner = () => screen.getByRole('banner');
const mainNav = () => within(banner()).getByRole('navigation', { name: 'Main' });
/** The Hosting item: its overview link and the button that opens its mega menu. */
const hosting = () => {
  const trigger = within(mainNav()).getByRole('button', { name: `${nav.hosting.label} menu` });
  return {
    trigger,
    item: trigger.closest('li') as HTMLElement,
    link: within(mainNav()).getByRole('link', { name: nav.hosting.label }),
  };
};
const panelOf = (trigger: HTMLElement) =>
  document.getElementById(trigger.getAttribute('aria-controls') ?? '') as HTMLElement;

afterEach(() => localStorage.clear());

describe('Header', () => {
  it('has the call to action from content', () => {
    renderHeader();
    expect(within(banner()).getByRole('link', { name: nav.cta.label })).toHaveAttribute('href', nav.cta.href);
  });

  it('ends the mobile menu with the call to action too', async () => {
    renderHeader();
    // The menu is a popover its button opens (jsdom has no popovers: the end-to-end tests open it in Chromium).
    const toggle = screen.getByLabelText(nav.menu.open);
    const mobile = document.getElementById(toggle.getAttribute('popovertarget') ?? '') as HTMLElement;
    expect(mobile).toHaveAttribute('aria-label', 'Mobile');
    expect(within(mobile).getByRole('link', { name: nav.cta.label, hidden: true })).toHaveAttribute(
      'href',
      nav.cta.href,
    );
  });

  it('leaves the call to action out for a signed-in visitor', () => {
    localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email: 'ada@example.com', name: 'Ada' }));
    renderHeader();
    expect(within(banner()).queryByRole('link', { name: nav.cta.label })).toBeNull();
  });

  // The panel is a popover, which jsdom hides and cannot open: these check the menu's state (aria-expanded) and
  // reach into the panel with hidden elements included; what shows, and Tab's way into it, is header-menus.spec.ts's.
  describe('mega menu', () => {
    it('opens on hover and stays open when the visitor then clicks its trigger; the next click closes it', async () => {
      renderHeader();
      const { trigger, link } = hosting();
      await userEvent.hover(link);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(trigger);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('stays open on a click inside it and closes on a click elsewhere or when the pointer leaves', async () => {
      renderHeader();
      const { trigger, item } = hosting();
      await userEvent.hover(trigger);
      await userEvent.click(trigger);
      const group = nav.hosting.groups[0];
      if (!group) throw new Error('site.yaml has no mega-menu column');
      await userEvent.click(within(panelOf(trigger)).getByText(group.title));
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.click(document.body);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      await userEvent.hover(item);
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await userEvent.unhover(item);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('closes when a link in it is chosen', async () => {
      renderHeader();
      const { trigger } = hosting();
      await userEvent.hover(trigger);
      await userEvent.click(within(panelOf(trigger)).getAllByRole('link', { hidden: true })[0] as HTMLElement);
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
    });

    it('opens from the keyboard with one press and closes with Escape, focus back on its trigger', async () => {
      renderHeader();
      const { trigger } = hosting();
      trigger.focus();
      await userEvent.keyboard('{Enter}');
      expect(trigger).toHaveAttribute('aria-expanded', 'true');
      (within(panelOf(trigger)).getAllByRole('link', { hidden: true })[0] as HTMLElement).focus();
      expect(panelOf(trigger)).toContainElement(document.activeElement as HTMLElement);
      await userEvent.keyboard('{Escape}');
      expect(trigger).toHaveAttribute('aria-expanded', 'false');
      expect(trigger).toHaveFocus();
    });
  });
});
