// Fake WhoAPI, ResellerClub and RDAP servers on 127.0.0.1, answering in the wire formats of shared/data/PROVIDERS.md.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The search price table of SPEC §3, in cents, for tests and benchmarks that run without content. */
export const searchPrices = {
  com: 1299,
  net: 1499,
  org: 1299,
  io: 3999,
  us: 999,
  uk: 899,
  ca: 1399,
  co: 2499,
  biz: 1599,
  app: 1799,
};

export type Behaviour =
  'available' | 'taken' | 'error-status' | 'http-500' | 'malformed' | 'slow' | 'rate-limited' | 'unknown';
export type Provider = 'whoapi' | 'resellerclub' | 'rdap';
type Rule = (domain: string) => Behaviour;

export interface FakeProviders {
  url: string;
  /** Environment that points the server's providers at the fakes */
  env: Record<string, string>;
  /** Domains each provider was asked about, in order */
  calls: Record<Provider, string[]>;
  set(provider: Provider, rule: Rule): void;
  close(): Promise<void>;
}

export async function startFakeProviders(
  options: { port?: number; delayMs?: number; slowMs?: number; rules?: Partial<Record<Provider, Rule>> } = {},
): Promise<FakeProviders> {
  const { port = 0, delayMs = 0, slowMs = 10_000 } = options;
  const rules: Record<Provider, Rule> = {
    whoapi: () => 'available',
    resellerclub: () => 'available',
    rdap: () => 'available',
    ...options.rules,
  };
  const calls: Record<Provider, string[]> = { whoapi: [], resellerclub: [], rdap: [] };
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers });
    res.end(body);
  };

  async function whoapi(url: URL, res: ServerResponse) {
    const domain = url.searchParams.get('domain') ?? '';
    calls.whoapi.push(domain);
    const b = rules.whoapi(domain);
    if (url.searchParams.get('r') !== 'taken' || !url.searchParams.get('apikey'))
      return send(res, 200, JSON.stringify({ status: '10', status_desc: 'Invalid API key' }));
    if (b === 'slow') await wait(slowMs);
    if (b === 'http-500') return send(res, 500, 'Internal Server Error');
    if (b === 'malformed') return send(res, 200, '{"status":"0","taken":');
    if (b === 'error-status') return send(res, 200, JSON.stringify({ status: '42', status_desc: 'Unable to check' }));
    if (b === 'rate-limited') return send(res, 200, JSON.stringify({ status: '17' }));
    // The SDK fixtures send taken as a number, the docs as a string: answer with both.
    const taken = b === 'taken' ? 1 : 0;
    return send(
      res,
      200,
      JSON.stringify({
        status: '0',
        status_desc: 'Request successful!',
        taken: domain.length % 2 ? taken : String(taken),
        requests_available: 9999 - calls.whoapi.length,
      }),
    );
  }

  async function resellerclub(url: URL, res: ServerResponse) {
    const domain = `${url.searchParams.get('domain-name')}.${url.searchParams.get('tlds')}`;
    calls.resellerclub.push(domain);
    const b = rules.resellerclub(domain);
    if (!url.searchParams.get('auth-userid') || !url.searchParams.get('api-key'))
      return send(res, 403, '{"status":"ERROR","message":"Authentication failed"}');
    if (b === 'slow') await wait(slowMs);
    if (b === 'http-500') return send(res, 500, '{"status":"ERROR","message":"Internal error"}');
    if (b === 'malformed') return send(res, 200, '<html>');
    const status = b === 'available' ? 'available' : b === 'taken' ? 'regthroughothers' : 'unknown';
    return send(res, 200, JSON.stringify({ [domain]: { classkey: 'domcno', status } }));
  }

  async function rdap(url: URL, res: ServerResponse) {
    const domain = decodeURIComponent(url.pathname.replace(/^\/rdap\/domain\//, ''));
    calls.rdap.push(domain);
    const b = rules.rdap(domain);
    if (b === 'slow') await wait(slowMs);
    if (b === 'taken')
      return send(
        res,
        200,
        JSON.stringify({
          objectClassName: 'domain',
          ldhName: domain.toUpperCase(),
          events: [{ eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' }],
        }),
        { 'content-type': 'application/rdap+json' },
      );
    if (b === 'rate-limited') return send(res, 429, '{"errorCode":429}', { 'retry-after': '30' });
    if (b === 'available')
      return send(res, 404, JSON.stringify({ errorCode: 404, title: 'Not Found', description: ['Domain not found'] }));
    return send(res, 500, '{"errorCode":500}');
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (delayMs) await wait(delayMs);
    if (url.pathname === '/whoapi/') return whoapi(url, res);
    if (url.pathname === '/resellerclub/domains/available.json') return resellerclub(url, res);
    if (url.pathname.startsWith('/rdap/domain/')) return rdap(url, res);
    send(res, 404, '{}');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    env: {
      WHOAPI_KEY: 'test-whoapi-key',
      WHOAPI_URL: `${base}/whoapi/`,
      RESELLERCLUB_AUTH_USERID: '12345',
      RESELLERCLUB_API_KEY: 'test-resellerclub-key',
      RESELLERCLUB_URL: `${base}/resellerclub/domains/available.json`,
      RDAP_BASE_URL: `${base}/rdap/`,
    },
    calls,
    set: (provider, rule) => {
      rules[provider] = rule;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
