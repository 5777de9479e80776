/**
 * Hidden field naming the form a page posted without JavaScript, matching the form's `data-form` attribute: the
 * server renders the page again with that form holding what was sent (src/server/sent-page.ts).
 */
export const FORM_FIELD = '_form';
