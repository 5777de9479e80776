// The editor's API answers its own page only. A page on another origin (any site the marketer has open, or any
// other http://localhost:* tool) must not read content through it, nor write, commit or delete a file: browsers
// send a form post or a no-cors fetch to any address, with cookies, and without asking.
//   - every request: a browser's Sec-Fetch-Site, when sent, is same-origin (or none: an address typed in the
//     address bar, for reads only), and an Origin, when sent, is the editor's own; the Host is the editor's, so a
//     DNS name rebound to 127.0.0.1 does not pass for it;
//   - every write: positively same-origin (Origin or Sec-Fetch-Site), the token of this editor run (written into
//     the editor's page, which another origin cannot read), and a body of the one type the route takes: JSON, or
//     an image for an upload. text/plain, a form encoding or multipart is what a foreign page can send without a
//     preflight, and is refused before the body is read.
import { timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';

export const TOKEN_HEADER = 'x-cms-token';

export interface GuardOptions {
  /** The token of this editor run, as its page was served with */
  token: string;
  /** The Host values the editor is served on (127.0.0.1:5174, localhost:5174); any when empty */
  hosts?: readonly string[];
  /** The body types a write to this path accepts; JSON when not said */
  bodyTypes?: (path: string) => readonly string[] | undefined;
}

const READS = new Set(['GET', 'HEAD']);

const sameToken = (given: string | undefined, token: string) => {
  const a = Buffer.from(given ?? '');
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** The media type of a Content-Type header, lowercased, without its parameters. */
const mediaType = (header: string | undefined) => header?.split(';')[0]?.trim().toLowerCase() ?? '';

export function sameOriginGuard({ token, hosts = [], bodyTypes }: GuardOptions): MiddlewareHandler {
  if (token.length < 16) throw new Error('The editor needs a token of at least 16 characters');
  return async (c, next) => {
    const refuse = (reason: string) => c.json({ error: `Refused: ${reason}` }, 403);
    const url = new URL(c.req.url);
    const host = c.req.header('host') ?? url.host;
    if (hosts.length > 0 && !hosts.includes(host)) return refuse(`the editor does not answer for the host ${host}`);
    const origin = c.req.header('origin');
    const site = c.req.header('sec-fetch-site');
    const self = `${url.protocol}//${host}`;
    if (origin !== undefined && origin !== self) return refuse(`a page on ${origin} may not use the content editor`);
    const read = READS.has(c.req.method);
    if (site !== undefined && site !== 'same-origin' && !(read && site === 'none'))
      return refuse(`a ${site} request may not use the content editor`);
    if (read) return next();

    if (origin !== self && site !== 'same-origin') return refuse('a write must come from the editor’s own page');
    if (!sameToken(c.req.header(TOKEN_HEADER), token)) return refuse('the editor’s token is missing or wrong');
    const accepted = bodyTypes?.(url.pathname) ?? ['application/json'];
    const type = mediaType(c.req.header('content-type'));
    if (!accepted.includes(type))
      return c.json(
        { error: `Refused: a write takes ${accepted.join(' or ')}, not ${type || 'no content type'}` },
        415,
      );
    return next();
  };
}
