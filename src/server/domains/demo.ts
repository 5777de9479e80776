// DOMAIN_PROVIDERS=demo: answers made up from the name alone, for a machine with no network or no provider account.
// The same name always gets the same answer: some names available, some taken, and a failure only for a name that asks
// for one (a searched domain that fails is the search's 503; in a bulk search it is "unknown"), so the first name a
// newcomer tries gets an answer. Never chosen unless asked for (config.ts); the server warns at start and each answer
// says it is demo.
import type { Provider, ProviderAnswer } from './types.ts';

export type DemoOutcome = 'available' | 'taken' | 'fails';

/** FNV-1a: a small, stable hash of the name, the same on every machine and every run. */
function hash(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/**
 * What the demo says of a domain. A name that says what it wants gets it ("taken", "fail" or "unknown", "free" or
 * "available" in its name, checked in that order); any other name is available or taken by its hash, about half
 * each, and never fails.
 */
export function demoOutcome(domain: string): DemoOutcome {
  const name = domain.toLowerCase().split('.')[0] ?? '';
  if (name.includes('taken')) return 'taken';
  if (name.includes('fail') || name.includes('unknown')) return 'fails';
  if (name.includes('free') || name.includes('available')) return 'available';
  return hash(domain.toLowerCase()) % 2 === 0 ? 'available' : 'taken';
}

/** A provider's time to answer, made up too (80 to 320 ms by name), so results arrive one by one as they would. */
const demoDelayMs = (domain: string) => 80 + (hash(`delay:${domain.toLowerCase()}`) % 241);

export function demoProvider({ delayMs = demoDelayMs }: { delayMs?: (domain: string) => number } = {}): Provider {
  return {
    name: 'demo',
    check(domain, signal) {
      return new Promise<ProviderAnswer>((resolve, reject) => {
        if (signal.aborted) return reject(signal.reason as Error);
        const answer = () => {
          signal.removeEventListener('abort', abort);
          const outcome = demoOutcome(domain);
          if (outcome === 'fails') reject(new Error(`Demo provider: ${domain} fails on purpose (demo data)`));
          else resolve({ available: outcome === 'available' });
        };
        const timer = setTimeout(answer, delayMs(domain));
        function abort() {
          clearTimeout(timer);
          reject(signal.reason as Error);
        }
        signal.addEventListener('abort', abort, { once: true });
      });
    },
  };
}
