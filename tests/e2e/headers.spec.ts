import { expect, test } from './fixtures.ts';
import { routes } from './routes.ts';
import { DOMAIN_EXTENSION_NOT_SUPPORTED, GUIDES_PATH, KB_PATH } from '../spec.ts';

const assetOf = (html: string, ext: 'js' | 'css') => new RegExp(`/static/[\\w/-]+\\.${ext}`).exec(html)?.[0];

test.describe('response headers', () => {
  for (const path of [...Object.keys(routes), '/no-such-page']) {
    test(`${path} is served with a strict CSP and the security headers`, async ({ request }) => {
      const response = await request.get(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(response.status()).toBe(path === '/no-such-page' ? 404 : 200);
      const h = response.headers();
      const csp = h['content-security-policy'] ?? '';
      expect(csp).not.toContain('unsafe-inline');
      // 'wasm-unsafe-eval' (the help center's search compiles WebAssembly) allows no eval.
      expect(csp).not.toContain("'unsafe-eval'");
      expect(csp.includes("'wasm-unsafe-eval'"), 'WebAssembly only where the search is').toBe(
        path === '/no-such-page' || path === KB_PATH || path === GUIDES_PATH || path.startsWith(`${KB_PATH}/`),
      );
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]{44}'/);
      expect(h['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(h['x-content-type-options']).toBe('nosniff');
      expect(h['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(h['cache-control']).toBe('no-cache');
      expect(['br', 'gzip']).toContain(h['content-encoding']);
    });
  }

  test('hashed assets are immutable and compressed with brotli or gzip', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const script = assetOf(html, 'js');
    expect(script).toBeDefined();
    const br = await request.get(script as string, { headers: { 'accept-encoding': 'br' } });
    expect(br.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers()['content-encoding']).toBe('br');
    const gzip = await request.get(script as string, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
  });

  test('API answers are never cached and carry the strictest policy', async ({ request }) => {
    const response = await request.get('/api/domains/search?q=example.xyz', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(400);
    expect(response.headers()['cache-control']).toBe('no-store');
    expect(response.headers()['content-security-policy']).toContain("default-src 'none'");
    expect(await response.json()).toEqual({ error: DOMAIN_EXTENSION_NOT_SUPPORTED });
  });
});
