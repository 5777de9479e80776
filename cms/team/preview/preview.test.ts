// A draft's preview, end to end in process: the service with drafts on a git daemon remote, its renderer (the
// site's dev server in a child process) started by the first preview. A save's new price is on the preview at the
// next request; the page is the site's own render with its links kept inside the preview, its files loading from
// it, no script and a strict policy; the pages a draft touches are listed with their previews; content a newer
// schema refuses shows the loader's report (file and field), and the service goes on answering.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { SHARED, usd, type Product } from '../../testing/people.ts';
import { gitIn } from '../../testing/git-remote.ts';
import { saveFile, startDraftsApi, type Client, type DraftsApi } from '../../testing/drafts-api.ts';
import { PUBLIC } from '../../testing/team-service.ts';

// How soon a save shows in its preview is a figure of `npm run bench:cms` (scripts/bench/cms-draft-preview.ts), not
// asserted here: these machines are shared. SLOW is twice the slowest run measured: the first test (the renderer's
// start and three previews) took 83 s at load 15.
const SLOW = 180_000;

let api: DraftsApi;
let slug = '';
let product: Product;

const pageOf = (client: Client, sitePath: string, headers?: Record<string, string | null>) =>
  client.call<{ text: string }>('GET', `/drafts/${slug}/preview${sitePath}`, undefined, headers);

async function savePrice(cents: number) {
  product.plans[0]!.price = cents;
  const saved = await saveFile(api.editor, slug, SHARED, { data: product });
  expect(saved).toMatchObject({ status: 200, body: { saved: true } });
}

beforeAll(async () => {
  api = await startDraftsApi(undefined, undefined, { idleMs: 600_000 });
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Preview me' });
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  product = readYaml(read.body.text) as Product;
}, SLOW);
afterAll(() => api?.stop());

