// The Content-Security-Policy of the editor's page in service mode: its own scripts, stylesheets and images, and no
// inline style but those it writes itself, as the site allows only its own (src/server/csp.ts). The app's libraries
// write <style> elements as it runs: CodeMirror (the body's Markdown source) and react-remove-scroll (Radix's menus and
// dialogs in the body's toolbar) give theirs the nonce of the response, which the page carries for them
// (cms/editor/csp-nonce.ts); one fixed rule that Radix's select writes, and lets no one give a nonce to, is allowed by its
// hash. Style attributes set through the CSSOM (React's `style` prop, CodeMirror's) are not governed by the policy.
import { randomBytes } from 'node:crypto';
import { sha256 } from '../../../src/server/csp.ts';

/**
 * What Radix's Select.Viewport (@radix-ui/react-select) writes into a <style> element of its own. MDXEditor's block
 * type menu renders that viewport without passing it the nonce it would take, so the rule is allowed by its text;
 * editor-csp.test.ts checks that the installed Radix still writes exactly this.
 */
export const RADIX_SELECT_STYLE =
  '[data-radix-select-viewport]{scrollbar-width:none;-ms-overflow-style:none;-webkit-overflow-scrolling:touch;}' +
  '[data-radix-select-viewport]::-webkit-scrollbar{display:none}';

/** A nonce for one response: 128 random bits, as CSP asks for. */
export const styleNonce = () => randomBytes(16).toString('base64');

/** The policy of one response of the editor's page, whose run-time styles carry `nonce`; nothing may frame it. */
export function editorPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    "img-src 'self' data: blob:",
    `style-src 'self' 'nonce-${nonce}' ${sha256(RADIX_SELECT_STYLE)}`,
    "frame-src 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
  ].join('; ');
}
