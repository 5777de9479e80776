// The headers every response carries, in one place: the server sends them (app.ts) and the prerender writes the
// same ones into dist/client/_headers for static hosts (static-headers.ts).
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/** What anything that is not a page gets (JSON, assets, the health checks): nothing may load or frame it. */
export const STRICTEST_CSP = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/** HSTS, nosniff, a strict referrer policy, no framing, no powerful features, and hono's other defaults. */
export const siteSecureHeaders = () =>
  secureHeaders({
    strictTransportSecurity: 'max-age=31536000; includeSubDomains',
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    crossOriginEmbedderPolicy: false,
    permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [] },
  });

const headerName = (name: string) =>
  name.replace(/(^|-)([a-z])/g, (_, dash: string, c: string) => dash + c.toUpperCase());

/** The headers siteSecureHeaders() sets, as the server sends them: asked of the middleware, never written twice. */
export async function securityHeaders(): Promise<[string, string][]> {
  const response = await new Hono()
    .use(siteSecureHeaders())
    .get('/', (c) => c.body(null))
    .request('/');
  return [...response.headers]
    .filter(([name]) => !/^content-/.test(name))
    .map(([name, value]): [string, string] => [headerName(name), value]);
}
