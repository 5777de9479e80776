import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import site from 'virtual:content/site';
import { Button } from '../ui/Button.tsx';
import { Input } from '../ui/Input.ts';
import { media } from '../ui/theme.ts';
import { FORM_FIELD } from '../features/auth/form-field.ts';
import { SentNotice, useSentForm } from '../ui/sent-form.tsx';

/** The form's name, as it posts it without JavaScript (the server renders it again with what was sent). */
const FORM = 'newsletter';

/** The field over its button in a footer column; on a phone, where the footer is one column, side by side. */
const Form = styled.form`
  display: grid;
  gap: 10px;
  .form-notice {
    margin: 0;
  }
  ${media.phone} {
    grid-template-columns: minmax(0, 1fr) auto;
    .form-notice {
      grid-column: 1 / -1;
    }
  }
`;

/** A required email field; what a submit does is not shown, so it sends nothing and shows nothing. */
export function NewsletterForm() {
  const { newsletter } = site.footer;
  const id = useId();
  const onSubmit = (event: FormEvent) => event.preventDefault();
  const sent = useSentForm(FORM);
  // What the server showed stays once the notice goes (a changed defaultValue would empty an untouched field).
  const [shown] = useState(sent?.values.email);
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{newsletter.title}</h2>
      <p>{newsletter.text}</p>
      {/* POST: a submit before the script has run never puts the address in the URL. */}
      <Form method="post" data-form={FORM} onSubmit={onSubmit}>
        <SentNotice sent={sent} />
        <input type="hidden" name={FORM_FIELD} value={FORM} />
        <label htmlFor={`${id}-email`} className="visually-hidden">
          {newsletter.label}
        </label>
        <Input
          id={`${id}-email`}
          type="email"
          name="email"
          required
          placeholder={newsletter.placeholder}
          autoComplete="email"
          defaultValue={shown}
        />
        <Button type="submit">{newsletter.button}</Button>
      </Form>
    </section>
  );
}
