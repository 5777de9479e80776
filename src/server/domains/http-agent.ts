import pLimit, { type LimitFunction } from 'p-limit';
import { Agent } from 'undici';
import { limited } from './deadline.ts';
import { AnswerHandler } from './http-answer.ts';
import type { HttpAnswer, HttpGet } from './http-get.ts';

/**
 * Sockets one provider origin may hold at once (DOMAIN_PROVIDER_CONNECTIONS). Calls past it wait for a place (and
 * leave when their search ends), so an outage ties up at most this many sockets per provider instead of one per call.
 * Sized for a busy instance: ~50 searches a second × 15 checks, about one call in ten held by a provider that hangs
 * until its 1-1.5 s time-out, keeps ~90 sockets busy on the first provider.
 */
const DEFAULT_CONNECTIONS_PER_ORIGIN = 128;
/**
 * How long an idle provider socket stays open for the next call (DOMAIN_PROVIDER_KEEP_ALIVE_MS). Busy traffic reuses
 * sockets within milliseconds; once it stops, every socket is closed within this (plus the agent's timer tick), so
 * none outlives a burst by long. A server that announces a shorter Keep-Alive timeout gets its own minus a margin.
 */
const DEFAULT_KEEP_ALIVE_MS = 2000;
/** Waiting for a provider's headers, or for the next piece of its body, when no time-out is given */
const SOCKET_IDLE_LIMIT_MS = 15_000;

export interface AgentOptions {
  /** Absent: DEFAULT_CONNECTIONS_PER_ORIGIN */
  connectionsPerOrigin?: number | undefined;
  /** Absent: DEFAULT_KEEP_ALIVE_MS */
  keepAliveMs?: number | undefined;
  /**
   * One provider call's time-out (DOMAIN_PROVIDER_TIMEOUT_MS), kept by the agent itself for the headers, then for
   * each piece of the body. The caller's signal normally ends a call first; this one holds even when that signal's
   * timer is lost: on Node 20, `AbortSignal.any([signal, AbortSignal.timeout(ms)])` never fires once a garbage
   * collection has taken the timeout signal, which nothing else holds (the call would then wait for its search's end).
   */
  timeoutMs?: number | undefined;
}

/** `url` split as the dispatcher takes it: the origin (scheme, host, port) and the path with its query. */
function target(url: string): { origin: string; path: string } {
  const slash = url.indexOf('/', url.indexOf('//') + 2);
  return slash < 0 ? { origin: url, path: '/' } : { origin: url.slice(0, slash), path: url.slice(slash) };
}

export interface ProviderHttp {
  /** The keep-alive pools: close() lets go of their sockets */
  agent: Agent;
  get: HttpGet;
  /** Calls waiting for a place, all origins together */
  waiting(): number;
}

/**
 * GETs through one keep-alive pool per provider origin, shared by every provider of a configuration.
 *
 * Calls past the bound wait in a queue of ours rather than in undici's: one whose search ends leaves it at once and is
 * never handed to the pool, which would still open a socket for it before noticing (nodejs/undici#386). An aborted
 * call destroys its socket (HTTP/1.1 cannot cancel a request and keep the connection) and frees its place at once;
 * undici 7.30 then opens one spare connection in its stead (nodejs/undici#5845), idle until reused or its keep-alive
 * ends.
 */
export function providerHttp({
  connectionsPerOrigin = DEFAULT_CONNECTIONS_PER_ORIGIN,
  keepAliveMs = DEFAULT_KEEP_ALIVE_MS,
  timeoutMs = SOCKET_IDLE_LIMIT_MS,
}: AgentOptions = {}): ProviderHttp {
  const agent = new Agent({
    connections: connectionsPerOrigin,
    keepAliveTimeout: keepAliveMs,
    keepAliveMaxTimeout: keepAliveMs,
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
  });
  const places = new Map<string, LimitFunction>();
  const placeFor = (origin: string) => {
    let place = places.get(origin);
    if (!place) places.set(origin, (place = pLimit(connectionsPerOrigin)));
    return place;
  };
  const get: HttpGet = (url, { signal, headers }) =>
    new Promise<HttpAnswer>((resolve, reject) => {
      const { origin, path } = target(url);
      // The place is held until the socket is free again (the body read, or the socket closed), not just the headers.
      const call = () =>
        new Promise<void>((done) => {
          const handler = new AnswerHandler(signal, resolve, reject, done);
          agent.dispatch({ origin, path, method: 'GET', headers: headers ?? null }, handler);
        });
      limited(placeFor(origin), signal, call).catch(reject);
    });
  const waiting = () => [...places.values()].reduce((n, place) => n + place.pendingCount, 0);
  return { agent, get, waiting };
}
