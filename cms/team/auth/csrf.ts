// What every write must show besides a session: that it comes from the editor's own origin, and the session's CSRF
// token in a header (or, for the no-JavaScript sign-out form, a form field). A page on another origin can make a
// browser send a request with the cookie, but can neither set the Origin nor read the token.
import { timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

/** The editor's app already sends its token in this header (cms/editor/http.ts): in service mode it is the CSRF token. */
export const CSRF_HEADER = 'x-cms-token';

export const sameSecret = (given: string | undefined, expected: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Why a write is refused for its origin, or undefined when it comes from the editor's public origin. The Origin
 * header is required: every browser sends it on a POST, PUT or DELETE, and a request without it is no page's.
 */
export function foreignOrigin(c: Context, publicOrigin: string): string | undefined {
  const origin = c.req.header('origin');
  if (origin === undefined) return 'a write must say where it comes from (Origin)';
  if (origin !== publicOrigin) return `a page on ${origin.slice(0, 100)} may not write through the editor`;
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return `a ${site} request may not write through the editor`;
  return undefined;
}
