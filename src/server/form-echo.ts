// Without JavaScript, a form that holds personal data (sign-in, register, reset, contact, affiliate, newsletter)
// posts to its own page, so nothing typed lands in a URL, in history or in a log. This answers such a post with the
// same page and that form filled in again with what was sent, passwords excepted, and a line saying that the form
// needs JavaScript to go further. Nothing posted is stored or logged.

import { escapeHtml } from '../content/escape-html';
import { withValue } from './html-text';

/** Name of the hidden field that says which form of the page was posted (its `data-form` attribute). */
export const FORM_FIELD = '_form';
/** Longest value put back into a field; the body itself is capped by the server's body limit. */
const MAX_VALUE = 5000;
/** Controls whose value never comes back: secrets, and those whose value is the page's own. */
const NOT_ECHOED = new Set(['password', 'hidden', 'submit', 'button', 'reset', 'image', 'file']);

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

function refillInput(tag: string, values: Record<string, string>): string {
  const name = attribute(tag, 'name');
  const type = attribute(tag, 'type') ?? 'text';
  if (!name || NOT_ECHOED.has(type) || !(name in values)) return tag;
  if (type === 'checkbox' || type === 'radio') {
    const own = attribute(tag, 'value') ?? 'on';
    return values[name] === own && !/\schecked(=|\s|\/?>)/.test(tag) ? tag.replace(/\s*\/?>$/, ' checked=""$&') : tag;
  }
  return withValue(tag, (values[name] ?? '').slice(0, MAX_VALUE));
}

/** A <select>'s options with the one whose value is `value` chosen (and no other). */
const withChoice = (options: string, value: string) =>
  options.replace(/<option\b[^>]*>/g, (tag) => {
    const plain = tag.replace(/\sselected(="[^"]*")?/, '');
    return attribute(plain, 'value') === escapeHtml(value) ? plain.replace(/>$/, ' selected="">') : plain;
  });

/**
 * The page with the posted form (found by `data-form`) filled in again and the notice, if any, at its top; null when
 * the page has no such form.
 */
export function refillForm(html: string, values: Record<string, string>, notice: string | null): string | null {
  const id = values[FORM_FIELD];
  if (!id || !/^[\w-]+$/.test(id)) return null;
  const open = new RegExp(`<form\\b[^>]*\\sdata-form="${id}"[^>]*>`).exec(html);
  if (!open) return null;
  const start = open.index + open[0].length;
  const end = html.indexOf('</form>', start);
  if (end < 0) return null;
  const inside = html
    .slice(start, end)
    .replace(/<input\b[^>]*>/g, (tag) => refillInput(tag, values))
    .replace(
      /(<select\b[^>]*\sname="([^"]*)"[^>]*>)([\s\S]*?)(<\/select>)/g,
      (whole, tag: string, name: string, options: string, close: string) =>
        name in values ? `${tag}${withChoice(options, values[name] ?? '')}${close}` : whole,
    )
    .replace(
      /(<textarea\b[^>]*\sname="([^"]*)"[^>]*>)[\s\S]*?(<\/textarea>)/g,
      (whole, tag: string, name: string, close: string) =>
        name in values ? `${tag}${escapeHtml((values[name] ?? '').slice(0, MAX_VALUE))}${close}` : whole,
    );
  const note = notice === null ? '' : `<p class="form-notice" role="status">${escapeHtml(notice)}</p>`;
  return `${html.slice(0, start)}${note}${inside}${html.slice(end)}`;
}
