// The setup the domain-search server tests share: fake providers started once per file, every provider answering
// "available" and the call lists and logs emptied before each test, and the domain API over WhoAPI then ResellerClub.
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { domainApi } from '../../src/server/domains/api.ts';
import { availabilityChecker } from '../../src/server/domains/availability.ts';
import { providersFromEnv } from '../../src/server/domains/config.ts';
import { searchPrices, startFakeProviders, type FakeProviders } from './fake-providers.ts';

export const extensions = Object.keys(searchPrices);

export function fakeProviderSuite(options: Parameters<typeof startFakeProviders>[0] = {}) {
  const suite = {
    fake: undefined as unknown as FakeProviders,
    /** What the code under test logged in this test */
    logs: [] as string[],
    log: { warn: (m: string) => void suite.logs.push(m) },
    /** The /api/domains app over the fakes, with its own checker (so its own cache) */
    api(deadlineMs = 5000) {
      const { providers } = providersFromEnv({ ...suite.fake.env, DOMAIN_PROVIDERS: 'whoapi, resellerclub' });
      const checker = availabilityChecker({ providers, prices: searchPrices, timeoutMs: 5000, log: { warn() {} } });
      const rateLimit = { limit: 1000, windowMs: 60_000 };
      return domainApi({ checker, extensions, deadlineMs, log: suite.log, rateLimit });
    },
  };
  beforeAll(async () => {
    suite.fake = await startFakeProviders(options);
  });
  afterAll(() => suite.fake.close());
  beforeEach(() => {
    suite.logs.length = 0;
    for (const list of Object.values(suite.fake.calls)) list.length = 0;
    for (const provider of ['whoapi', 'resellerclub', 'rdap'] as const) suite.fake.set(provider, () => 'available');
  });
  return suite;
}
