// The built editor app in service mode: its page only for signed-in people, carrying their session's CSRF token
// where the app reads its token (cms/editor/http.ts), never cached, never framed; inline styles allowed by the nonce of
// each response only, which the page carries for the app's libraries; its assets as files.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR, PUBLIC, testService, type TestService } from '../../testing/team-service.ts';

type Node = DefaultTreeAdapterTypes.Node;
const metas = (node: Node): DefaultTreeAdapterTypes.Element[] =>
  'childNodes' in node
    ? [...('tagName' in node && node.tagName === 'meta' ? [node] : []), ...node.childNodes.flatMap(metas)]
    : [];
/** The page's meta elements, by name or property: their content, or their nonce */
const metaOf = (html: string) =>
  new Map(
    metas(parse(html)).map((meta) => {
      const value = (name: string) => meta.attrs.find((a) => a.name === name)?.value;
      return [value('name') ?? value('property') ?? '', value('content') ?? value('nonce') ?? ''];
    }),
  );

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
    const head = metaOf(await page.text());
    expect(head.get('cms-token')).toBe(csrf);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    const asset = await service.app.request(`${PUBLIC}/assets/index-abc.js`);
    expect(await asset.text()).toContain('editor');
  });

  it('allows inline styles by a nonce of its own per response, which the page carries; no unsafe-inline', async () => {
    service = await testService({ appDir });
    const { cookie } = await service.signIn(EDITOR);
    const nonces: string[] = [];
    for (let i = 0; i < 2; i++) {
      const page = await service.app.request(`${PUBLIC}/`, { headers: { cookie } });
      const policy = page.headers.get('content-security-policy') ?? '';
      const styleSrc = policy.split('; ').find((part) => part.startsWith('style-src ')) ?? '';
      expect(policy).not.toContain('unsafe');
      const nonce = metaOf(await page.text()).get('csp-nonce') ?? '';
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(styleSrc.startsWith(`style-src 'self' 'nonce-${nonce}' 'sha256-`)).toBe(true);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it('says how to build it when it is not built', async () => {
    service = await testService();
    const { cookie } = await service.signIn(EDITOR);
    const page = await service.app.request(`${PUBLIC}/`, { headers: { cookie } });
    expect(page.status).toBe(503);
    expect(await page.text()).toContain('npm run cms:build');
  });
});
