// The redirects of content/redirects.yaml, answered by the server: the prerender writes them to dist/redirects.json
// (beside csp.json, outside client/, so never served) and the server reads them when it starts.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';

/** One redirect as the build writes it: `from` a path of the site, `to` a path (maybe with ?query or #part) or a URL. */
export interface Redirect {
  from: string;
  to: string;
  status: 301 | 302;
}

/** Where the prerender writes the rules, relative to the client folder. */
export const REDIRECTS_JSON = '../redirects.json';

export const readRedirects = (clientDir: string): Redirect[] => {
  const file = path.join(clientDir, REDIRECTS_JSON);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Redirect[]) : [];
};

/** `to` with the request's query string, unless `to` has one of its own; its #part stays last. */
export function locationOf(to: string, search: string): string {
  const hash = to.indexOf('#');
  const [base, part] = hash < 0 ? [to, ''] : [to.slice(0, hash), to.slice(hash)];
  return base.includes('?') || !search ? to : `${base}${search}${part}`;
}

/**
 * Answers a GET or HEAD of a redirected path (with or without a trailing slash) with its status and Location; any
 * other request goes on. A permanent redirect may be cached for an hour only: browsers keep a 301 without
 * Cache-Control for good, and a marketer who points it elsewhere wants visitors to follow the change.
 */
export function redirectRoutes(rules: Redirect[]): MiddlewareHandler {
  const byPath = new Map(rules.map((rule) => [rule.from, rule]));
  return async (c, next) => {
    const rule = byPath.get(c.req.path.replace(/(.)\/$/, '$1'));
    if (!rule || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    const search = new URL(c.req.url).search;
    c.header('Cache-Control', rule.status === 301 ? 'public, max-age=3600' : 'no-cache');
    return c.redirect(locationOf(rule.to, search), rule.status);
  };
}
