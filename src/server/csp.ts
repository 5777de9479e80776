// A strict Content-Security-Policy per prerendered page: no 'unsafe-inline', no 'unsafe-eval'. The inline scripts
// and styles the site itself emits are allowed by their SHA-256 hashes, and nothing else: the code that writes
// each one into the page also hands it here (src/entry-server.tsx, scripts/prerender.ts). The page is never
// scanned for whatever <script> it holds, so one that slipped into content would be blocked, not approved.
import { createHash } from 'node:crypto';

/** The CSP source that allows one inline script or style by the SHA-256 hash of its text. */
export const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The bodies of the inline <script> and <style> elements the site wrote into a page. */
export interface InlineCode {
  scripts: readonly string[];
  styles: readonly string[];
}

/**
 * `wasm`: the page may compile WebAssembly ('wasm-unsafe-eval'), which the help center's search index (Pagefind)
 * does; that keyword allows WebAssembly alone, never eval or new Function, and only pages with the search get it.
 */
export function contentSecurityPolicy({ scripts, styles }: InlineCode, { wasm = false } = {}): string {
  // styled-components fills its stylesheet through the CSSOM (insertRule), which CSP does not govern: the prerendered
  // one, or, on a page without one, an empty <style> element it adds, allowed by the hash of its empty text.
  const hashes = (bodies: readonly string[]) => [...new Set(bodies.map(sha256))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(scripts)}${wasm ? " 'wasm-unsafe-eval'" : ''}`.replace(/ +/g, ' ').trim(),
    `style-src 'self' ${hashes([...styles, ''])}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