describe('a draft’s preview', () => {
  it('shows a save’s new price at the next request', { timeout: SLOW }, async () => {
    const first = product.plans[0]!.price + 111;
    await savePrice(first);
    const cold = await pageOf(api.editor, '/hosting/shared');
    expect(cold.status).toBe(200);
    expect(cold.body.text).toContain(usd(first));

    for (const cents of [first + 100, first + 250]) {
      await savePrice(cents);
      const warm = await pageOf(api.editor, '/hosting/shared');
      expect(warm.body.text).toContain(usd(cents));
      expect(warm.body.text).not.toContain(usd(first));
    }
  });

  it(
    'is the site’s page with its links inside the preview, its files loading, no script',
    { timeout: SLOW },
    async () => {
      const answer = await pageOf(api.editor, '/hosting/shared');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const policy = answer.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("default-src 'none'");
      // Framed by the team's editor beside the form, by nobody else.
      expect(policy).toContain("frame-ancestors 'self'");
      expect(answer.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(policy).not.toMatch(/unsafe|script-src/);
      const html = answer.body.text;
      const prefix = `/drafts/${slug}/preview`;
      // No script that runs: only JSON-LD data.
      const scripts = [...html.matchAll(/<script\b([^>]*)>/g)].map((m) => m[1]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const attributes of scripts) expect(attributes).toContain('type="application/ld+json"');
      // Every root-relative address is the preview's, but the bar's link back to the draft in the editor.
      const addresses = [...html.matchAll(/\s(?:href|src|srcset|action)="(\/[^"]*)"/gi)].map((m) => m[1]!);
      expect(addresses.length).toBeGreaterThan(20);
      expect(addresses.filter((address) => !address.startsWith(`${prefix}/`))).toEqual([`/?draft=${slug}`]);
      expect(html).toContain(`href="${prefix}/hosting"`);

      // The files it names load from the preview: images, the font, the icon sprite.
      const files = new Set(
        [...html.matchAll(/\s(?:src|href)="([^"]*)"/g), ...html.matchAll(/url\((?:'|")?([^'")]*)/g)]
          .map((m) => m[1]!.split('#')[0]!)
          .filter((url) => url.startsWith(`${prefix}/`) && /\.(svg|png|webp|avif|jpe?g|woff2)$/.test(url)),
      );
      const kinds = new Set<string>();
      for (const file of files) {
        const got = await api.editor.call('GET', file);
        expect([file, got.status, got.headers.get('cache-control')]).toEqual([file, 200, 'no-store']);
        kinds.add(file.split('.').at(-1)!);
      }
      expect(kinds).toContain('woff2');
      expect(kinds).toContain('svg');
    },
  );

  it('gives nothing the pages did not name: no source, no project file, no other file', { timeout: SLOW }, async () => {
    for (const address of ['/src/entry-server.tsx', '/package.json', '/@fs/etc/hostname', '/static/img/nothing.png']) {
      const got = await pageOf(api.editor, address);
      expect([address, got.status]).toEqual([address, 404]);
      expect(got.body.text).not.toMatch(/"name": "hostsite"|renderToString|import /);
    }
  });

  it('answers a GET whatever its Origin, and writes nothing through a preview', { timeout: SLOW }, async () => {
    const foreign = await pageOf(api.editor, '/hosting/shared', {
      origin: 'http://evil.example',
      'sec-fetch-site': 'cross-site',
    });
    expect(foreign.status).toBe(200);
    const before = api.refs();
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'])
      for (const origin of [PUBLIC, 'http://evil.example']) {
        const got = await api.editor.call(
          method,
          `/drafts/${slug}/preview/hosting/shared`,
          { data: product },
          { origin },
        );
        expect([method, origin, got.status]).toEqual([method, origin, 405]);
      }
    expect(api.refs()).toBe(before);
  });

  it('lists the pages the draft’s changes touch, with their previews', { timeout: SLOW }, async () => {
    const pages = await api.editor.call('GET', `/api/drafts/${slug}/pages`);
    expect(pages).toMatchObject({
      status: 200,
      body: {
        pages: [{ path: '/hosting/shared', files: [SHARED], preview: `/drafts/${slug}/preview/hosting/shared` }],
      },
    });
    expect((await api.editor.call('GET', '/api/drafts/no-such-draft/pages')).status).toBe(404);
  });
});

describe('a draft whose content does not build', () => {
  it(
    'shows the loader’s report, naming file and field; the service and other previews go on',
    { timeout: SLOW },
    async () => {
      // Pushed by someone else with git, past the service's checks: what a newer schema would refuse.
      const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Broken' });
      const broken = created.body.draft.slug;
      const work = mkdtempSync(path.join(os.tmpdir(), 'cms-preview-push-'));
      try {
        gitIn(work, 'clone', '-q', '--branch', `cms/${broken}`, api.remote.url, 'site');
        const file = path.join(work, 'site/content', SHARED);
        const text = readFileSync(file, 'utf8');
        writeFileSync(file, text.replace(/^(\s+price:\s*)\d+/m, '$1"cheap"'));
        gitIn(path.join(work, 'site'), 'commit', '-qam', 'A price in words');
        gitIn(path.join(work, 'site'), 'push', '-q', 'origin', `cms/${broken}`);
      } finally {
        rmSync(work, { recursive: true, force: true });
      }
      // The board fetches: the service learns of the push.
      expect((await api.editor.call('GET', '/api/drafts')).status).toBe(200);

      const refused = await api.editor.call<{ text: string }>('GET', `/drafts/${broken}/preview/hosting/shared`);
      expect(refused.status).toBe(422);
      expect(refused.body.text).toContain(`content/${SHARED}`);
      expect(refused.body.text).toContain('plans[0].price:');
      expect((await api.editor.call('GET', '/api/me')).status).toBe(200);
      const other = await pageOf(api.editor, '/hosting/shared');
      expect(other.status).toBe(200);
      expect(other.body.text).toContain(usd(product.plans[0]!.price));
    },
  );
});
