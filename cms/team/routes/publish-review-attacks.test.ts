// Attacks on publishing what was reviewed, over HTTP: a publish with no commit, a garbage one, one that is in no
// draft, another draft's, an editor's with the right one, and the publisher's of a version a later save replaced.
// Each is refused, and main is as it was; a save after review moves the draft back to Draft in its history and in
// the audit log.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { readYaml } from '../../local-api/yaml-edit.ts';
import { productOn, SHARED, type Product } from '../../testing/people.ts';
import { SECOND_EDITOR, startDraftsApi, type Client, type DraftsApi } from '../../testing/drafts-api.ts';
import { publishReviewed, reviewedCommit } from '../../testing/review.ts';

// Measured on the shared 2-core machine beside four other helpers' tests: the set-up (remote, clone, three sign-ins,
// two drafts saved) 20-30 s, the longest test (five saves, status changes and publishes) 19 s. Four times that.
const SLOW = 120_000;
let api: DraftsApi;
let slug = '';
let other = '';
let start: Product;

async function saveName(client: Client, draft: string, name: string) {
  const read = await client.call<{ text: string; version: string }>('GET', `/api/drafts/${draft}/files/${SHARED}`);
  const product = readYaml(read.body.text) as Product;
  const saved = await client.call('PUT', `/api/drafts/${draft}/files/${SHARED}`, {
    data: { ...product, name },
    base: read.body.version,
  });
  expect(saved.status).toBe(200);
  return saved.body as { commit: string; reopened: boolean };
}

const created = async (title: string) =>
  (await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title })).body.draft.slug;
const publish = (body: unknown, client = api.publisher) => client.call('POST', `/api/drafts/${slug}/publish`, body);

beforeAll(async () => {
  api = await startDraftsApi();
  start = productOn(api.remote, 'main');
  slug = await created('Reviewed');
  other = await created('Another');
  await saveName(api.editor, slug, `${start.name} Reviewed`);
  await saveName(api.editor, other, `${start.name} Other`);
  expect((await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' })).status).toBe(200);
}, SLOW);
afterAll(() => api?.stop());

it(
  'refuses a publish with no commit, or one that is no commit, with 400; nothing changes',
  { timeout: SLOW },
  async () => {
    const before = api.refs();
    for (const body of [
      {},
      { commit: '' },
      { commit: 'HEAD' },
      { commit: 'main' },
      { commit: 'abc123' },
      { commit: `${'a'.repeat(39)}g` },
      { commit: ['a'.repeat(40)] },
      { commit: `${'a'.repeat(40)}\n` },
    ]) {
      const answer = await publish(body);
      expect([body, answer.status]).toEqual([body, 400]);
      expect(answer.body).toMatchObject({ error: expect.stringMatching(/commit the review showed/) });
    }
    expect(api.refs()).toBe(before);
  },
);

it(
  'refuses a commit that is in no draft, or another draft’s, with 409 and every change of the draft',
  { timeout: SLOW },
  async () => {
    const before = api.refs();
    for (const commit of ['0'.repeat(40), await reviewedCommit(api.publisher, other)]) {
      const answer = await publish({ commit });
      expect(answer).toMatchObject({
        status: 409,
        body: {
          error: expect.stringMatching(/^That is not a version of this draft: nothing was published/),
          known: false,
          since: [{ document: `${start.name} Reviewed`, fields: ['Name'], by: { name: expect.any(String) } }],
        },
      });
    }
    expect(api.refs()).toBe(before);
  },
);

it('refuses an editor even with the reviewed commit: 403', { timeout: SLOW }, async () => {
  const before = api.refs();
  const answer = await publish({ commit: await reviewedCommit(api.editor, slug) }, api.editor);
  expect(answer.status).toBe(403);
  expect(api.refs()).toBe(before);
});

it(
  'a save after review: Draft again, in the history and the audit log; the reviewed commit refused with the change',
  { timeout: SLOW },
  async () => {
    const reviewed = await reviewedCommit(api.publisher, slug);
    const saved = await saveName(api.secondEditor, slug, `${start.name} Sneaked After Review`);
    expect(saved.reopened).toBe(true);

    const board = await api.publisher.call<{ drafts: { slug: string; status: string; history: unknown[] }[] }>(
      'GET',
      '/api/drafts',
    );
    const draft = board.body.drafts.find((d) => d.slug === slug)!;
    expect(draft.status).toBe('draft');
    expect(draft.history.at(-1)).toMatchObject({
      status: 'draft',
      by: { email: SECOND_EDITOR.email },
      commit: saved.commit,
      reason: 'saved after review',
    });
    expect(api.service.audit()).toContainEqual(
      expect.objectContaining({
        event: 'draft-status',
        who: SECOND_EDITOR.email,
        draft: slug,
        status: 'draft',
        commit: saved.commit,
        reason: 'saved after review',
      }),
    );

    const mainBefore = api.remote.bare('rev-parse', 'main');
    const refused = await publish({ commit: reviewed });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: expect.stringMatching(
          /changed after the version you reviewed: nothing was published\. Review it again$/,
        ),
        known: true,
        tip: saved.commit,
        since: [
          {
            document: `${start.name} Sneaked After Review`,
            fields: ['Name'],
            by: { name: SECOND_EDITOR.name, email: SECOND_EDITOR.email },
          },
        ],
      },
    });
    expect(api.remote.bare('rev-parse', 'main')).toBe(mainBefore);
    expect(productOn(api.remote, 'main').name).toBe(start.name);
    expect(api.service.audit()).toContainEqual(
      expect.objectContaining({ event: 'draft-publish', draft: slug, outcome: 'changed' }),
    );

    // Reviewed again, and back in review: published at the version reviewed.
    expect((await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' })).status).toBe(200);
    expect(await publishReviewed(api.publisher, slug)).toMatchObject({ status: 200, body: { published: true } });
    expect(productOn(api.remote, 'main').name).toBe(`${start.name} Sneaked After Review`);
  },
);
