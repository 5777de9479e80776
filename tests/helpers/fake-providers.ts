// Fake WhoAPI, ResellerClub and RDAP servers on 127.0.0.1, answering in the wire formats of shared/data/PROVIDERS.md,
// and a second origin (the "mirror") that RDAP redirects can lead to.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

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
  | 'available'
  | 'taken'
  | 'error-status'
  | 'http-500'
  | 'malformed'
  | 'slow'
  | 'rate-limited'
  | 'unknown'
  /** Never answers; the request ends only when the caller gives up (or the fake closes) */
  | 'hang'
  /** Sends a 200's headers and the start of its body, then nothing more, like a server that dies mid-answer */
  | 'stall'
  /** Resets the connection (TCP RST) without answering */
  | 'reset'
  /** RDAP: HTTP 429 with Retry-After as an HTTP date two minutes ahead */
  | 'rate-limited-date'
  /** RDAP: three redirects on the same origin, then the registry's own 404 */
  | 'redirect-home'
  /** RDAP: four redirects on the same origin (one more than a client should follow), then 404 */
  | 'redirect-chain'
  /** RDAP: a redirect to the mirror, another origin, which answers 404 */
  | 'redirect-away'
  /** RDAP: a redirect to the mirror, which answers 200 with the registration */
  | 'redirect-away-taken';
export type Provider = 'whoapi' | 'resellerclub' | 'rdap';
type Rule = (domain: string) => Behaviour;

export interface FakeProviders {
  url: string;
  /** The other origin RDAP redirects lead to */
  mirrorUrl: string;
  /** Environment that points the server's providers at the fakes */
  env: Record<string, string>;
  /** Domains each provider was asked about, in order (redirect hops not counted) */
  calls: Record<Provider, string[]>;
  /** Domains the mirror was asked about */
  mirrorCalls: string[];
  /** The Accept header of each provider's last request */
  accept: Partial<Record<Provider, string>>;
  /** Requests received and not yet ended (answered, or given up by the caller) */
  open(): number;
  /** Client sockets connected now, idle keep-alive ones included (both origins) */
  sockets(): number;
  /** Client sockets ever accepted (both origins): fewer than the requests when connections are reused */
  connections(): number;
  set(provider: Provider, rule: Rule): void;
  close(): Promise<void>;
}

const listen = (server: Server, port: number) =>
  new Promise<string>((resolve) =>
    server.listen(port, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)),
  );
