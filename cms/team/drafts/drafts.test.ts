// What a save refuses, and what outlives the service: against a bare repository that refuses every push that is
// not a fast-forward, served by git daemon on loopback.
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contentFile } from './content-path.ts';
import { DraftError, openDrafts } from './index.ts';
import { ada, ben, pat, productOn, SHARED } from '../../testing/people.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

const refs = () => remote.bare('for-each-ref', '--format=%(objectname) %(refname)');
const open = (name: string) => openDrafts({ remote: remote.url, dir: path.join(remote.dir, name) });

describe('a save', () => {
  it('refuses a path outside the content folder, and commits and pushes nothing', { timeout: 30_000 }, async () => {
    const service = await open('service');
    const draft = await service.create('Sneaky', ada);
    const before = refs();
    const text = remote.bare('show', `main:content/${SHARED}`);
    for (const file of ['../README.md', '/etc/passwd', 'products/../../README.md', 'README.md', 'products/x.yml', ''])
      await expect(service.save(draft.slug, file, { text }, ada)).rejects.toMatchObject({ code: 'path-refused' });
    expect(refs()).toBe(before);
    expect(remote.bare('rev-list', '--count', `cms/${draft.slug}`).trim()).toBe('1');
    // Nor is a draft name a way into other refs.
    await expect(service.save('../main', SHARED, { text }, ada)).rejects.toBeInstanceOf(DraftError);
  });

  it('refuses an invalid content file with its file and field, and pushes nothing', { timeout: 30_000 }, async () => {
    const service = await open('service');
    const draft = await service.create('Free hosting', ada);
    const before = refs();
    const product = productOn(remote, 'main');
    product.plans[0]!.price = -1;
    const result = await service.save(draft.slug, SHARED, { data: product }, ada);
    expect(result).toMatchObject({
      saved: false,
      reason: 'invalid',
      issues: [expect.objectContaining({ file: `content/${SHARED}`, field: 'plans[0].price' })],
    });
    const broken = await service.save(draft.slug, SHARED, { text: 'name: [unclosed\n' }, ada);
    expect(broken).toMatchObject({ saved: false, issues: [expect.objectContaining({ file: `content/${SHARED}` })] });
    expect(refs()).toBe(before);
    // The clone is left as it was: the next valid save is the draft's first commit.
    product.plans[0]!.price = 123;
    expect(await service.save(draft.slug, SHARED, { data: product }, ada)).toMatchObject({ saved: true, pushed: true });
    expect(remote.bare('rev-list', '--count', `main..cms/${draft.slug}`).trim()).toBe('1');
  });

  it('refuses a file reached through a link out of the content folder', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cms-links-'));
    try {
      mkdirSync(path.join(dir, 'content'));
      mkdirSync(path.join(dir, 'outside'));
      writeFileSync(path.join(dir, 'outside', 'shared.yaml'), 'name: x\n');
      symlinkSync(path.join(dir, 'outside'), path.join(dir, 'content', 'products'));
      await expect(contentFile(path.join(dir, 'content'), SHARED)).rejects.toMatchObject({ code: 'path-refused' });
      rmSync(path.join(dir, 'content', 'products'));
      mkdirSync(path.join(dir, 'content', 'products'));
      symlinkSync(path.join(dir, 'outside', 'shared.yaml'), path.join(dir, 'content', SHARED));
      await expect(contentFile(path.join(dir, 'content'), SHARED)).rejects.toMatchObject({ code: 'path-refused' });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('status', () => {
  // Five saves and status changes, three clones and a publish with its build checks: 33 s at load 16.
  it('survives a restart and is shared with another clone of the remote', { timeout: 90_000 }, async () => {
    const first = await open('first');
    const draft = await first.create('Spring prices', ada);
    const product = productOn(remote, 'main');
    product.plans[0]!.price += 1;
    await first.save(draft.slug, SHARED, { data: product }, ada);
    await first.setStatus(draft.slug, 'in-review', ada);
    await first.setStatus(draft.slug, 'draft', ben);
    await first.setStatus(draft.slug, 'in-review', ada);

    for (const service of [await open('first'), await open('second')]) {
      const [listed] = (await service.list()).filter((d) => d.slug === draft.slug);
      expect(listed?.status).toBe('in-review');
      expect(listed?.history.map((h) => [h.status, h.by.email])).toEqual([
        ['draft', ada.email],
        ['in-review', ada.email],
        ['draft', ben.email],
        ['in-review', ada.email],
      ]);
      expect(listed?.authors).toEqual([ada]);
      expect(listed?.lastChange.by).toEqual(ada);
    }
    // Each status change is a commit on cms-status by the person who made it.
    expect(remote.bare('log', '--format=%an', 'cms-status').trim().split('\n')).toEqual([
      ada.name,
      ben.name,
      ada.name,
      ada.name,
    ]);

    // Published only by publishing, from review; after that, final.
    const other = await open('second');
    await expect(other.setStatus(draft.slug, 'published' as 'draft', pat)).rejects.toMatchObject({
      code: 'wrong-status',
    });
    expect(await other.publish(draft.slug, pat, (await other.changes(draft.slug)).commit)).toMatchObject({
      published: true,
    });
    await expect(first.setStatus(draft.slug, 'draft', ada)).rejects.toMatchObject({ code: 'wrong-status' });
    await expect(first.save(draft.slug, SHARED, { data: product }, ada)).rejects.toMatchObject({
      code: 'wrong-status',
    });
  });
});
