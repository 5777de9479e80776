// Standalone fake providers for the end-to-end suite (started by playwright.config.ts).
// The searched name decides the answer, so tests pick the behaviour they need by name:
//   taken….com registered (its alternatives are not)   fail…   every provider fails
//   lonely…  it and all its alternatives registered
//   slow…    WhoAPI answers after 1.5 s
//   drip…    its my-/get-/the- alternatives reach WhoAPI's and ResellerClub's time-outs first (RDAP answers ~2 s late)
//   hang…    no provider ever answers (it and its alternatives): the search deadline decides
//   anything else: available
import { startFakeProviders, type Behaviour } from './fake-providers.ts';

const port = Number(process.env.FAKE_PROVIDERS_PORT ?? 4180);
const rule =
  (provider: 'whoapi' | 'resellerclub' | 'rdap') =>
  (domain: string): Behaviour => {
    const name = domain.replace(/^(my|get|the)/, '').split('.')[0] ?? '';
    // A server error, never a 429: the site backs off a provider that answers 429 for every name of that registry
    // (src/server/domains/backoff.ts, Retry-After 30 s), and a "fail…" search would have left the tests beside it
    // without RDAP (the "drip…" alternatives, which only RDAP answers in time, went missing). The back-off has its
    // own tests in src/server/domains/availability.test.ts.
    if (name.startsWith('fail')) return 'http-500';
    if (name.startsWith('hang')) return 'hang';
    if (name.startsWith('taken') && domain.startsWith('taken') && domain.endsWith('.com')) return 'taken';
    if (name.startsWith('lonely')) return 'taken';
    if (name.startsWith('slow') && domain.startsWith('slow') && provider === 'whoapi') return 'slow';
    if (name.startsWith('drip') && !domain.startsWith('drip') && provider !== 'rdap') return 'slow';
    return 'available';
  };

const fake = await startFakeProviders({
  port,
  slowMs: 1500,
  rules: { whoapi: rule('whoapi'), resellerclub: rule('resellerclub'), rdap: rule('rdap') },
});
console.log(`fake providers on ${fake.url}`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => fake.close().then(() => process.exit(0)));
