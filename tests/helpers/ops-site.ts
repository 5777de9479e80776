// A small built site (a home page, a sign-in page with its form, the 404 page, csp.json) and the site's app on a
// loopback socket with its JSON log captured: for the tests of what the server does as a service.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from '../../src/server/app.ts';
import type { AvailabilityChecker } from '../../src/server/domains/availability.ts';
import type { HealthOptions } from '../../src/server/health.ts';
import { createLogger } from '../../src/server/logger.ts';

const LOGIN_FORM = [
  '<!doctype html><html><head><title>Sign in</title></head><body><main>',
  '<form method="post" data-form="signIn"><input type="hidden" name="_form" value="signIn"/>',
  '<input name="email" type="email" value=""/><input name="password" type="password" value=""/></form>',
  '</main></body></html>',
].join('');

const POLICIES = { '/': "default-src 'self'", '/login': "default-src 'self'; form-action 'self'" };

/** A build's files in a temporary folder: dist/client and dist/csp.json as the prerender writes them. */
export function siteBuild(): { clientDir: string; remove: () => void } {
  const root = mkdtempSync(path.join(tmpdir(), 'ops-site-'));
  const clientDir = path.join(root, 'client');
  mkdirSync(path.join(clientDir, 'login'), { recursive: true });
  writeFileSync(path.join(clientDir, 'index.html'), '<!doctype html><html><body><main>Home</main></body></html>');
  writeFileSync(path.join(clientDir, 'login', 'index.html'), LOGIN_FORM);
  writeFileSync(path.join(clientDir, '404.html'), '<!doctype html><html><body>Not found</body></html>');
  writeFileSync(path.join(root, 'csp.json'), JSON.stringify(POLICIES));
  return { clientDir, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** Answers every domain as available at once: these tests are about the server around the search. */
export const instantChecker: AvailabilityChecker = {
  check: (domain) => Promise.resolve({ domain, available: true, price: 1299, currency: 'USD', provider: 'rdap' }),
  priceOf: () => 1299,
  providerCalls: 0,
};

const words = {
  dialogTitle: 'Results',
  resultTitle: 'Your domain',
  suggestionsTitle: 'Also free',
  available: 'available',
  taken: 'taken',
  unknown: 'unknown',
  checking: 'checking',
  unknownReasons: { timeout: 'too slow', unreachable: 'out of reach' },
  perYear: '/yr',
  errorIntro: 'Sorry:',
  empty: 'Nothing',
  retry: 'Again',
  demoNote: 'Made up',
  failure: {
    title: 'Ways on',
    otherExtensions: 'Other endings:',
    links: [
      { label: 'Many at once', href: '/domains#bulk-search' },
      { label: 'Ask us', href: '/contact' },
    ],
  },
  formNeedsScript: 'This form needs JavaScript.',
};

export interface OpsSite {
  url: string;
  /** Every JSON line logged so far */
  lines: Record<string, unknown>[];
  /** The log as written, to look for what must not be in it */
  text: () => string;
  close: () => Promise<void>;
}

export async function startOpsSite(
  clientDir: string,
  options: { trustProxy?: number; rateLimit?: number; health?: Pick<HealthOptions, 'state' | 'stopping'> } = {},
): Promise<OpsSite> {
  const written: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void written.push(line) });
  const domainLog = { warn: (message: string) => logger.warn(message) };
  const app = createApp({
    clientDir,
    domains: {
      checker: instantChecker,
      extensions: ['com', 'net'],
      log: domainLog,
      rateLimit: { limit: options.rateLimit ?? 1000, windowMs: 60_000 },
    },
    words,
    // The site's own render, loaded by the first form posted (a test that posts none never loads the site).
    renderPage: async (url, sent) => (await import('./site-pages.ts')).sitePages(url, sent),
    logger,
    trustProxy: options.trustProxy ?? 0,
    health: options.health,
  });
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s as Server));
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get lines() {
      return written.map((line) => JSON.parse(line) as Record<string, unknown>);
    },
    text: () => written.join(''),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
