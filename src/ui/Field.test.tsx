// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Checkbox, Field, FieldError, Input, describedBy } from './Field.tsx';

// ui/ knows no content: these words are the test's own.
const words = { label: 'Email', hint: 'We never share it.', error: 'Enter an email address.' };

function EmailField({ error }: { error?: string }) {
  return (
    <Field id="email" label={words.label} hint={words.hint} error={error}>
      <Input
        id="email"
        type="email"
        placeholder="Your email"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy('email', true, !!error)}
      />
    </Field>
  );
}

describe('Field', () => {
  it('describes a valid control by its hint alone', () => {
    render(<EmailField />);
    const input = screen.getByRole('textbox', { name: words.label });
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).toHaveAccessibleDescription(words.hint);
  });

  it('shows an invalid control with its message and a warning icon that screen readers skip', () => {
    render(<EmailField error={words.error} />);
    const input = screen.getByRole('textbox', { name: words.label });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(`${words.hint} ${words.error}`);
    const message = document.getElementById('email-error');
    expect(message).toHaveTextContent(words.error);
    expect(message?.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('puts the label of a checkbox after it, and its message below', () => {
    render(
      <Field id="terms" label="I agree" error={words.error} layout="checkbox">
        <Checkbox id="terms" aria-invalid aria-describedby={describedBy('terms', false, true)} />
      </Field>,
    );
    const box = screen.getByRole('checkbox', { name: 'I agree' });
    expect(box).toHaveAccessibleDescription(words.error);
  });
});

describe('FieldError', () => {
  it('can announce itself as an alert', () => {
    render(
      <FieldError id="domain-error" role="alert">
        {words.error}
      </FieldError>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(words.error);
  });
});
