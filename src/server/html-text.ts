// The server writes into its own prerendered pages in two places (form-echo.ts, search-page.tsx): one way to give an
// <input> tag a value.

import { escapeHtml } from '../content/escape-html';

/** An <input …> tag holding `value` (escaped here) in place of the value it had. */
export const withValue = (tag: string, value: string) =>
  tag.replace(/\svalue="[^"]*"/, '').replace(/\s*\/?>$/, ` value="${escapeHtml(value)}"$&`);
