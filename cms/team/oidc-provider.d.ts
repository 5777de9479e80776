// The little of oidc-provider 8 (a test OIDC server; it ships no types) that cms/team/auth/oidc.test.ts uses.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    claims?: Record<string, string[] | null>;
    features?: Record<string, { enabled: boolean }>;
    findAccount?: (ctx: unknown, id: string) => Promise<Account | undefined> | Account | undefined;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
