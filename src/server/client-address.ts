// Who is asking: the address the rate limiter counts and the request log records. It comes from the socket, or from
// X-Forwarded-For only as far as TRUST_PROXY says proxies of ours wrote it: each proxy appends the address it was
// connected from, so the entries our own proxies wrote are the rightmost ones, and anything left of them is whatever
// the client chose to send.
import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

declare module 'hono' {
  interface ContextVariableMap {
    /** The client's address, set by clientAddress(); undefined without a socket (app.request in tests) */
    clientAddress: string | undefined;
  }
}

/**
 * TRUST_PROXY as a count of proxies in front of the server: unset or empty trusts none (0); a whole number N trusts
 * N; anything else ("true", "-1", "1.5") is undefined, for the caller to report, and must trust none.
 */
export function trustedProxyCount(value: string | undefined): number | undefined {
  const text = value?.trim() ?? '';
  if (text === '') return 0;
  return /^\d{1,2}$/.test(text) ? Number(text) : undefined;
}

/**
 * One address in one spelling, or undefined when it is none: a port (`1.2.3.4:80`, `[::1]:80`, as some proxies write
 * them) is dropped, IPv4 mapped into IPv6 (`::ffff:1.2.3.4`, how a dual-stack socket reports IPv4) becomes IPv4, so
 * that one client has one rate-limit key however it arrived.
 */
export function canonicalAddress(text: string): string | undefined {
  const trimmed = text.trim();
  const bare = /^\[([^\]]+)\](?::\d+)?$/.exec(trimmed)?.[1] ?? /^([\d.]+):\d+$/.exec(trimmed)?.[1] ?? trimmed;
  const mapped = /^::ffff:([\d.]+)$/i.exec(bare)?.[1];
  if (mapped && isIP(mapped) === 4) return mapped;
  const kind = isIP(bare);
  return kind === 4 ? bare : kind === 6 ? bare.toLowerCase() : undefined;
}

/**
 * The client's address: the Nth entry from the right of X-Forwarded-For when N proxies are trusted (what the
 * outermost of them saw), else the socket's. A header with fewer entries than trusted proxies did not come through
 * all of them, and an entry that is no address is no proxy's work: both fall back to the socket.
 */
export function clientAddressFrom(
  socket: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined {
  const direct = socket === undefined ? undefined : canonicalAddress(socket);
  if (trustedProxies < 1 || !forwardedFor) return direct;
  const entries = forwardedFor.split(',');
  const entry = entries[entries.length - trustedProxies];
  return (entry === undefined ? undefined : canonicalAddress(entry)) ?? direct;
}

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    return undefined; // not behind a Node socket (tests calling app.request)
  }
}

/** Finds the client's address once per request, for the rate limiter and the log (clientAddressOf). */
export function clientAddress(trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    const forwardedFor = trustedProxies > 0 ? c.req.header('x-forwarded-for') : undefined;
    c.set('clientAddress', clientAddressFrom(socketAddress(c), forwardedFor, trustedProxies));
    await next();
  };
}

/** The address clientAddress() found; the socket's where it did not run (the dev server's /api). */
export function clientAddressOf(c: Context): string | undefined {
  const found = c.get('clientAddress');
  if (found !== undefined) return found;
  const socket = socketAddress(c);
  return socket === undefined ? undefined : canonicalAddress(socket);
}
