// A page the server answered a sent form with, in a browser that runs its script after all (a post from another
// site's page, a script that came late): it must hydrate with the same props, or React would empty the fields (it
// sets an untouched field's default to its props). The form's name and notice come in a data block (sent-form.tsx),
// the values from the form itself (never carried: they may hold a password). Once hydrated, the page's script
// answers the form itself, so the notice goes. Loaded only by a page with the data block (entry-client.tsx).
import { useEffect, useState, type ReactNode } from 'react';
import { SENT_NOTICE_ID, SentFormContext, type SentForm } from './sent-form.tsx';

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
