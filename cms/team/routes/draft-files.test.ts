// Inside a draft the team's editor does everything the local editor does, on the draft's own files: a new post, a
// delete and an image upload each become one commit by the signed-in person on the draft's branch, pushed, and the
// forms, lists and image library read the draft (main as the remote has it when no draft is open). A refused or
// misdirected write leaves the remote as it was.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitIn } from '../../testing/git-remote.ts';
import { productOn, SHARED, type Product } from '../../testing/people.ts';
import { EDITOR, PUBLISHER } from '../../testing/team-service.ts';
import { startDraftsApi, type DraftsApi } from '../../testing/drafts-api.ts';
import { publishReviewed } from '../../testing/review.ts';

let api: DraftsApi;
beforeAll(async () => {
  api = await startDraftsApi();
}, 60_000);
afterAll(() => api?.stop());

// Each test starts its own draft: a few git round trips on the loopback remote, well under its time-out.
const GIT_TIMEOUT = 60_000;
const EXISTING_POST = 'blog/choosing-the-right-hosting-plan.mdx';

interface Catalog {
  types: { name: string; docs: { file: string; title: string }[] }[];
}
interface View {
  data: Record<string, unknown>;
  body?: string;
  /** What a save from this view says it was made from */
  version: string;
}

async function newDraft(title: string) {
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title });
  expect(created.status).toBe(201);
  const slug = created.body.draft.slug;
  return { slug, header: { 'x-cms-draft': slug } };
}

const filesOf = (catalog: Catalog) => catalog.types.flatMap((t) => t.docs.map((d) => d.file));
/** Whether a branch of the remote holds a content file. */
const holds = (ref: string, file: string) => {
  try {
    api.remote.bare('cat-file', '-e', `${ref}:content/${file}`);
    return true;
  } catch {
    return false;
  }
};
const lastCommit = (ref: string) => api.remote.bare('log', '-1', '--format=%an <%ae>|%s', ref).trim();

/** A new post copied from an existing one, under another title. */
async function copyOfPost(header: Record<string, string>, title: string) {
  const existing = await api.editor.call<View>('GET', `/api/document?file=${EXISTING_POST}`, undefined, header);
  expect(existing.status).toBe(200);
  // One post is featured: the copy is not.
  return { data: { ...existing.body.data, title, featured: false }, body: existing.body.body };
}

