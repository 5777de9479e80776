// What a publisher reviews and publishes, against a real remote (a bare repository served by git daemon on
// loopback): the changes whole, named as the form names them, against main as it is now; a save after review moves
// the draft back to Draft; a publish of a version the draft has moved on from is refused with what changed since.
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { openDrafts } from './index.ts';
import { ada, ben, faqOf, pat, productOn, SHARED, usd, type Product } from '../../testing/people.ts';
import { startRemote, type TestRemote } from '../../testing/git-remote.ts';

let remote: TestRemote;
beforeEach(async () => {
  remote = await startRemote();
});
afterEach(() => remote.stop());

// Measured on the shared 2-core machine with four other helpers' tests beside them: 9-28 s for the first two tests,
// 20-65 s for the third (about fifteen saves, status changes and publishes). Over twice the slowest run.
const SLOW = 150_000;

const faqSection = (p: Product) => p.sections.find((s) => s.type === 'faq') as { title?: string };
const faqLabel = (question: string) => `FAQ ${question} › Answer`;

it(
  'shows each change whole, named as the form names it, with main’s value as it is now',
  { timeout: SLOW },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const start = productOn(remote, 'main');
    const [first, second] = faqOf(start);
    const plan = start.plans[0]!;

    // A's draft: the Starter price, and the end of a long answer (past where a cut-short value would stop).
    const draft = await service.create('Long answer', ada);
    const changed = structuredClone(start);
    changed.plans[0]!.price = plan.price + 100;
    faqOf(changed)[0]!.answer = `${first!.answer} Ask us anything.`;
    faqOf(changed)[1]!.answer = 'Yes, at any time.';
    expect(await service.save(draft.slug, SHARED, { data: changed }, ada)).toMatchObject({ saved: true });

    // Meanwhile main: the same second answer changed otherwise, and the section's title, by B, published.
    const other = await service.create('Main moves', ben);
    const moved = structuredClone(start);
    faqOf(moved)[1]!.answer = 'Yes, from your account.';
    faqSection(moved).title = 'Questions about shared hosting';
    await service.save(other.slug, SHARED, { data: moved }, ben);
    await service.setStatus(other.slug, 'in-review', ben);
    const reviewedOther = (await service.changes(other.slug)).commit;
    expect(await service.publish(other.slug, pat, reviewedOther)).toMatchObject({ published: true });

    const review = await service.changes(draft.slug);
    expect(review.commit).toBe(remote.bare('rev-parse', `cms/${draft.slug}`).trim());
    expect(review.by).toEqual(ada);
    const byLabel = Object.fromEntries(review.changes.map((c) => [c.label, c]));
    // Only what publishing would change: main's new section title is no change of this draft.
    expect(Object.keys(byLabel).toSorted()).toEqual(
      [`Plan ${plan.name} › Price`, faqLabel(first!.question), faqLabel(second!.question)].toSorted(),
    );
    expect(byLabel[`Plan ${plan.name} › Price`]).toMatchObject({
      document: start.name,
      kind: 'money',
      oldText: usd(plan.price),
      newText: usd(plan.price + 100),
    });
    // Whole: the old answer and the new, not cut short.
    expect(byLabel[faqLabel(first!.question)]).toMatchObject({
      kind: 'text',
      oldText: first!.answer,
      newText: `${first!.answer} Ask us anything.`,
    });
    // Main's value as it is now (B's), not as it was when the draft began; marked, as both changed it.
    expect(byLabel[faqLabel(second!.question)]).toMatchObject({
      oldText: 'Yes, from your account.',
      newText: 'Yes, at any time.',
      conflict: true,
    });
    for (const c of review.changes) expect(`${c.document} ${c.label}`).not.toMatch(/\[|content\/|\.yaml/);
  },
);

