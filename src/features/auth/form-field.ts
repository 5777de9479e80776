/**
 * Hidden field naming the form a page posted without JavaScript, matching the form's `data-form` attribute: the
 * server fills that form in again (src/server/form-echo.ts defines the same name; the server imports no feature).
 */
export const FORM_FIELD = '_form';