describe('files added and deleted in a draft', () => {
  it(
    'a new post is a commit by its author on the draft, listed and opened there only',
    { timeout: GIT_TIMEOUT },
    async () => {
      const { slug, header } = await newDraft('New post');
      const file = 'blog/a-post-written-in-a-draft.mdx';
      const edit = await copyOfPost(header, 'A post written in a draft');
      const created = await api.editor.call('POST', `/api/document?file=${file}&from=${EXISTING_POST}`, edit, header);
      expect(created).toMatchObject({ status: 200, body: { saved: true, file, pushed: true } });
      expect(created.body.commit).toBe(`Add A post written in a draft (content/${file})`);

      expect(holds(`cms/${slug}`, file)).toBe(true);
      expect(holds('main', file)).toBe(false);
      expect(lastCommit(`cms/${slug}`)).toBe(
        `${EDITOR.name} <${EDITOR.email}>|Add A post written in a draft (content/${file})`,
      );

      const inDraft = await api.editor.call<Catalog>('GET', '/api/types', undefined, header);
      expect(filesOf(inDraft.body)).toContain(file);
      const onMain = await api.editor.call<Catalog>('GET', '/api/types');
      expect(filesOf(onMain.body)).not.toContain(file);
      const opened = await api.editor.call<View>('GET', `/api/document?file=${file}`, undefined, header);
      expect(opened).toMatchObject({ status: 200, body: { data: { title: 'A post written in a draft' } } });
      expect((await api.editor.call('GET', `/api/document?file=${file}`)).status).toBe(404);

      // The review lists each of its fields as added, under its title.
      const changes = await api.editor.call<{ changes: { file: string; label: string; newText: string }[] }>(
        'GET',
        `/api/drafts/${slug}/changes`,
      );
      expect(changes.body.changes).toContainEqual(
        expect.objectContaining({
          file,
          document: 'A post written in a draft',
          label: 'Title',
          oldText: '(none)',
          newText: 'A post written in a draft',
        }),
      );
    },
  );

  it('a delete in a draft removes the file from the draft alone', { timeout: GIT_TIMEOUT }, async () => {
    const { slug, header } = await newDraft('Delete a post');
    const file = 'blog/deleted-in-a-draft.mdx';
    const edit = await copyOfPost(header, 'Deleted in a draft');
    expect((await api.editor.call('POST', `/api/document?file=${file}`, edit, header)).status).toBe(200);

    const deleted = await api.editor.call('DELETE', `/api/document?file=${file}`, { commit: false }, header);
    expect(deleted).toMatchObject({ status: 200, body: { saved: true, pushed: true } });
    expect(holds(`cms/${slug}`, file)).toBe(false);
    expect(lastCommit(`cms/${slug}`)).toBe(
      `${EDITOR.name} <${EDITOR.email}>|Delete Deleted in a draft (content/${file})`,
    );
    const inDraft = await api.editor.call<Catalog>('GET', '/api/types', undefined, header);
    expect(filesOf(inDraft.body)).not.toContain(file);
  });

  it('a delete others still name is refused with them, and nothing is pushed', { timeout: GIT_TIMEOUT }, async () => {
    const { slug, header } = await newDraft('Delete a category');
    const refs = api.refs();
    const refused = await api.editor.call<{ referrers: string[] }>(
      'DELETE',
      `/api/document?file=${SHARED}`,
      {},
      header,
    );
    expect(refused.status).toBe(422);
    expect(refused.body.referrers.length).toBeGreaterThan(0);
    expect(api.refs()).toBe(refs);
    expect(holds(`cms/${slug}`, SHARED)).toBe(true);
  });

  it(
    'a new file the checks refuse is not committed, and the draft reads as before',
    { timeout: GIT_TIMEOUT },
    async () => {
      const { slug, header } = await newDraft('Broken post');
      const file = 'blog/refused-in-a-draft.mdx';
      const edit = await copyOfPost(header, 'Refused');
      const refs = api.refs();
      const refused = await api.editor.call(
        'POST',
        `/api/document?file=${file}`,
        { ...edit, data: { ...edit.data, date: 'someday' } },
        header,
      );
      expect(refused).toMatchObject({ status: 422, body: { issues: [expect.objectContaining({ field: 'date' })] } });
      expect(api.refs()).toBe(refs);
      expect(holds(`cms/${slug}`, file)).toBe(false);
      const inDraft = await api.editor.call<Catalog>('GET', '/api/types', undefined, header);
      expect(filesOf(inDraft.body)).not.toContain(file);
    },
  );

  it.each([
    ['POST', '/api/document?file=../README.mdx'],
    ['POST', '/api/document?file=blog/../../escape.mdx'],
    ['DELETE', '/api/document?file=../README.md'],
  ])('%s %s leaves the content folder: refused, nothing pushed', { timeout: GIT_TIMEOUT }, async (method, url) => {
    const { header } = await newDraft('Escape');
    const refs = api.refs();
    const answer = await api.editor.call(method, url, { data: { title: 'x' } }, header);
    expect([400, 404]).toContain(answer.status);
    expect(api.refs()).toBe(refs);
  });

  it('an editor may not slip a commit to main into a draft’s delete: 403', { timeout: GIT_TIMEOUT }, async () => {
    const { header } = await newDraft('Sneaky');
    const refs = api.refs();
    const answer = await api.editor.call('DELETE', `/api/document?file=${EXISTING_POST}`, { commit: true }, header);
    expect(answer.status).toBe(403);
    expect(api.refs()).toBe(refs);
  });
});

