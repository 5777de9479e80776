// The answer to a form sent without JavaScript: its page rendered again (page-render.ts), the form holding what was
// sent and the notice (src/ui/sent-form.tsx). Nothing sent is stored or logged; the page is never cached.
import type { Context } from 'hono';
import type { Page, RenderPage } from './page-render.ts';
import type { SentForm } from '../ui/sent-form.tsx';

/** A form's name as its page writes it (`data-form`): a word, so that it can be looked for in the page as it is. */
const FORM_NAME = /^[\w-]{1,40}$/;

/** `path`'s page showing `sent` in its form; null when there is no such page, or it has no form of that name. */
export async function sentPage(renderPage: RenderPage, path: string, sent: SentForm): Promise<Page | null> {
  if (!FORM_NAME.test(sent.form)) return null;
  const page = await renderPage(path, sent);
  return page.status === 200 && page.html.includes(` data-form="${sent.form}"`) ? page : null;
}

/** A rendered page as the response, with the policy of its own inline code. */
export const pageAnswer = (c: Context, page: Page) =>
  c.html(page.html, 200, { 'Cache-Control': 'no-store', 'Content-Security-Policy': page.policy });
