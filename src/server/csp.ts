// A strict Content-Security-Policy per prerendered page: no 'unsafe-inline', no 'unsafe-eval'; the page's own
// inline scripts and styles are allowed by their SHA-256 hashes.
import { createHash } from 'node:crypto';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** Bodies of inline <script> (not JSON-LD data blocks, which never run) and <style> elements. */
export function inlineBodies(html: string): { scripts: string[]; styles: string[] } {
  const scripts = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attrs]) => !/type="application\/ld\+json"/.test(attrs ?? ''))
    .map(([, , body]) => body ?? '');
  const styles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => body ?? '');
  return { scripts, styles };
}

export function contentSecurityPolicy(html: string): string {
  const { scripts, styles } = inlineBodies(html);
  // styled-components adds an empty <style> element after hydrating and fills it through the CSSOM (insertRule),
  // which CSP does not govern; the element itself is allowed by the hash of its empty text.
  styles.push('');
  const hashes = (bodies: string[]) => [...new Set(bodies.map(sha256))].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${hashes(scripts)}`.trim(),
    `style-src 'self' ${hashes(styles)}`.trim(),
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