describe('images in a draft', () => {
  const png = () =>
    sharp({ create: { width: 640, height: 400, channels: 3, background: '#3366cc' } })
      .png()
      .toBuffer();
  const upload = async (header: Record<string, string>, name: string) =>
    api.editor.call<{ path: string; commit: string }>(
      'POST',
      `/api/media?folder=blog&name=${name}`,
      new Uint8Array(await png()),
      { ...header, 'content-type': 'image/png' },
    );

  it(
    'an upload is a commit on the draft, in its library, reviewed and published with it',
    // An upload, a save, a review and a publish, each pushed: measured 32 s at load 13 on the 2-core machine.
    { timeout: 90_000 },
    async () => {
      const { slug, header } = await newDraft('New cover');
      const uploaded = await upload(header, 'draft-cover');
      expect(uploaded).toMatchObject({ status: 201, body: { path: 'images/blog/draft-cover.png', pushed: true } });
      expect(uploaded.body.commit).toBe('Add image images/blog/draft-cover.png');
      expect(holds(`cms/${slug}`, 'images/blog/draft-cover.png')).toBe(true);
      expect(holds('main', 'images/blog/draft-cover.png')).toBe(false);

      type Library = { images: { path: string }[] };
      const inDraft = await api.editor.call<Library>('GET', '/api/media', undefined, header);
      expect(inDraft.body.images.map((i) => i.path)).toContain('images/blog/draft-cover.png');
      const onMain = await api.editor.call<Library>('GET', '/api/media');
      expect(onMain.body.images.map((i) => i.path)).not.toContain('images/blog/draft-cover.png');
      const thumbnail = await api.editor.call(
        'GET',
        '/api/media/file?path=images/blog/draft-cover.png',
        undefined,
        header,
      );
      expect(thumbnail).toMatchObject({ status: 200 });
      expect(thumbnail.headers.get('content-type')).toBe('image/webp');

      // The same name again, in the same draft: the library's own refusal, nothing pushed.
      const refs = api.refs();
      expect((await upload(header, 'draft-cover')).status).toBe(409);
      expect(api.refs()).toBe(refs);

      const changes = await api.editor.call<{ changes: { label: string; newText: string }[] }>(
        'GET',
        `/api/drafts/${slug}/changes`,
      );
      expect(changes.body.changes).toContainEqual(
        expect.objectContaining({
          document: 'Images',
          label: 'draft-cover',
          kind: 'image',
          newText: expect.stringMatching(/^draft-cover, \d+ KB$/),
        }),
      );

      // A post shows it: a publish carries only the images something names (drafts/unused-images.ts).
      const post = await api.editor.call<View>('GET', `/api/document?file=${EXISTING_POST}`, undefined, header);
      const image = { ...(post.body.data.image as object), src: 'images/blog/draft-cover.png' };
      const { version, data, body } = post.body;
      const shown = { data: { ...data, image }, body, base: { version, data, body } };
      expect((await api.editor.call('PUT', `/api/document?file=${EXISTING_POST}`, shown, header)).status).toBe(200);

      expect((await api.editor.call('POST', `/api/drafts/${slug}/status`, { status: 'in-review' })).status).toBe(200);
      const published = await publishReviewed(api.publisher, slug);
      expect(published).toMatchObject({ status: 200, body: { published: true } });
      expect(holds('main', 'images/blog/draft-cover.png')).toBe(true);
      expect(api.remote.bare('log', '-1', '--format=%an|%cn', 'main', '--', 'content/images').trim()).toBe(
        `${EDITOR.name}|${PUBLISHER.name}`,
      );
    },
  );

  it('an upload with no draft open is refused, and nothing is pushed', async () => {
    const refs = api.refs();
    const answer = await upload({}, 'outside');
    expect(answer.status).toBe(409);
    expect(api.refs()).toBe(refs);
  });
});

describe('outside a draft', () => {
  it('the editor reads main as the remote has it, and cannot write', { timeout: GIT_TIMEOUT }, async () => {
    // Someone changes main on the remote directly (another service, a developer's push).
    const scratch = mkdtempSync(path.join(os.tmpdir(), 'cms-main-'));
    try {
      const url = api.remote.url;
      execFileSync('git', ['clone', '-q', url, scratch], { stdio: 'ignore' });
      const product = productOn(api.remote, 'main');
      const file = path.join(scratch, 'content', SHARED);
      const price = product.plans[0]!.price;
      const text = execFileSync('cat', [file]).toString();
      writeFileSync(
        file,
        text.replace(`price: ${price}`, () => `price: ${price + 1}`),
      );
      gitIn(scratch, 'commit', '-qam', 'A developer’s change');
      gitIn(scratch, 'push', '-q', 'origin', 'main');
      // The board's next poll brings the remote's main into the service's clone.
      expect((await api.editor.call('GET', '/api/drafts')).status).toBe(200);
      const opened = await api.editor.call<{ data: Product; canCommit: boolean }>(
        'GET',
        `/api/document?file=${SHARED}`,
      );
      expect(opened).toMatchObject({ status: 200, body: { canCommit: false } });
      expect(opened.body.data.plans[0]!.price).toBe(price + 1);
    } finally {
      rmSync(scratch, { recursive: true, force: true });
    }
  });
});
