// Presence in the team's service: who else has a document open in a draft, and who saved it since. And the
// attacks on its route: signed out, a foreign origin, no CSRF token, a body a foreign form can send, a file outside
// the content folder, a draft that is not there; each refused, and nobody is marked as present.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHARED } from '../testing/people.ts';
import { memoryPresence, PRESENCE_TTL_MS } from './presence.ts';
import { EDITOR } from '../testing/team-service.ts';
import { clientOf, SECOND_EDITOR, startDraftsApi, type DraftsApi } from '../testing/drafts-api.ts';

// A draft, its first save pushed: 2-9 s on the 2-core machine under load; 60 s leaves room.
const GIT_TIMEOUT = 60_000;
let api: DraftsApi;
let slug: string;
beforeAll(async () => {
  api = await startDraftsApi();
  const created = await api.editor.call<{ draft: { slug: string } }>('POST', '/api/drafts', { title: 'Presence' });
  slug = created.body.draft.slug;
}, GIT_TIMEOUT);
afterAll(() => api?.stop());

interface Ping {
  version: string;
  others: { name: string }[];
  lastSave: { name: string; version: string; secondsAgo: number } | null;
}
const ping = (who: 'editor' | 'secondEditor', body: object = {}, file = SHARED) =>
  api[who].call<Ping>('POST', `/api/presence?file=${encodeURIComponent(file)}`, body, { 'x-cms-draft': slug });

describe('presence in a draft', () => {
  it('tells each who else has the document open, and no longer once they leave', async () => {
    expect((await ping('editor')).body.others).toEqual([]);
    expect((await ping('secondEditor')).body.others).toEqual([{ name: EDITOR.name }]);
    expect((await ping('editor')).body.others).toEqual([{ name: SECOND_EDITOR.name }]);
    await ping('secondEditor', { leaving: true });
    expect((await ping('editor')).body.others).toEqual([]);
  });

  it('tells who saved the file last, with the version that save wrote', { timeout: GIT_TIMEOUT }, async () => {
    const before = await ping('secondEditor');
    const doc = await api.editor.call<{ version: string; data: { name: string } }>(
      'GET',
      `/api/document?file=${SHARED}`,
      undefined,
      { 'x-cms-draft': slug },
    );
    expect(doc.body.version).toBe(before.body.version);
    const data = { ...doc.body.data, name: `${doc.body.data.name} (new)` };
    const saved = await api.editor.call<{ version: string }>(
      'PUT',
      `/api/document?file=${SHARED}`,
      { data, base: { version: doc.body.version, data: doc.body.data } },
      { 'x-cms-draft': slug },
    );
    expect(saved.status).toBe(200);
    const after = await ping('secondEditor');
    expect(after.body.version).toBe(saved.body.version);
    expect(after.body.version).not.toBe(before.body.version);
    expect(after.body.lastSave).toMatchObject({ name: EDITOR.name, version: saved.body.version });
  });
});

describe('the presence route refuses', () => {
  const url = `/api/presence?file=${SHARED}`;
  beforeAll(() => ping('editor', { leaving: true }));
  it.each([
    [
      'a signed-out request',
      401,
      () => clientOf(api.service, undefined).call('POST', url, {}, { 'x-cms-draft': slug }),
    ],
    [
      'a foreign origin',
      403,
      () => api.editor.call('POST', url, {}, { 'x-cms-draft': slug, origin: 'https://evil.example' }),
    ],
    ['no CSRF token', 403, () => api.editor.call('POST', url, {}, { 'x-cms-draft': slug, 'x-cms-token': null })],
    [
      'a text/plain body',
      415,
      () => api.editor.call('POST', url, '{}', { 'x-cms-draft': slug, 'content-type': 'text/plain' }),
    ],
    ['no draft', 409, () => api.editor.call('POST', url, {})],
    ['a draft that is not there', 404, () => api.editor.call('POST', url, {}, { 'x-cms-draft': 'no-such-draft' })],
    ['a draft name with a path', 404, () => api.editor.call('POST', url, {}, { 'x-cms-draft': '../main' })],
    [
      'a file outside the content folder',
      400,
      () => api.editor.call('POST', '/api/presence?file=../package.json', {}, { 'x-cms-draft': slug }),
    ],
    [
      'a file that is no content',
      400,
      () => api.editor.call('POST', '/api/presence?file=products/x.sh', {}, { 'x-cms-draft': slug }),
    ],
    [
      'a file the draft does not have',
      404,
      () => api.editor.call('POST', '/api/presence?file=products/none.yaml', {}, { 'x-cms-draft': slug }),
    ],
    ['a body that is not a ping', 400, () => api.editor.call('POST', url, { data: {} }, { 'x-cms-draft': slug })],
  ])('%s: %i, and nobody is marked present', async (_, status, request) => {
    const refs = api.refs();
    expect((await request()).status).toBe(status);
    expect((await ping('secondEditor')).body.others).toEqual([]);
    await ping('secondEditor', { leaving: true });
    expect(api.refs()).toBe(refs);
  });
});

describe('the memory behind it', () => {
  it('forgets a page that stopped saying it is open', () => {
    let now = 1_000_000;
    const presence = memoryPresence(() => now);
    const key = { draft: 'd', file: SHARED };
    presence.see(key, EDITOR, false);
    expect(presence.others(key, SECOND_EDITOR.email)).toEqual([EDITOR.name]);
    now += PRESENCE_TTL_MS + 1;
    expect(presence.others(key, SECOND_EDITOR.email)).toEqual([]);
  });
});