it('shows a new post’s fields and body, and an image as a file to show', { timeout: SLOW }, async () => {
  const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
  const draft = await service.create('Launch', ada);
  const post = 'blog/choosing-the-right-hosting-plan.mdx';
  const text = remote.bare('show', `main:content/${post}`);
  const body = text.slice(text.indexOf('\n---\n', 4) + 5);
  const paragraph = body.trim().split('\n\n')[0]!;
  const edited = text.replace(paragraph, () => `${paragraph} Start small.`);
  expect(await service.save(draft.slug, post, { text: edited }, ada)).toMatchObject({ saved: true });
  const written = await service.write(draft.slug, ada, async () => {
    await writeFile(path.join(service.repo.contentRoot, 'images/blog/launch-cover.png'), 'not really a png');
    return { answer: null, message: 'Add image' };
  });
  expect(written.commit).toBeTruthy();

  const { changes } = await service.changes(draft.slug);
  const bodyChange = changes.find((c) => c.kind === 'body');
  expect(bodyChange).toMatchObject({ label: 'Body', old: body, new: edited.slice(edited.indexOf('\n---\n', 4) + 5) });
  expect(changes.find((c) => c.kind === 'image')).toMatchObject({
    document: 'Images',
    label: 'launch-cover',
    old: undefined,
    new: 'images/blog/launch-cover.png',
    oldText: '(none)',
  });
});

it(
  'a save after review moves the draft back to Draft; a publish of the reviewed version is refused with what changed',
  { timeout: SLOW },
  async () => {
    const service = await openDrafts({ remote: remote.url, dir: path.join(remote.dir, 'service') });
    const reopened: [string, string][] = [];
    service.onReopened((slug, by) => reopened.push([slug, by.email]));
    const start = productOn(remote, 'main');
    const plan = start.plans[0]!;
    const draft = await service.create('Reviewed', ada);
    const raised = structuredClone(start);
    raised.plans[0]!.price = plan.price + 100;
    expect(await service.save(draft.slug, SHARED, { data: raised }, ada)).toMatchObject({ reopened: false });
    await service.setStatus(draft.slug, 'in-review', ada);
    const reviewed = (await service.changes(draft.slug)).commit;

    // B saves after the review: the draft is Draft again, by B, and the history says why.
    raised.name = `${start.name} Plus`;
    expect(await service.save(draft.slug, SHARED, { data: raised }, ben)).toMatchObject({
      saved: true,
      reopened: true,
    });
    const listed = (await service.list()).find((d) => d.slug === draft.slug)!;
    expect(listed.status).toBe('draft');
    expect(listed.history.at(-1)).toMatchObject({ status: 'draft', by: ben, reason: 'saved after review' });
    expect(reopened).toEqual([[draft.slug, ben.email]]);

    // The publisher's click on the version reviewed: refused, with B's change listed; main as it was.
    const mainBefore = remote.bare('rev-parse', 'main');
    const refused = await service.publish(draft.slug, pat, reviewed);
    expect(refused).toEqual({
      published: false,
      tip: remote.bare('rev-parse', `cms/${draft.slug}`).trim(),
      known: true,
      since: [{ document: `${start.name} Plus`, fields: ['Name'], by: ben, at: expect.any(String) }],
    });
    expect(remote.bare('rev-parse', 'main')).toBe(mainBefore);

    // Another draft's commit, or one that is in no draft: every change since the draft began.
    const other = await service.create('Other', ben);
    await service.save(other.slug, SHARED, { data: { ...start, name: 'Other name' } }, ben);
    for (const foreign of [(await service.changes(other.slug)).commit, 'f'.repeat(40)])
      expect(await service.publish(draft.slug, pat, foreign)).toMatchObject({
        published: false,
        known: false,
        since: [expect.anything(), expect.anything()],
      });

    // An upload (a write by the editor's API) after review does the same.
    await service.setStatus(draft.slug, 'in-review', ada);
    await service.write(draft.slug, ada, async () => {
      await writeFile(path.join(service.repo.contentRoot, 'images/blog/late.png'), 'late');
      return { answer: null, message: 'Add image' };
    });
    expect((await service.list()).find((d) => d.slug === draft.slug)?.status).toBe('draft');

    // Reviewed again and published: main has both of the draft's changes.
    await service.setStatus(draft.slug, 'in-review', ada);
    expect(await service.publish(draft.slug, pat, (await service.changes(draft.slug)).commit)).toMatchObject({
      published: true,
    });
    expect(productOn(remote, 'main')).toMatchObject({
      name: `${start.name} Plus`,
      plans: expect.arrayContaining([{ ...plan, price: plan.price + 100 }]),
    });
  },
);
