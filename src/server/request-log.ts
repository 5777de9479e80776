import type { HttpBindings } from '@hono/node-server';
import type { MiddlewareHandler } from 'hono';
import { clientAddressOf } from './client-address.ts';
import type { SiteLogger } from './logger.ts';

/** Paths a load balancer polls every few seconds: logged at debug, so that they do not drown the visitors' lines. */
const PROBES = new Set(['/healthz', '/readyz']);
/** Longest path written: a 16 KB address must not make a 16 KB log line. */
const MAX_PATH = 512;

/**
 * One JSON line per request: id (X-Request-Id), method, path, status, duration in ms and the client's address.
 * The path goes without its query, where a search term (or anything a form put there) travels, and no body is ever
 * read here. On a Node socket the line is written once the response has been handed to the socket, so a streamed search counts its
 * whole time, and `aborted` says the client left before the end.
 */
export function requestLog(logger: SiteLogger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    let written = false;
    const write = (aborted: boolean) => {
      if (written) return;
      written = true;
      const line = {
        id: c.get('requestId'),
        method: c.req.method,
        path: c.req.path.slice(0, MAX_PATH),
        status: c.res.status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        client: clientAddressOf(c),
        ...(aborted ? { aborted } : {}),
      };
      if (PROBES.has(c.req.path)) logger.debug(line, 'request');
      else logger.info(line, 'request');
    };
    const outgoing = (c.env as Partial<HttpBindings> | undefined)?.outgoing;
    // A visitor who left while the answer was being made closed the response before it was sent.
    if (!outgoing || outgoing.closed) write(outgoing?.closed === true);
    else {
      // 'finish' (the last byte handed to the socket) comes before the socket closes, so the line is out before a
      // graceful stop's "stopped"; 'close' without it is a visitor who left.
      outgoing.once('finish', () => write(false));
      outgoing.once('close', () => write(!outgoing.writableFinished));
    }
  };
}
