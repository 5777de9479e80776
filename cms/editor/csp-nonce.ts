// The nonce of the editor page's style policy in service mode (cms/team/pages/editor-csp.ts), for the libraries that
// write <style> elements as the app runs; the page carries it as Vite's loader expects it, in the nonce of
// <meta property="csp-nonce">. `npm run cms` serves no such policy, and no nonce: then nothing is set.

/** The response's nonce, or undefined. Read from the property: browsers empty the attribute once the policy applies. */
export const styleNonce = (): string | undefined =>
  (typeof document === 'undefined'
    ? undefined
    : document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce) || undefined;

/**
 * Hands the nonce to react-remove-scroll's <style> (the body toolbar's Radix menus and dialogs), which takes it from
 * webpack's global through get-nonce whatever the bundler. CodeMirror takes it as an extension (body/editor-plugins.tsx).
 */
export function shareStyleNonce() {
  const nonce = styleNonce();
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}
