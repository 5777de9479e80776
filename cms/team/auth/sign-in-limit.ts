// Sign-in attempts are counted per account and per client address, in the same rate-limit store as the site's
// searches (memory, or Redis shared by every instance: src/server/stores/rate-limit-store.ts). Past either limit
// within the window, the attempt is refused before any password is checked.
import { MemoryStore, type Store } from 'hono-rate-limiter';
import { sharedRateLimitStore } from '../../../src/server/stores/rate-limit-store.ts';
import type { RedisLink } from '../../../src/server/stores/redis-link.ts';

const SIGN_IN_PREFIX = 'cms:signin:';

export interface SignInLimits {
  /** Attempts per account within the window */
  perAccount: number;
  /** Attempts per client address within the window (a team behind one NAT shares it) */
  perAddress: number;
  windowMs: number;
}

export function signInLimiter(limits: SignInLimits, link?: RedisLink) {
  const store: Store = link ? sharedRateLimitStore(link, SIGN_IN_PREFIX) : new MemoryStore();
  store.init?.({ windowMs: limits.windowMs } as Parameters<NonNullable<Store['init']>>[0]);
  return {
    /** Counts one attempt; true when it is within both limits */
    async allow(account: string, address: string | undefined) {
      const [byAccount, byAddress] = await Promise.all([
        store.increment(`account:${account}`),
        store.increment(`address:${address ?? 'unknown'}`),
      ]);
      return byAccount.totalHits <= limits.perAccount && byAddress.totalHits <= limits.perAddress;
    },
    /** A successful sign-in clears its account's count (not its address's) */
    async succeeded(account: string) {
      await store.resetKey(`account:${account}`);
    },
  };
}
export type SignInLimiter = ReturnType<typeof signInLimiter>;
