// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import forgotPassword from 'virtual:content/doc/page/forgot-password';
import login from 'virtual:content/doc/page/login';
import register from 'virtual:content/doc/page/register';
import { formOf, renderRouted, site } from '../../../tests/helpers/page-sections.tsx';
import { AUTH_DELAY_MS, SESSION_STORAGE_KEY, formMessages } from '../../../tests/spec.ts';
import FormSection from './FormSection.tsx';

const signIn = formOf(login, 'signIn');
const registration = formOf(register, 'register');
const reset = formOf(forgotPassword, 'forgotPassword');
/** Long enough for the simulated delay on a busy machine, short enough to fail fast if nothing happens. */
const settled = { timeout: AUTH_DELAY_MS * 10 };

const messageOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent).filter(Boolean);
};
const stored = () => localStorage.getItem(SESSION_STORAGE_KEY);

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('sign-in form', () => {
  const { fields } = signIn;

  it('says nothing until the first submit, then shows the spec messages on the fields (SPEC §5)', async () => {
    renderRouted(<FormSection section={signIn} />);
    const email = screen.getByLabelText(fields.email.label);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText(formMessages.email)).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: signIn.submit }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(email)).toEqual([formMessages.email]);
    expect(messageOf(screen.getByLabelText(fields.password.label))).toEqual([formMessages.password]);
    expect(email).toHaveFocus();
  });

  it('updates the messages as the visitor types after a first attempt', async () => {
    renderRouted(<FormSection section={signIn} />);
    await userEvent.click(screen.getByRole('button', { name: signIn.submit }));
    const email = screen.getByLabelText(fields.email.label);
    await userEvent.type(email, 'ada@example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');
    expect(screen.getByText(formMessages.email)).toBeInTheDocument();
  });

  it('shows progress on the button for the simulated delay, then stores the session with the placeholder name', async () => {
    renderRouted(<FormSection section={signIn} />);
    await userEvent.type(screen.getByLabelText(fields.email.label), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(fields.password.label), 'anything');
    await userEvent.click(screen.getByRole('button', { name: signIn.submit }));
    expect(screen.getByRole('button', { name: signIn.pending ?? signIn.submit })).toBeDisabled();
    expect(stored()).toBeNull();
    await vi.waitFor(
      () =>
        expect(JSON.parse(stored() ?? 'null')).toEqual({
          email: 'ada@example.com',
          name: site.session.placeholderName,
        }),
      settled,
    );
  });
});

describe('register form', () => {
  const { fields } = registration;

  async function fill(
    values: Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'confirmPassword', string>>,
    terms = true,
  ) {
    for (const [name, text] of Object.entries(values))
      if (text) await userEvent.type(screen.getByLabelText(fields[name as keyof typeof values].label), text);
    if (terms) await userEvent.click(screen.getByRole('checkbox'));
  }

  it('shows every spec message on an empty submit, and the password hint from the start (SPEC §5)', async () => {
    renderRouted(<FormSection section={registration} />);
    expect(screen.getByText(formMessages.passwordHint)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: registration.submit }));
    for (const message of [
      formMessages.firstName,
      formMessages.lastName,
      formMessages.email,
      formMessages.passwordInvalid,
      formMessages.confirmPassword,
      formMessages.terms,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(messageOf(screen.getByLabelText(fields.password.label))).toEqual([
      formMessages.passwordHint,
      formMessages.passwordInvalid,
    ]);
  });

  it('refuses a weak password and a confirmation that does not match', async () => {
    renderRouted(<FormSection section={registration} />);
    await fill({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'password1',
      confirmPassword: 'password2',
    });
    await userEvent.click(screen.getByRole('button', { name: registration.submit }));
    expect(screen.getByText(formMessages.passwordInvalid)).toBeInTheDocument();
    expect(screen.getByText(formMessages.confirmPassword)).toBeInTheDocument();
    expect(screen.queryByText(formMessages.firstName)).toBeNull();
    expect(stored()).toBeNull();
  });

  it('registers the visitor under their own name', async () => {
    renderRouted(<FormSection section={registration} />);
    await fill({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'Passw0rd',
      confirmPassword: 'Passw0rd',
    });
    await userEvent.click(screen.getByRole('button', { name: registration.submit }));
    expect(screen.getByRole('button', { name: registration.pending ?? registration.submit })).toBeDisabled();
    await vi.waitFor(
      () => expect(JSON.parse(stored() ?? 'null')).toEqual({ email: 'ada@example.com', name: 'Ada Lovelace' }),
      settled,
    );
  });
});

describe('forgot-password form', () => {
  it('asks for a valid email before confirming (SPEC §5)', async () => {
    renderRouted(<FormSection section={reset} />);
    const email = () => screen.getByLabelText(reset.fields.email.label);
    await userEvent.type(email(), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: reset.submit }));
    expect(screen.getByText(formMessages.email)).toBeInTheDocument();
    await userEvent.clear(email());
    await userEvent.type(email(), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: reset.submit }));
    expect(screen.getByRole('heading', { level: 1, name: reset.confirmation.title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: reset.confirmation.resend })).toBeInTheDocument();
  });
});
