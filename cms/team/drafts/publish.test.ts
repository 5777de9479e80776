// The scenario against a real remote (a bare repository served by git daemon on loopback): two drafts
// of the same file published one after the other, then a third that changed the same price as the first.
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDrafts } from './index.ts';
import { ada, ben, cy, faqOf, pat, productOn, SHARED, usd } from '../../testing/people.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

it(
  'publishes two drafts of one file with their authors, and a third after its conflict is resolved',
  // 20-58 s on the shared 2-core machine with other helpers' tests beside it (about twenty git operations).
  { timeout: 150_000 },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const start = productOn(remote, 'main');
    const starter = start.plans[0];
    if (!starter) throw new Error('no plan');
    const old = starter.price;

    // A raises the Starter price; B adds an FAQ item to the same file; C lowers the same price.
    const a = await service.create('Starter price', ada);
    const raised = structuredClone(start);
    raised.plans[0]!.price = old + 100;
    const savedA = await service.save(a.slug, SHARED, { data: raised }, ada);
    expect(savedA).toMatchObject({
      saved: true,
      pushed: true,
      message: `${start.name}: ${starter.name} price ${usd(old)} → ${usd(old + 100)}`,
    });

    const b = await service.create('Shared FAQ', ben);
    const asked = structuredClone(start);
    const question = { question: 'Can I host two websites?', answer: 'Yes, on the Professional plan and above.' };
    faqOf(asked).push(question);
    expect(await service.save(b.slug, SHARED, { data: asked }, ben)).toMatchObject({ saved: true, pushed: true });

    const c = await service.create('Starter sale', cy);
    const lowered = structuredClone(start);
    lowered.plans[0]!.price = old - 100;
    expect(await service.save(c.slug, SHARED, { data: lowered }, cy)).toMatchObject({ saved: true });

    // A publisher reads a draft's changes as fields with old and new values, named as the form names them.
    expect((await service.changes(a.slug)).changes).toEqual([
      expect.objectContaining({
        file: SHARED,
        path: 'plans[0].price',
        document: start.name,
        label: `Plan ${starter.name} › Price`,
        kind: 'money',
        old,
        new: old + 100,
        oldText: usd(old),
        newText: usd(old + 100),
      }),
    ]);

    for (const draft of [a, b, c]) await service.setStatus(draft.slug, 'in-review', draft.history[0]!.by);
    // Each publish names the version its review showed.
    const reviewed = async (slug: string) => (await service.changes(slug)).commit;
    expect(await service.publish(a.slug, pat, await reviewed(a.slug))).toMatchObject({ published: true, commits: 1 });
    // Main moved (A) since B began: B is replayed on it.
    expect(await service.publish(b.slug, pat, await reviewed(b.slug))).toMatchObject({ published: true, commits: 1 });

    const both = productOn(remote, 'main');
    expect(both.plans[0]?.price).toBe(old + 100);
    expect(faqOf(both)).toContainEqual(question);
    const log = (range: string) => remote.bare('log', '--format=%an <%ae>|%cn', range).trim().split('\n');
    expect(log('main~2..main')).toEqual([
      `${ben.name} <${ben.email}>|${pat.name}`,
      `${ada.name} <${ada.email}>|${pat.name}`,
    ]);

    // C changed the price A changed: both values come back, and nothing is published.
    const first = await service.publish(c.slug, pat, await reviewed(c.slug));
    expect(first).toEqual({
      published: false,
      conflicts: [
        expect.objectContaining({
          file: SHARED,
          path: 'plans[0].price',
          main: old + 100,
          draft: old - 100,
          mainText: usd(old + 100),
          draftText: usd(old - 100),
        }),
      ],
    });
    const mainBefore = remote.bare('rev-parse', 'main');
    expect(productOn(remote, 'main').plans[0]?.price).toBe(old + 100);

    // The publisher picks C's price.
    const resolved = await service.publish(c.slug, pat, await reviewed(c.slug), [
      { file: SHARED, path: 'plans[0].price', value: old - 100 },
    ]);
    expect(resolved).toMatchObject({ published: true });
    const all = productOn(remote, 'main');
    expect(all.plans[0]?.price).toBe(old - 100);
    expect(faqOf(all)).toContainEqual(question);
    expect(remote.bare('merge-base', '--is-ancestor', mainBefore.trim(), 'main')).toBe('');
    expect(log('main~3..main')[0]).toBe(`${cy.name} <${cy.email}>|${pat.name}`);
    // Only content changed, never the README beside it.
    expect(remote.bare('diff', '--name-only', 'main~3', 'main').trim().split('\n')).toEqual([`content/${SHARED}`]);

    const board = await service.list();
    expect(board.map((d) => [d.slug, d.status, d.authors])).toEqual(
      expect.arrayContaining([
        [a.slug, 'published', [ada]],
        [b.slug, 'published', [ben]],
        [c.slug, 'published', [cy]],
      ]),
    );
    expect(board.find((d) => d.slug === c.slug)?.history.map((h) => [h.status, h.by.name])).toEqual([
      ['draft', cy.name],
      ['in-review', cy.name],
      ['published', pat.name],
    ]);
  },
);
