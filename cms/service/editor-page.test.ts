// The built editor app in service mode: its page only for signed-in people, carrying their session's CSRF token
// where the app reads its token (cms/app/http.ts), never cached, never framed; its assets as files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, PUBLIC, testService, type TestService } from './test-service.ts';

let appDir: string;
let service: TestService;
beforeAll(() => {
  appDir = mkdtempSync(path.join(tmpdir(), 'cms-app-'));
  mkdirSync(path.join(appDir, 'assets'));
  writeFileSync(
    path.join(appDir, 'index.html'),
    '<!doctype html><html><head><script type="module" src="/assets/index-abc.js"></script></head><body></body></html>',
  );
  writeFileSync(path.join(appDir, 'assets/index-abc.js'), 'console.log("editor");');
});
afterAll(() => rmSync(appDir, { recursive: true, force: true }));
afterEach(() => service.remove());

describe('the editor page', () => {
  it('is served to a signed-in person with their CSRF token, and is neither cached nor framed', async () => {
    service = await testService({ appDir });
    expect((await service.app.request(`${PUBLIC}/`)).status).toBe(303);
    const { cookie, csrf } = await service.signIn(EDITOR);
    const page = await service.app.request(`${PUBLIC}/`, { headers: { cookie } });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(`<meta name="cms-token" content="${csrf}">\n</head>`);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const asset = await service.app.request(`${PUBLIC}/assets/index-abc.js`);
    expect(await asset.text()).toContain('editor');
  });

  it('says how to build it when it is not built', async () => {
    service = await testService();
    const { cookie } = await service.signIn(EDITOR);
    const page = await service.app.request(`${PUBLIC}/`, { headers: { cookie } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run cms:build');
  });
});
