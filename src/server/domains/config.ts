// Domain providers come from the environment (see .env.example); keys never leave the server.
import { rdap } from './rdap';
import { resellerClub } from './resellerclub';
import type { Fetch, Provider, ProviderName } from './types';
import { whoApi } from './whoapi';

const DEFAULT_TIMEOUT_MS = 4000;
const NAMES: ProviderName[] = ['whoapi', 'resellerclub', 'rdap'];

interface ProviderConfig {
  providers: Provider[];
  timeoutMs: number;
}

export function providersFromEnv(env: NodeJS.ProcessEnv = process.env, fetchFn: Fetch = fetch): ProviderConfig {
  const has = (name: ProviderName) =>
    name === 'whoapi'
      ? !!env.WHOAPI_KEY
      : name === 'resellerclub'
        ? !!(env.RESELLERCLUB_AUTH_USERID && env.RESELLERCLUB_API_KEY)
        : true;
  const requested = env.DOMAIN_PROVIDERS?.split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  const unknown = requested?.filter((n) => !NAMES.includes(n as ProviderName)) ?? [];
  if (unknown.length)
    throw new Error(`DOMAIN_PROVIDERS names unknown providers: ${unknown.join(', ')} (use ${NAMES.join(', ')})`);
  const names = (requested as ProviderName[] | undefined) ?? NAMES.filter(has);
  const missing = names.filter((n) => !has(n));
  if (missing.length)
    throw new Error(`DOMAIN_PROVIDERS lists ${missing.join(', ')} but its keys are not set (see .env.example)`);

  const make: Record<ProviderName, () => Provider> = {
    whoapi: () =>
      whoApi({ url: env.WHOAPI_URL || 'https://api.whoapi.com/', key: env.WHOAPI_KEY as string, fetch: fetchFn }),
    resellerclub: () =>
      resellerClub({
        url: env.RESELLERCLUB_URL || 'https://httpapi.com/api/domains/available.json',
        userId: env.RESELLERCLUB_AUTH_USERID as string,
        key: env.RESELLERCLUB_API_KEY as string,
        fetch: fetchFn,
      }),
    rdap: () => rdap({ ...(env.RDAP_BASE_URL ? { baseUrl: env.RDAP_BASE_URL } : {}), fetch: fetchFn }),
  };
  const timeoutMs = Number(env.DOMAIN_PROVIDER_TIMEOUT_MS) || DEFAULT_TIMEOUT_MS;
  return { providers: names.map((n) => make[n]()), timeoutMs };
}
