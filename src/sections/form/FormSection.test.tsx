// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import affiliate from 'virtual:content/doc/page/affiliate';
import contact from 'virtual:content/doc/page/contact';
import forgotPassword from 'virtual:content/doc/page/forgot-password';
import login from 'virtual:content/doc/page/login';
import register from 'virtual:content/doc/page/register';
import { formOf, renderRouted, site } from '../../../tests/helpers/page-sections.tsx';
import { RESEND_EMAIL, formMessages, paths } from '../../../tests/spec.ts';
import FormSection from './FormSection.tsx';

const linkTo = (href: string) => screen.getAllByRole('link').find((a) => a.getAttribute('href') === href);

/** Records the next submit event that reaches the window, after React has handled it. */
function watchSubmit() {
  const seen: { event?: Event } = {};
  window.addEventListener('submit', (e) => (seen.event = e), { once: true });
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('FormSection', () => {
  it('labels every sign-in field and links to the reset and register pages (SPEC §2)', () => {
    const section = formOf(login, 'signIn');
    const { fields } = section;
    renderRouted(<FormSection section={section} />);
    expect(screen.getByRole('heading', { level: 1, name: section.title })).toBeInTheDocument();
    expect(screen.getByLabelText(fields.email.label)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(fields.password.label)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(fields.password.label)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(fields.password.label)).toHaveAttribute('id', 'signIn-password');
    expect(screen.getByRole('checkbox', { name: fields.remember.label })).not.toBeRequired();
    expect(screen.getByRole('button', { name: section.submit })).toHaveAttribute('type', 'submit');
    for (const link of section.links) {
      expect(screen.getByRole('link', { name: link.label })).toHaveAttribute('href', link.href);
      if (link.prompt) expect(screen.getByText(link.prompt, { exact: false })).toBeInTheDocument();
    }
    expect(linkTo(paths.forgotPassword)).toBeDefined();
    expect(linkTo(paths.register)).toBeDefined();
  });

  it("links the register form's terms checkbox to the terms and privacy pages, and to sign-in (SPEC §2)", () => {
    const section = formOf(register, 'register');
    const { fields } = section;
    const legal = (href: string) => section.links.find((l) => l.href === href);
    const [terms, privacy] = [legal(paths.terms), legal(paths.privacy)];
    renderRouted(<FormSection section={section} />);
    const checkbox = screen.getByRole('checkbox', {
      name: `${fields.terms.label} ${terms?.label} ${site.ui.and} ${privacy?.label}`,
    });
    expect(checkbox).toBeRequired();
    const label = document.querySelector(`label[for="${checkbox.id}"]`) as HTMLElement;
    expect(
      within(label)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      [terms?.label, paths.terms],
      [privacy?.label, paths.privacy],
    ]);
    // Used in the label, they are not repeated under the form.
    expect(screen.getAllByRole('link', { name: terms?.label })).toHaveLength(1);
    expect(linkTo(paths.signIn)).toBeDefined();
    expect(screen.getByLabelText(fields.confirmPassword.label)).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText(fields.password.label)).toHaveAccessibleDescription(formMessages.passwordHint);
  });

  it('keeps the contact page and sends nothing when the message is submitted', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    const section = formOf(contact, 'contact');
    const { fields } = section;
    renderRouted(<FormSection section={section} />);
    const form = screen.getByRole('form', { name: section.title });
    await userEvent.type(within(form).getByLabelText(fields.firstName.label), 'Jane');
    await userEvent.type(within(form).getByLabelText(fields.email.label), 'jane@example.com');
    expect(within(form).getByLabelText(fields.email.label)).toHaveAttribute('type', 'email');
    const message = within(form).getByRole('textbox', { name: fields.message.label });
    await userEvent.type(message, 'Hello');
    expect(message.tagName).toBe('TEXTAREA');
    const submit = watchSubmit();
    await userEvent.click(screen.getByRole('button', { name: section.submit }));
    expect(submit.event?.defaultPrevented).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: section.title })).toBe(form);
    expect(within(form).getByLabelText(fields.firstName.label)).toHaveValue('Jane');
  });

  it('gives the affiliate form a url website field and a multi-line promotion field, and no required field', async () => {
    const section = formOf(affiliate, 'affiliate');
    const { fields } = section;
    const { container } = renderRouted(<FormSection section={section} />);
    expect(screen.getByRole('heading', { level: 2, name: section.title })).toBeInTheDocument();
    expect(screen.getByLabelText(fields.website.label)).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText(fields.email.label)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(fields.promotion.label).tagName).toBe('TEXTAREA');
    expect(container.querySelector('[required]')).toBeNull();
    const submit = watchSubmit();
    await userEvent.click(screen.getByRole('button', { name: section.submit }));
    expect(submit.event?.defaultPrevented).toBe(true);
  });

  it('switches the reset form to the confirmation once the email is valid, and Resend Email returns (SPEC §4)', async () => {
    const section = formOf(forgotPassword, 'forgotPassword');
    const { fields, confirmation } = section;
    renderRouted(<FormSection section={section} />);
    const email = screen.getByLabelText(fields.email.label);
    const send = screen.getByRole('button', { name: section.submit });
    await userEvent.click(send);
    expect(screen.queryByText(confirmation.title)).toBeNull();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(send);
    expect(screen.queryByText(confirmation.title)).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'jane@example.com{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: confirmation.title });
    expect(heading).toHaveFocus();
    expect(screen.getByText(confirmation.text)).toBeInTheDocument();
    expect(screen.queryByLabelText(fields.email.label)).toBeNull();

    expect(confirmation.resend).toBe(RESEND_EMAIL);
    await userEvent.click(screen.getByRole('button', { name: RESEND_EMAIL }));
    expect(screen.getByRole('form', { name: section.title })).toBeInTheDocument();
    expect(screen.getByLabelText(fields.email.label)).toHaveFocus();
    expect(linkTo(paths.signIn)).toBeDefined();
  });
});
