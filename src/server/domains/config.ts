// Domain providers come from the environment (see .env.example); keys never leave the server.
import type { BreakerOptions } from './breaker.ts';
import type { ProviderHttp } from './http-agent.ts';
import { DEFAULT_DEADLINE_MS } from './deadline.ts';
import { demoProvider } from './demo.ts';
import { providerHttp } from './http-agent.ts';
import { fetchGet } from './http-get.ts';
import { rdap } from './rdap.ts';
import { resellerClub } from './resellerclub.ts';
import type { Fetch, Provider, ProviderName } from './types.ts';
import { whoApi } from './whoapi.ts';

/** Short enough that, within the default 3 s deadline, a provider that hangs still leaves time to ask the next. */
const DEFAULT_TIMEOUT_MS = 1500;
/** The real providers, in the order they are tried by default; `demo` is never a default (demo.ts). */
type Real = Exclude<ProviderName, 'demo'>;
const NAMES: Real[] = ['whoapi', 'resellerclub', 'rdap'];

interface ProviderConfig {
  providers: Provider[];
  /** DOMAIN_PROVIDERS=demo: made-up answers (demo.ts), which the API marks as such */
  demo: boolean;
  /** One provider call's time-out (DOMAIN_PROVIDER_TIMEOUT_MS) */
  timeoutMs: number;
  /** One whole search's (DOMAIN_SEARCH_DEADLINE_MS) */
  deadlineMs: number;
  /** When a provider is skipped for an extension that it mostly fails for */
  breaker: BreakerOptions;
  /** The keep-alive pools the providers share, when no fetch was passed in */
  http?: ProviderHttp;
}

const milliseconds = (value: string | undefined, fallback: number) => {
  const ms = Number(value);
  return Number.isFinite(ms) && ms > 0 ? ms : fallback;
};

/** A whole number ≥ 0 (0 turns something off), the fallback when unset or not one */
const wholeNumber = (value: string | undefined, fallback: number) => {
  const n = value?.trim() ? Number(value) : NaN;
  return Number.isInteger(n) && n >= 0 ? n : fallback;
};

const count = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * The providers, their time-outs and the pool their calls share. `fetchFn` replaces the pool (tests that answer
 * from memory).
 */
export function providersFromEnv(env: NodeJS.ProcessEnv = process.env, fetchFn?: Fetch): ProviderConfig {
  const has = (name: Real) =>
    name === 'whoapi'
      ? !!env.WHOAPI_KEY
      : name === 'resellerclub'
        ? !!(env.RESELLERCLUB_AUTH_USERID && env.RESELLERCLUB_API_KEY)
        : true;
  const requested = env.DOMAIN_PROVIDERS?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  // Demo answers only when asked for by name, and alone: a real provider behind them would never be asked, and one
  // in front would mix real answers with made-up ones.
  if (requested?.includes('demo')) {
    if (requested.length > 1)
      throw new Error(`DOMAIN_PROVIDERS=demo stands alone: found ${requested.join(', ')} (see .env.example)`);
    return { ...timing(env), providers: [demoProvider()], demo: true };
  }
  const unknown = requested?.filter((n) => !NAMES.includes(n as Real)) ?? [];
  if (unknown.length)
    throw new Error(
      `DOMAIN_PROVIDERS names unknown providers: ${unknown.join(', ')} (use ${NAMES.join(', ')}, or demo alone)`,
    );
  const names = (requested as Real[] | undefined) ?? NAMES.filter(has);
  const missing = names.filter((n) => !has(n));
  if (missing.length)
    throw new Error(`DOMAIN_PROVIDERS lists ${missing.join(', ')} but its keys are not set (see .env.example)`);

  const { timeoutMs } = timing(env);
  const pool = fetchFn
    ? undefined
    : providerHttp({
        connectionsPerOrigin: count(env.DOMAIN_PROVIDER_CONNECTIONS),
        keepAliveMs: count(env.DOMAIN_PROVIDER_KEEP_ALIVE_MS),
        timeoutMs,
      });
  const http = fetchFn ? fetchGet(fetchFn) : (pool as ProviderHttp).get;
  const make: Record<Real, () => Provider> = {
    whoapi: () => whoApi({ url: env.WHOAPI_URL || 'https://api.whoapi.com/', key: env.WHOAPI_KEY as string, http }),
    resellerclub: () =>
      resellerClub({
        url: env.RESELLERCLUB_URL || 'https://httpapi.com/api/domains/available.json',
        userId: env.RESELLERCLUB_AUTH_USERID as string,
        key: env.RESELLERCLUB_API_KEY as string,
        http,
      }),
    rdap: () => rdap({ ...(env.RDAP_BASE_URL ? { baseUrl: env.RDAP_BASE_URL } : {}), http }),
  };
  return {
    ...timing(env),
    providers: names.map((n) => make[n]()),
    demo: false,
    ...(pool ? { http: pool } : {}),
  };
}

/** The time-outs, the deadline and the breaker, whatever the providers. */
function timing(env: NodeJS.ProcessEnv): Pick<ProviderConfig, 'timeoutMs' | 'deadlineMs' | 'breaker'> {
  return {
    timeoutMs: milliseconds(env.DOMAIN_PROVIDER_TIMEOUT_MS, DEFAULT_TIMEOUT_MS),
    deadlineMs: milliseconds(env.DOMAIN_SEARCH_DEADLINE_MS, DEFAULT_DEADLINE_MS),
    breaker: {
      failures: wholeNumber(env.DOMAIN_PROVIDER_BREAKER_FAILURES, 10),
      openMs: milliseconds(env.DOMAIN_PROVIDER_BREAKER_OPEN_MS, 10_000),
    },
  };
}
