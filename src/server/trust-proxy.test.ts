// The rate limiter and the log count clients by the address client-address.ts finds: the socket's, or with
// TRUST_PROXY the one our proxy wrote, never one a client wrote itself.
import { afterEach, describe, expect, it } from 'vitest';
import { siteBuild, startOpsSite, type OpsSite } from '../../tests/helpers/ops-site.ts';

let build: ReturnType<typeof siteBuild> | undefined;
let site: OpsSite | undefined;
afterEach(async () => {
  await site?.close();
  build?.remove();
});

const search = (forwardedFor: string) =>
  fetch(`${site?.url}/api/domains/search?q=example`, { headers: { 'X-Forwarded-For': forwardedFor } }).then(
    (r) => r.status,
  );

describe('client address behind proxies', () => {
  it('without TRUST_PROXY, counts the socket: a spoofed X-Forwarded-For buys no extra searches', async () => {
    build = siteBuild();
    site = await startOpsSite(build.clientDir, { rateLimit: 2 });
    expect([await search('1.1.1.1'), await search('2.2.2.2'), await search('3.3.3.3')]).toEqual([200, 200, 429]);
  });

  it('with TRUST_PROXY=1, counts the address the proxy wrote, whatever the client put left of it', async () => {
    build = siteBuild();
    site = await startOpsSite(build.clientDir, { rateLimit: 2, trustProxy: 1 });
    // One client behind the proxy, spoofing a new address each time: still one client.
    expect([
      await search('1.1.1.1, 198.51.100.7'),
      await search('2.2.2.2, 198.51.100.7'),
      await search('3.3.3.3, 198.51.100.7'),
    ]).toEqual([200, 200, 429]);
    // Another client behind the same proxy has its own count.
    expect(await search('198.51.100.8')).toBe(200);
    const requests = () => site?.lines.filter((l) => l.msg === 'request') ?? [];
    await expect.poll(() => requests().length).toBe(4);
    expect(new Set(requests().map((l) => l.client))).toEqual(new Set(['198.51.100.7', '198.51.100.8']));
  });
});
