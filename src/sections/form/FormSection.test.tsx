// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import affiliate from 'virtual:content/doc/page/affiliate';
import contact from 'virtual:content/doc/page/contact';
import forgotPassword from 'virtual:content/doc/page/forgot-password';
import login from 'virtual:content/doc/page/login';
import register from 'virtual:content/doc/page/register';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { FormSection } from './FormSection';

const renderForm = (page: unknown) => renderRouted(<FormSection section={sectionOf(page, 'form')} />);

/** Records the next submit event that reaches the window, after React has handled it. */
function watchSubmit() {
  const seen: { event?: Event } = {};
  window.addEventListener('submit', (e) => (seen.event = e), { once: true });
  return seen;
}

afterEach(() => vi.restoreAllMocks());

describe('FormSection', () => {
  it('labels every sign-in field and offers the reset and register links', () => {
    renderForm(login);
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAttribute('id', 'signIn-password');
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign In' })).toHaveAttribute('type', 'submit');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Create an Account' })).toHaveAttribute('href', '/register');
    expect(screen.getByText(/Don't have an account\?/)).toBeInTheDocument();
  });

  it("links the register form's terms checkbox to the terms and privacy pages", () => {
    renderForm(register);
    const terms = screen.getByRole('checkbox', { name: 'I agree to the Terms of Service and Privacy Policy' });
    expect(terms).toBeRequired();
    const label = document.querySelector(`label[for="${terms.id}"]`) as HTMLElement;
    expect(
      within(label)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['Terms of Service', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
    // Used in the label, they are not repeated under the form.
    expect(screen.getAllByRole('link', { name: 'Terms of Service' })).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByLabelText('Confirm password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(/at least 8 characters/);
  });

  it('keeps the contact page and sends nothing when the message is submitted', async () => {
    const fetch = vi.spyOn(globalThis, 'fetch');
    renderForm(contact);
    const form = screen.getByRole('form', { name: 'Send us a message' });
    await userEvent.type(within(form).getByLabelText('First name'), 'Jane');
    await userEvent.type(within(form).getByLabelText('Email'), 'jane@example.com');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Message' }), 'Hello');
    expect(within(form).getByRole('textbox', { name: 'Message' }).tagName).toBe('TEXTAREA');
    const submit = watchSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(submit.event?.defaultPrevented).toBe(true);
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBe(form);
    expect(within(form).getByLabelText('First name')).toHaveValue('Jane');
  });

  it('gives the affiliate form a url website field and a multi-line promotion field', async () => {
    renderForm(affiliate);
    expect(screen.getByRole('heading', { level: 2, name: 'Apply to become an affiliate' })).toBeInTheDocument();
    expect(screen.getByLabelText('Website')).toHaveAttribute('type', 'url');
    expect(screen.getByLabelText('How will you promote us?').tagName).toBe('TEXTAREA');
    const submit = watchSubmit();
    await userEvent.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(submit.event?.defaultPrevented).toBe(true);
  });

  it('switches the reset form to the confirmation once the email is valid, and Resend Email returns', async () => {
    renderForm(forgotPassword);
    const email = screen.getByLabelText('Email address');
    const send = screen.getByRole('button', { name: 'Send Reset Link' });
    await userEvent.click(send);
    expect(screen.queryByText('Check your inbox')).toBeNull();
    await userEvent.type(email, 'not-an-email');
    await userEvent.click(send);
    expect(screen.queryByText('Check your inbox')).toBeNull();

    await userEvent.clear(email);
    await userEvent.type(email, 'jane@example.com{Enter}');
    const heading = screen.getByRole('heading', { level: 1, name: 'Check your inbox' });
    expect(heading).toHaveFocus();
    expect(screen.getByText(/password reset link is on its way/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Email address')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Resend Email' }));
    expect(screen.getByRole('form', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });
});
