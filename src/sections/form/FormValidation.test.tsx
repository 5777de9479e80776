// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import forgotPassword from 'virtual:content/doc/page/forgot-password';
import login from 'virtual:content/doc/page/login';
import register from 'virtual:content/doc/page/register';
import { renderRouted, sectionOf } from '../../tests/helpers/page-sections';
import { FormSection } from './FormSection';

const renderForm = (page: unknown) => renderRouted(<FormSection section={sectionOf(page, 'form')} />);
const messageOf = (field: HTMLElement) => {
  const ids = (field.getAttribute('aria-describedby') ?? '').split(' ');
  return ids.map((id) => document.getElementById(id)?.textContent).filter(Boolean);
};

afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('sign-in form', () => {
  it('says nothing until the first submit, then shows the spec messages on the fields', async () => {
    renderForm(login);
    const email = screen.getByLabelText('Email address');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter a valid email address.')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(messageOf(email)).toEqual(['Please enter a valid email address.']);
    expect(messageOf(screen.getByLabelText('Password'))).toEqual(['Please enter your password.']);
    expect(email).toHaveFocus();
  });

  it('updates the messages as the visitor types after a first attempt', async () => {
    renderForm(login);
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const email = screen.getByLabelText('Email address');
    await userEvent.type(email, 'ada@example');
    expect(email).not.toHaveAttribute('aria-invalid');
    await userEvent.clear(email);
    await userEvent.type(email, 'ada@');
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
  });

  it('shows progress on the button for the simulated delay, then stores the session', async () => {
    renderForm(login);
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'anything');
    await userEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(screen.getByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await vi.waitFor(
      () => expect(localStorage.getItem('user')).toBe('{"email":"ada@example.com","name":"Valued Customer"}'),
      { timeout: 2000 },
    );
  });
});

describe('register form', () => {
  async function fill(
    values: Partial<Record<'first' | 'last' | 'email' | 'password' | 'confirm', string>>,
    terms = true,
  ) {
    const type = (label: string, text?: string) =>
      text ? userEvent.type(screen.getByLabelText(label), text) : undefined;
    await type('First name', values.first);
    await type('Last name', values.last);
    await type('Email address', values.email);
    await type('Password', values.password);
    await type('Confirm password', values.confirm);
    if (terms) await userEvent.click(screen.getByRole('checkbox'));
  }

  it('shows every spec message on an empty submit, and the password hint from the start', async () => {
    renderForm(register);
    expect(
      screen.getByText('Password must be at least 8 characters long and contain uppercase, lowercase, and numbers.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    for (const message of [
      'Please enter your first name.',
      'Please enter your last name.',
      'Please enter a valid email address.',
      'Please enter a valid password.',
      'Passwords must match.',
      'You must agree before submitting.',
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(messageOf(screen.getByLabelText('Password'))).toEqual([
      'Password must be at least 8 characters long and contain uppercase, lowercase, and numbers.',
      'Please enter a valid password.',
    ]);
  });

  it('refuses a weak password and a confirmation that does not match', async () => {
    renderForm(register);
    await fill({
      first: 'Ada',
      last: 'Lovelace',
      email: 'ada@example.com',
      password: 'password1',
      confirm: 'password2',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please enter a valid password.')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match.')).toBeInTheDocument();
    expect(screen.queryByText('Please enter your first name.')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('registers the visitor under their own name', async () => {
    renderForm(register);
    await fill({ first: 'Ada', last: 'Lovelace', email: 'ada@example.com', password: 'Passw0rd', confirm: 'Passw0rd' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByRole('button', { name: 'Creating account...' })).toBeDisabled();
    await vi.waitFor(
      () => expect(localStorage.getItem('user')).toBe('{"email":"ada@example.com","name":"Ada Lovelace"}'),
      { timeout: 2000 },
    );
  });
});

describe('forgot-password form', () => {
  it('asks for a valid email before confirming', async () => {
    renderForm(forgotPassword);
    await userEvent.type(screen.getByLabelText('Email address'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email address'));
    await userEvent.type(screen.getByLabelText('Email address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: /Send/ }));
    expect(screen.getByRole('button', { name: 'Resend Email' })).toBeInTheDocument();
  });
});
