// The attacks on the drafts API: no session, an editor publishing, a foreign or missing Origin, a missing or wrong
// CSRF token, a body type a foreign form can send, a path out of the content folder, a file name the content layer's
// rule refuses. Each is refused, and the remote's refs (every branch, main, the drafts, their statuses) are the same
// after as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { root } from '../../../tests/helpers/content-fixture.ts';
import { HOSTILE_FILE_NAMES, RULE_WORDS, shownAs } from '../../../tests/helpers/hostile-file-names.ts';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { SHARED, type Product } from '../../testing/people.ts';
import { clientOf, startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';
import { publishReviewed, reviewedCommit } from '../../testing/review.ts';

// Measured on the 2-core machine: the start (remote, clone, three sign-ins) takes 3 to 6 s, one save 1 to 2 s.
const SLOW = 60_000;
let api: DraftsApi;
let slug = '';
let product: Product;

beforeAll(async () => {
  api = await startDraftsApi();
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Attack target' });
  expect(created.status).toBe(201);
  slug = created.body.draft.slug;
  const read = await api.editor.call<{ text: string; version: string }>('GET', `/api/drafts/${slug}/files/${SHARED}`);
  product = readYaml(read.body.text) as Product;
  product.plans[0]!.price += 100;
  const saved = await api.editor.call('PUT', `/api/drafts/${slug}/files/${SHARED}`, {
    data: product,
    base: read.body.version,
  });
  expect(saved.status).toBe(200);
  expect((await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' })).status).toBe(200);
}, SLOW);
afterAll(() => api?.stop());

/** Each write of the API with a body it would accept. */
const writes = () =>
  [
    ['POST', '/api/drafts', { title: 'Planted' }],
    ['PUT', `/api/drafts/${slug}/files/${SHARED}`, { data: { ...product, name: 'Planted' }, base: null }],
    ['POST', `/api/drafts/${slug}/status`, { status: 'draft' }],
    ['POST', `/api/drafts/${slug}/publish`, {}],
  ] as const;

describe('signed out', () => {
  it('every drafts route answers 401, and nothing changes on the remote', { timeout: SLOW }, async () => {
    const before = api.refs();
    const anonymous = clientOf(api.service, undefined);
    const reads = [
      '/api/drafts',
      '/api/publishes',
      `/api/drafts/${slug}/files/${SHARED}`,
      `/api/drafts/${slug}/changes`,
    ].map((url) => ['GET', url, undefined] as const);
    for (const [method, url, body] of [...reads, ...writes()]) {
      const answer = await anonymous.call(method, url, body);
      expect([method, url, answer.status, answer.body]).toEqual([method, url, 401, { error: 'Sign in first' }]);
    }
    expect(api.refs()).toBe(before);
  });
});

describe('a write without what a page of the editor sends', () => {
  const refusals: [string, Record<string, string | null>, number][] = [
    ['a foreign Origin', { origin: 'http://evil.example' }, 403],
    ['no Origin', { origin: null }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
    ['no CSRF token', { 'x-cms-token': null }, 403],
    ['a wrong CSRF token', { 'x-cms-token': 'guessed' }, 403],
    ['a text/plain body', { 'content-type': 'text/plain' }, 415],
    ['a form body', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
  ];
  // Sent as the publisher, who may do each of these writes: the refusal is the attack's alone.
  it.each(refusals)('%s: refused on every write, nothing written or pushed', async (_, headers, status) => {
    const before = api.refs();
    for (const [method, url, body] of writes()) {
      const answer = await api.publisher.call(method, url, body, headers);
      expect([method, url, answer.status]).toEqual([method, url, status]);
      expect(answer.body).toMatchObject({ error: expect.stringMatching(/^Refused: /) });
    }
    expect(api.refs()).toBe(before);
  });
});

describe('a path out of the content folder', () => {
  it('is refused for reading and for saving, and nothing is pushed', { timeout: SLOW }, async () => {
    const before = api.refs();
    const text = 'Planted\n';
    for (const file of [
      '..%2F..%2FREADME.md',
      'products%2F..%2F..%2FREADME.md',
      'README.md',
      '%2Fetc%2Fpasswd',
      '/etc/passwd',
      'products/x.sh',
      '..%5C..%5CREADME.md',
    ]) {
      const url = `/api/drafts/${slug}/files/${file}`;
      const saved = await api.editor.call('PUT', url, { text, base: null });
      expect([file, saved.status]).toEqual([file, 400]);
      expect(saved.body).toMatchObject({ error: expect.stringContaining('is refused') });
      expect((await api.editor.call('GET', url)).status).toBe(400);
    }
    // Dot segments the URL itself resolves leave the drafts routes: whatever answers, nothing reaches the remote.
    for (const file of ['../../../README.md', '%2E%2E/%2E%2E/README.md']) {
      const saved = await api.editor.call('PUT', `/api/drafts/${slug}/files/${file}`, { text, base: null });
      expect(saved.status).toBeGreaterThanOrEqual(400);
    }
    // Nor is a draft's name a way to another branch.
    const other = await api.editor.call('PUT', `/api/drafts/..%2Fmain/files/${SHARED}`, { text, base: null });
    expect(other.status).toBe(404);
    expect(api.refs()).toBe(before);
  });
});

describe("a file name outside the content layer's rule", () => {
  const POST = 'blog/free-vs-paid-ssl-certificates.mdx';
  /** A post that loads as it is: only its name is wrong. */
  const postText = readFileSync(path.join(root, 'content', POST), 'utf8');

  it.each(HOSTILE_FILE_NAMES)(
    'with %s: refused for saving and reading, nothing pushed',
    { timeout: SLOW },
    async (_, name) => {
      const before = api.refs();
      const url = `/api/drafts/${slug}/files/blog/${encodeURIComponent(name)}`;
      const refusal = { error: expect.stringContaining(`"${shownAs(name)}" ${RULE_WORDS}, e.g. `) };
      const saved = await api.editor.call('PUT', url, { text: postText, base: null });
      expect([saved.status, saved.body]).toEqual([400, refusal]);
      const read = await api.editor.call('GET', url);
      expect([read.status, read.body]).toEqual([400, refusal]);
      // The team editor's "+ New" in the draft: the editor's API refuses it the same way.
      const file = encodeURIComponent(`blog/${name}`);
      const created = await api.editor.call(
        'POST',
        `/api/document?file=${file}&from=${POST}`,
        {},
        { 'x-cms-draft': slug },
      );
      expect([created.status, created.body]).toEqual([400, refusal]);
      expect(api.refs()).toBe(before);
    },
  );

  it('says why, and what to name it instead', { timeout: SLOW }, async () => {
    const saved = await api.editor.call('PUT', `/api/drafts/${slug}/files/blog/a%0Ab.mdx`, {
      text: postText,
      base: null,
    });
    expect(saved.body).toMatchInlineSnapshot(`
      {
        "error": ""a\\u000Ab.mdx" is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits), e.g. a-b.mdx",
      }
    `);
  });
});

describe('an editor', () => {
  it('may not publish: 403, main and the draft unchanged; the publisher then may', { timeout: SLOW }, async () => {
    const before = api.refs();
    const mainBefore = api.remote.bare('rev-parse', 'main');
    // With the commit the review shows: the refusal is the role's alone.
    const commit = await reviewedCommit(api.editor, slug);
    const refused = await api.editor.call('POST', `/api/drafts/${slug}/publish`, { commit });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: expect.stringMatching(/Only a publisher may publish/) });
    const withResolution = await api.editor.call('POST', `/api/drafts/${slug}/publish`, {
      commit,
      resolutions: [{ file: SHARED, path: 'plans[0].price', value: 1 }],
    });
    expect(withResolution.status).toBe(403);
    expect(api.refs()).toBe(before);

    // The same request from the publisher publishes: the refusal was the role's.
    const published = await publishReviewed(api.publisher, slug);
    expect(published.status).toBe(200);
    expect(api.remote.bare('rev-parse', 'main').trim()).toBe(published.body.commit);
    expect(api.remote.bare('rev-parse', 'main')).not.toBe(mainBefore);
  });
});

describe('a save that does not say which version it was made from, or an old one', () => {
  // A draft of its own: the one above is published by then.
  let mine = '';
  beforeAll(async () => {
    const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Versions' });
    mine = created.body.draft.slug;
  }, SLOW);
  const url = () => `/api/drafts/${mine}/files/${SHARED}`;
  const read = async () => (await api.editor.call<{ text: string; version: string }>('GET', url())).body;

  it('without a version: 400, saying what is missing, and nothing pushed', { timeout: SLOW }, async () => {
    const before = api.refs();
    for (const base of [undefined, '', 'HEAD', 'not-a-version', 42]) {
      const saved = await api.editor.call('PUT', url(), { data: { ...product, name: 'No version' }, base });
      expect([base, saved.status]).toEqual([base, 400]);
      expect(saved.body).toMatchObject({ error: expect.stringContaining('the version of the file it was made from') });
    }
    expect(api.refs()).toBe(before);
  });

  it(
    'from a version the draft no longer holds: 409 with the one it holds, and nothing pushed',
    { timeout: SLOW },
    async () => {
      const first = await read();
      const changed = { ...(readYaml(first.text) as Product), name: 'Changed first' };
      const saved = await api.editor.call('PUT', url(), { data: changed, base: first.version });
      expect(saved.status).toBe(200);
      const now = await read();
      const before = api.refs();
      // The first version again (a form loaded before that save), another file's version, and "no file yet".
      const other = (await api.editor.call<{ version: string }>('GET', `/api/drafts/${mine}/files/site.yaml`)).body;
      for (const base of [first.version, other.version, null]) {
        const stale = await api.editor.call('PUT', url(), { data: { ...changed, name: 'Stale' }, base });
        expect([base, stale.status, stale.body]).toEqual([
          base,
          409,
          { error: expect.stringContaining('changed since the version this save was made from'), version: now.version },
        ]);
      }
      expect(api.refs()).toBe(before);
      expect((readYaml((await read()).text) as Product).name).toBe('Changed first');
    },
  );
});