const shut = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });

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
  const mirrorCalls: string[] = [];
  const accept: Partial<Record<Provider, string>> = {};
  let open = 0;
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
  const notFound = JSON.stringify({ errorCode: 404, title: 'Not Found', description: ['Domain not found'] });
  const registration = (domain: string) =>
    JSON.stringify({
      objectClassName: 'domain',
      ldhName: domain.toUpperCase(),
      events: [{ eventAction: 'registration', eventDate: '1995-08-14T04:00:00Z' }],
    });

  const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
    if (res.destroyed) return;
    res.writeHead(status, { 'content-type': 'application/json', 'access-control-allow-origin': '*', ...headers });
    res.end(body);
  };

  /** Faults every provider shows alike; true when `b` was one of them and the request is left to it. */
  function fault(b: Behaviour, res: ServerResponse): boolean {
    if (b === 'hang') return true;
    if (b === 'reset') {
      res.socket?.resetAndDestroy();
      return true;
    }
    if (b === 'stall') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
      res.write('{"status":');
      return true;
    }
    return false;
  }

  async function whoapi(url: URL, res: ServerResponse) {
    const domain = url.searchParams.get('domain') ?? '';
    calls.whoapi.push(domain);
    const b = rules.whoapi(domain);
    if (url.searchParams.get('r') !== 'taken' || !url.searchParams.get('apikey'))
      return send(res, 200, JSON.stringify({ status: '10', status_desc: 'Invalid API key' }));
    if (fault(b, res)) return;
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
    if (fault(b, res)) return;
    if (b === 'slow') await wait(slowMs);
    if (b === 'http-500') return send(res, 500, '{"status":"ERROR","message":"Internal error"}');
    if (b === 'malformed') return send(res, 200, '<html>');
    const status = b === 'available' ? 'available' : b === 'taken' ? 'regthroughothers' : 'unknown';
    return send(res, 200, JSON.stringify({ [domain]: { classkey: 'domcno', status } }));
  }

  const redirect = (res: ServerResponse, location: string) => send(res, 302, '', { location });
  const hops = (domain: string, n: number) => `/rdap/hop/${n}/domain/${encodeURIComponent(domain)}`;

  async function rdap(url: URL, res: ServerResponse) {
    const hop = /^\/rdap\/hop\/(\d+)\/domain\/(.+)$/.exec(url.pathname);
    if (hop) {
      const left = Number(hop[1]) - 1;
      const domain = decodeURIComponent(hop[2] ?? '');
      return left > 0 ? redirect(res, hops(domain, left)) : send(res, 404, notFound);
    }
    const domain = decodeURIComponent(url.pathname.replace(/^\/rdap\/domain\//, ''));
    calls.rdap.push(domain);
    const b = rules.rdap(domain);
    if (fault(b, res)) return;
    if (b === 'slow') await wait(slowMs);
    if (b === 'taken') return send(res, 200, registration(domain), { 'content-type': 'application/rdap+json' });
    if (b === 'rate-limited') return send(res, 429, '{"errorCode":429}', { 'retry-after': '30' });
    if (b === 'rate-limited-date')
      return send(res, 429, '{"errorCode":429}', { 'retry-after': new Date(Date.now() + 120_000).toUTCString() });
    if (b === 'redirect-home') return redirect(res, hops(domain, 3));
    if (b === 'redirect-chain') return redirect(res, hops(domain, 4));
    if (b === 'redirect-away') return redirect(res, `${mirrorUrl}/rdap/domain/${domain}`);
    if (b === 'redirect-away-taken') return redirect(res, `${mirrorUrl}/rdap/domain/${domain}?registered`);
    if (b === 'available') return send(res, 404, notFound);
    return send(res, 500, '{"errorCode":500}');
  }

  const track = (res: ServerResponse) => {
    open++;
    res.once('close', () => open--);
  };
  let sockets = 0;
  let connections = 0;
  const countSockets = (server: Server) =>
    server.on('connection', (socket: Socket) => {
      sockets++;
      connections++;
      socket.once('close', () => sockets--);
    });

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    track(res);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (delayMs) await wait(delayMs);
    if (url.pathname === '/whoapi/') {
      accept.whoapi = req.headers.accept;
      return whoapi(url, res);
    }
    if (url.pathname === '/resellerclub/domains/available.json') {
      accept.resellerclub = req.headers.accept;
      return resellerclub(url, res);
    }
    if (url.pathname.startsWith('/rdap/')) {
      accept.rdap = req.headers.accept;
      return rdap(url, res);
    }
    send(res, 404, '{}');
  });
  // Another origin, as a bootstrap mirror or a proxy would be: its 404 is not the registry's word.
  const mirror = createServer((req: IncomingMessage, res: ServerResponse) => {
    track(res);
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const domain = decodeURIComponent(url.pathname.replace(/^\/rdap\/domain\//, ''));
    mirrorCalls.push(domain);
    if (url.searchParams.has('registered'))
      return send(res, 200, registration(domain), { 'content-type': 'application/rdap+json' });
    send(res, 404, notFound);
  });
  countSockets(server);
  countSockets(mirror);
  const base = await listen(server, port);
  const mirrorUrl = await listen(mirror, 0);
  return {
    url: base,
    mirrorUrl,
    env: {
      WHOAPI_KEY: 'test-whoapi-key',
      WHOAPI_URL: `${base}/whoapi/`,
      RESELLERCLUB_AUTH_USERID: '12345',
      RESELLERCLUB_API_KEY: 'test-resellerclub-key',
      RESELLERCLUB_URL: `${base}/resellerclub/domains/available.json`,
      RDAP_BASE_URL: `${base}/rdap/`,
    },
    calls,
    mirrorCalls,
    accept,
    open: () => open,
    sockets: () => sockets,
    connections: () => connections,
    set: (provider, rule) => {
      rules[provider] = rule;
    },
    close: () => Promise.all([shut(server), shut(mirror)]).then(() => undefined),
  };
}
