// The server writes into its own prerendered pages in two places (form-echo.ts, search-page.ts): one escaping, and
// one way to give an <input> tag a value.

/** Text made safe for an element's content or a double-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** An <input …> tag holding `value` (escaped here) in place of the value it had. */
export const withValue = (tag: string, value: string) =>
  tag.replace(/\svalue="[^"]*"/, '').replace(/\s*\/?>$/, ` value="${escapeHtml(value)}"$&`);
