// Without JavaScript, a form is sent to the server, which answers with the same page rendered again: the form holds
// what was sent (a search box its term, a sign-in form the address typed, never a password) and a notice says what
// happens next. The server hands what was sent to the render (src/server/page-render.ts); each form reads its own
// here and gives it to its controls as props, so React escapes it like any other text.
// A browser that runs the page's script after all hydrates with the same props (sent-form-page.tsx).
import { createContext, use } from 'react';

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
