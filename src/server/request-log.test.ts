// The request log on a real socket: one JSON line per request with what operators need, and nothing a visitor typed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteBuild, startOpsSite, type OpsSite } from '../../tests/helpers/ops-site.ts';

/** The line is written once the response has gone out, which on a busy machine may be after the client has it. */
const POLL = { timeout: 5000 };

let build: ReturnType<typeof siteBuild>;
let site: OpsSite;
beforeAll(async () => {
  build = siteBuild();
  site = await startOpsSite(build.clientDir);
});
afterAll(async () => {
  await site.close();
  build.remove();
});

const requestLines = (id: string | null) => site.lines.filter((l) => l.msg === 'request' && l.id === id);

describe('request log', () => {
  it('writes one line per request: id, method, path without its query, status, duration, client', async () => {
    const response = await fetch(`${site.url}/login?q=secret-search-term&token=query-marker`);
    expect(response.status).toBe(200);
    const id = response.headers.get('x-request-id');
    expect(id).toMatch(/^[\w-]{36}$/);
    await expect.poll(() => requestLines(id).length, POLL).toBe(1);
    const [line] = requestLines(id);
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: '/login', status: 200, client: '127.0.0.1' });
    expect(line?.ms).toEqual(expect.any(Number));
    expect(line?.ms).toBeGreaterThanOrEqual(0);
    expect(site.text()).not.toMatch(/secret-search-term|query-marker/);
  });

  it('logs a posted form by its path and status only: never the password, nor anything else posted', async () => {
    const body = new URLSearchParams({ _form: 'signIn', email: 'posted.marker@example.com', password: 'Hunter2-pw!' });
    const response = await fetch(`${site.url}/login`, { method: 'POST', body });
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('posted.marker@example.com'); // echoed into the page...
    const id = response.headers.get('x-request-id');
    await expect.poll(() => requestLines(id).length, POLL).toBe(1);
    expect(requestLines(id)[0]).toMatchObject({ method: 'POST', path: '/login', status: 200 });
    expect(site.text()).not.toContain('Hunter2'); // ...but never logged
    expect(site.text()).not.toContain('posted.marker');
  });

  it('keeps a short, plain request id sent by a proxy, and replaces any other', async () => {
    const sent = async (id: string) =>
      (await fetch(`${site.url}/`, { headers: { 'X-Request-Id': id } })).headers.get('x-request-id');
    expect(await sent('lb-7f3a_9=')).toBe('lb-7f3a_9=');
    for (const bad of ['a'.repeat(65), 'id with spaces', 'x"}{"level":"fatal', 'a;b'])
      expect(await sent(bad)).toMatch(/^[\da-f]{8}-[\da-f]{4}-/);
  });

  it('gives every kind of answer its id: a page, the 404 page, JSON, a stream', async () => {
    for (const [target, status] of [
      ['/', 200],
      ['/no-such-page', 404],
      ['/api/nothing-here', 404],
      ['/api/domains/search/stream?q=streamed-term', 200],
    ] as const) {
      const response = await fetch(`${site.url}${target}`);
      await response.arrayBuffer();
      expect(response.status, target).toBe(status);
      const id = response.headers.get('x-request-id');
      expect(id, target).toBeTruthy();
      await expect.poll(() => requestLines(id)[0]?.status, POLL).toBe(status);
    }
    expect(site.text()).not.toContain('streamed-term');
  });

  it('logs the health probes a balancer sends every few seconds below the default level', async () => {
    const response = await fetch(`${site.url}/healthz`);
    expect(response.status).toBe(200);
    // A later request's line shows that the probe's would have been written by then.
    const later = (await fetch(`${site.url}/`)).headers.get('x-request-id');
    await expect.poll(() => requestLines(later).length, POLL).toBe(1);
    expect(site.lines.some((l) => l.path === '/healthz')).toBe(false);
  });
});
