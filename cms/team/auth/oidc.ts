// Sign-in with the company's OpenID Connect provider: authorization code flow with PKCE, state and nonce
// (openid-client 6). The transaction (verifier, state, nonce) waits in the session store for at most ten minutes
// under a random id the browser holds in a cookie, and can be used once.
import { randomBytes } from 'node:crypto';
import * as client from 'openid-client';
import type { KeyValueStore } from '../store.ts';

const TRANSACTION_PREFIX = 'cms:oidc:';
export const TRANSACTION_TTL_MS = 10 * 60_000;

export interface OidcOptions {
  issuer: URL;
  clientId: string;
  /** Empty for a public client (PKCE only) */
  clientSecret?: string | undefined;
  /** CMS_PUBLIC_URL + /auth/oidc/callback, as registered with the provider */
  redirectUri: string;
  scope?: string;
  /** Each call to the provider (discovery, token, userinfo) gives up after this many seconds */
  timeoutSeconds?: number;
}

/** The person the provider vouched for, with every claim it sent (the role is read from them by roles.ts). */
export interface OidcPerson {
  email: string | undefined;
  emailVerified: boolean;
  name: string | undefined;
  claims: Record<string, unknown>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);
/** Plain http is allowed to a provider on this machine only (tests, development). */
export const isLoopback = (url: URL) => LOOPBACK.has(url.hostname);

export function oidcSignIn(options: OidcOptions, store: KeyValueStore) {
  const { issuer, clientId, clientSecret, redirectUri, scope = 'openid email profile', timeoutSeconds = 10 } = options;
  if (issuer.protocol !== 'https:' && !isLoopback(issuer))
    throw new Error(`The OIDC issuer must be https (plain http only on loopback): ${issuer.origin}`);
  let discovered: Promise<client.Configuration> | undefined;
  // Discovered on first use and kept; a failure is forgotten so that the next sign-in asks again.
  const configuration = () =>
    (discovered ??= client
      .discovery(
        issuer,
        clientId,
        clientSecret || undefined,
        clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
        { execute: issuer.protocol === 'http:' ? [client.allowInsecureRequests] : [], timeout: timeoutSeconds },
      )
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      }));

  return {
    /** The provider's address to send the browser to, and the transaction id for its cookie */
    async start() {
      const config = await configuration();
      const verifier = client.randomPKCECodeVerifier();
      const state = client.randomState();
      const nonce = client.randomNonce();
      const transaction = randomBytes(32).toString('base64url');
      await store.set(TRANSACTION_PREFIX + transaction, JSON.stringify({ verifier, state, nonce }), TRANSACTION_TTL_MS);
      const url = client.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope,
        code_challenge: await client.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      return { url, transaction };
    },

    /** Checks the provider's answer (the callback's URL as the browser called it) and gets the person's claims */
    async finish(transaction: string | undefined, callbackUrl: URL): Promise<OidcPerson> {
      const saved =
        transaction && transaction.length <= 100 ? await store.take(TRANSACTION_PREFIX + transaction) : undefined;
      if (!saved) throw new Error('no sign-in was started in this browser, or it took more than ten minutes');
      const { verifier, state, nonce } = JSON.parse(saved) as { verifier: string; state: string; nonce: string };
      const config = await configuration();
      const tokens = await client.authorizationCodeGrant(config, callbackUrl, {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
        idTokenExpected: true,
      });
      const idClaims: Record<string, unknown> = tokens.claims() ?? {};
      let claims: Record<string, unknown> = { ...idClaims };
      // Many providers send the profile claims from the userinfo endpoint only.
      if (config.serverMetadata().userinfo_endpoint && typeof idClaims.sub === 'string')
        claims = { ...(await client.fetchUserInfo(config, tokens.access_token, idClaims.sub)), ...idClaims };
      const email = typeof claims.email === 'string' ? claims.email.toLowerCase() : undefined;
      const name = typeof claims.name === 'string' ? claims.name : undefined;
      return { email, emailVerified: claims.email_verified !== false, name, claims };
    },
  };
}
export type OidcSignIn = ReturnType<typeof oidcSignIn>;
