// Without JavaScript, a form is sent to the server, which answers with the same page rendered again: the form holds
// what was sent (a search box its term, a sign-in form the address typed, never a password) and a notice says what
// happens next. The server hands what was sent to the render (src/server/page-render.ts); each form reads its own
// here and gives it to its controls as props, so React escapes it like any other text.
// A browser that runs the page's script after all (a post from another site's page, a script that came late) must
// hydrate with the same props, or React would empty the fields (it sets an untouched field's default to its props):
// the form's name and notice go to it in a data block, the values it reads from the form itself (never carried: they
// may hold a password). Once hydrated, the page's script answers the form itself, so the notice goes.
import { createContext, use, useEffect, useState, type ReactNode } from 'react';

/** What a visitor sent with one form (named as its `data-form` attribute or its search kind), and the notice. */
export interface SentForm {
  form: string;
  /** Each field's text as sent, by field name */
  values: Readonly<Record<string, string>>;
  /** Shown at the top of the form: what the visitor should know now (it needs JavaScript, what to correct) */
  notice?: string | null;
}

export const SentFormContext = createContext<SentForm | null>(null);

/** What was sent with `form`, when this render answers it; null otherwise. */
export function useSentForm(form: string): SentForm | null {
  const sent = use(SentFormContext);
  return sent?.form === form ? sent : null;
}

/** The server's notice about a sent form, first in the form. */
export function SentNotice({ sent }: { sent: SentForm | null }) {
  return sent?.notice ? (
    <p className="form-notice" role="status">
      {sent.notice}
    </p>
  ) : null;
}

/** The id of the data block that carries a sent form's notice to the browser (entry-client.tsx). */
export const SENT_NOTICE_ID = 'sent-form-notice';

/** The data block's text: the form and its notice as JSON, with no `<` that could close the element. */
export const sentNoticeJson = ({ form, notice }: SentForm) => JSON.stringify({ form, notice }).replace(/</g, '\\u003c');

/** The form and notice the data block holds; null for none, or for anything not shaped like one. */
function sentNoticeFrom(json: string | null | undefined): { form: string; notice: string } | null {
  try {
    const data: unknown = JSON.parse(json ?? 'null');
    if (typeof data !== 'object' || data === null) return null;
    const { form, notice } = data as Record<string, unknown>;
    return typeof form === 'string' && typeof notice === 'string' ? { form, notice } : null;
  } catch {
    return null;
  }
}

/** What the page's form holds as the server answered it: text as shown, a ticked box as sent ('on'). */
function shownValues(form: HTMLFormElement): Record<string, string> {
  const values: Record<string, string> = {};
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
    'input[name], textarea[name], select[name]',
  )) {
    if (['hidden', 'password', 'file', 'submit', 'button'].includes(control.type)) continue;
    if (control instanceof HTMLInputElement && ['checkbox', 'radio'].includes(control.type)) {
      if (control.checked) values[control.name] = 'on';
    } else values[control.name] = control.value;
  }
  return values;
}

/** The form the server answered, as this page shows it (before hydration); null on any other page. */
export function sentFormOnPage(page: Document): SentForm | null {
  const sent = sentNoticeFrom(page.getElementById(SENT_NOTICE_ID)?.textContent);
  const form = sent && [...page.forms].find((f) => f.dataset.form === sent.form);
  return sent && form ? { ...sent, values: shownValues(form) } : null;
}

/** The browser's root: hydrates with the notice the server wrote, then lets it go (the script answers the form now). */
export function SentFormRoot({ sent, children }: { sent: SentForm | null; children: ReactNode }) {
  const [shown, setShown] = useState(sent);
  // eslint-disable-next-line react-hooks/set-state-in-effect -- once hydrated, the notice's words are no longer true
  useEffect(() => setShown(null), []);
  return <SentFormContext value={shown}>{children}</SentFormContext>;
}
