// A session store that does not answer (a slow Redis: over 150 ms, the store's time-out) once showed the API's raw
// JSON as the editor's page. A page, whatever asks for it, gets a page of its own that asks again by itself, styled
// and under the sign-in pages' policy; the editor app's calls get JSON, which the app reads (cms/editor/http.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { PUBLIC, EDITOR, testService } from '../testing/team-service.ts';

type Service = Awaited<ReturnType<typeof testService>>;
let service: Service | undefined;
// Its scratch copy of the content and its folder of accounts go with it.
afterEach(() => {
  service?.remove();
  service = undefined;
});

async function slowStore() {
  service = await testService();
  const { cookie } = await service.signIn(EDITOR);
  service.store.get = () => Promise.reject(new Error('Command timed out'));
  return { app: service.app, cookie };
}

describe('when the session store does not answer', () => {
  it.each([
    ['the editor', '/'],
    ['a draft in the editor', '/?draft=spring-sale'],
    ['a draft’s preview', '/drafts/spring-sale/preview/hosting/shared'],
    ['the sign-in page', '/sign-in'],
  ])('%s is a page that tries again, never JSON', async (_, address) => {
    const { app, cookie } = await slowStore();
    const page = await app.request(`${PUBLIC}${address}`, { headers: { cookie, accept: 'text/html' } });
    expect(page.status).toBe(503);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('retry-after')).toBe('5');
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await page.text();
    expect(html).toContain('<h1>The editor cannot answer right now</h1>');
    expect(html).toContain('<meta http-equiv="refresh" content="5"');
    expect(html).not.toContain('{"error"');
    // Its stylesheet does not need the store.
    const css = await app.request(`${PUBLIC}/sign-in.css`, { headers: { cookie } });
    expect(css.status).toBe(200);
  });

  it('the editor app’s calls get JSON it can read', async () => {
    const { app, cookie } = await slowStore();
    const answer = await app.request(`${PUBLIC}/api/types`, { headers: { cookie } });
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ error: 'The editor cannot answer now: try again in a moment' });
  });
});
