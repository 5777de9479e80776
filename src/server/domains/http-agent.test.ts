// Provider sockets, counted on the fake providers' side: reused while busy, bounded per origin, freed by an aborted
// call, and closed once idle.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startFakeProviders, type FakeProviders } from '../../../tests/helpers/fake-providers.ts';
import { providersFromEnv } from './config.ts';
import type { ProviderHttp } from './http-agent.ts';
import type { Provider } from './types.ts';

/** Sockets close on their own time on a busy machine: wait for them, never time them. */
const POLL = { timeout: 10_000 };

let fake: FakeProviders;
beforeAll(async () => {
  fake = await startFakeProviders();
});
afterAll(() => fake.close());

const opened: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((agent) => agent.close()));
  await expect.poll(() => fake.sockets(), POLL).toBe(0);
  fake.set('whoapi', () => 'available');
});

/** WhoAPI over the pool the configuration makes, with `env` added. */
function whoapi(env: Record<string, string> = {}): Provider & { http: ProviderHttp } {
  const config = providersFromEnv({ ...fake.env, DOMAIN_PROVIDERS: 'whoapi', ...env });
  const http = config.http as ProviderHttp;
  opened.push(http.agent);
  return Object.assign(config.providers[0] as Provider, { http });
}
const forever = () => new AbortController().signal;

describe('provider sockets', () => {
  it('sockets are reused by calls one after another, failed answers included', async () => {
    const provider = whoapi();
    const before = fake.connections();
    fake.set('whoapi', (d) => (d.startsWith('fail') ? 'http-500' : d.startsWith('bad') ? 'malformed' : 'available'));
    const domains = ['a', 'fail', 'b', 'bad', 'c', 'fail2', 'd', 'bad2', 'e', 'fail3', 'f', 'g'].map((n) => `${n}.com`);
    for (const domain of domains) await provider.check(domain, forever()).catch(() => undefined);
    // The pool may open a second socket while the first is still finishing its answer; never one per call.
    expect(fake.connections() - before).toBeLessThanOrEqual(2);
  });

  it('at most DOMAIN_PROVIDER_CONNECTIONS sockets per origin; later calls wait for one', async () => {
    const provider = whoapi({ DOMAIN_PROVIDER_CONNECTIONS: '2' });
    fake.set('whoapi', (d) => (d.startsWith('hang') ? 'hang' : 'available'));
    const stop = new AbortController();
    const calledBefore = fake.calls.whoapi.length;
    const hanging = ['hang1.com', 'hang2.com'].map((d) => provider.check(d, stop.signal));
    await expect.poll(() => fake.open(), POLL).toBe(2);
    const waiting = ['a.com', 'b.com', 'c.com'].map((d) => provider.check(d, forever()));
    await expect.poll(() => provider.http.waiting(), POLL).toBe(3);
    expect(fake.sockets()).toBe(2);
    // The hanging calls give their sockets up when aborted, and the waiting ones go out.
    stop.abort();
    await Promise.allSettled(hanging);
    await expect(Promise.all(waiting)).resolves.toHaveLength(3);
    const called = fake.calls.whoapi.slice(calledBefore);
    expect(called.filter((d) => !d.startsWith('hang')).sort()).toEqual(['a.com', 'b.com', 'c.com']);
  });

  it('a waiting call whose search ends leaves without reaching the provider', async () => {
    const provider = whoapi({ DOMAIN_PROVIDER_CONNECTIONS: '1' });
    fake.set('whoapi', () => 'hang');
    const first = new AbortController();
    const hanging = provider.check('first.com', first.signal);
    await expect.poll(() => fake.open(), POLL).toBe(1);
    const later = new AbortController();
    const waiting = provider.check('later.com', later.signal);
    await expect.poll(() => provider.http.waiting(), POLL).toBe(1);
    later.abort(new Error('search over'));
    await expect(waiting).rejects.toThrow('search over');
    first.abort(new Error('search over'));
    await expect(hanging).rejects.toThrow('search over');
    await expect.poll(() => fake.sockets(), POLL).toBe(0);
    expect(fake.calls.whoapi).not.toContain('later.com');
    expect(provider.http.waiting()).toBe(0);
  });

  it.each(['hang', 'stall'] as const)('an aborted call closes its socket (%s)', async (behaviour) => {
    const provider = whoapi();
    fake.set('whoapi', () => behaviour);
    const stop = new AbortController();
    const calls = ['x.com', 'y.com', 'z.com'].map((d) => provider.check(d, stop.signal));
    await expect.poll(() => fake.open(), POLL).toBe(3);
    stop.abort(new Error('search over'));
    for (const call of calls) await expect(call).rejects.toThrow('search over');
    await expect.poll(() => fake.sockets(), POLL).toBe(0);
  });

  it.each(['hang', 'stall'] as const)(
    'a call times out on its own, even when its signal never aborts (%s)',
    async (behaviour) => {
      const provider = whoapi({ DOMAIN_PROVIDER_TIMEOUT_MS: '300' });
      fake.set('whoapi', () => behaviour);
      await expect(provider.check('late.com', forever())).rejects.toMatchObject({ name: 'TimeoutError' });
      await expect.poll(() => fake.sockets(), POLL).toBe(0);
    },
  );

  it('a reset connection fails that call only', async () => {
    const provider = whoapi();
    fake.set('whoapi', (d) => (d === 'reset.com' ? 'reset' : 'available'));
    await expect(provider.check('reset.com', forever())).rejects.toThrow();
    await expect(provider.check('after.com', forever())).resolves.toMatchObject({ available: true });
  });

  it('idle sockets close a short while after the last call', async () => {
    const provider = whoapi();
    await Promise.all(['a.com', 'b.com', 'c.com'].map((d) => provider.check(d, forever())));
    await expect.poll(() => fake.sockets(), POLL).toBe(0);
  });
});
