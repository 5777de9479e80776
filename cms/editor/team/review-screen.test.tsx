// @vitest-environment jsdom
// The review screen against a faked service: every change whole, named as the form names it (text as a word diff,
// a body as its changed paragraphs rendered, an image as a thumbnail, money in dollars), the version reviewed in
// words, and Publish bound to it: a draft changed since shows what changed and is reviewed again; a conflict is
// resolved with both values. No path, field path or hash on the screen; an axe scan of each state.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, fakeService } from '../../testing/fake-service.ts';
import { ReviewScreen } from './ReviewScreen.tsx';
import type { Conflict, DraftReview, DraftSummary, FieldChange, Me } from './team-api.ts';
import { shownTime } from './words.ts';

const ann = { name: 'Ann Editor', email: 'ann@example.com' };
const bea = { name: 'Bea Writer', email: 'bea@example.com' };
const draft: DraftSummary = {
  slug: 'starter-price',
  title: 'Starter price',
  status: 'in-review',
  authors: [ann],
  lastChange: { by: ann, at: '2026-11-20T10:30:00Z', message: 'Shared Hosting: Starter price' },
};
const editor: Me = { ...ann, role: 'editor' };
const publisher: Me = { name: 'Pat Publisher', email: 'pat@example.com', role: 'publisher' };
const COMMIT = 'c0ffee'.repeat(6) + 'c0ff';
const LATER = 'beef'.repeat(10);

const change = (over: Partial<FieldChange>): FieldChange => ({
  file: 'products/shared.yaml',
  path: 'plans[0].price',
  document: 'Shared Hosting',
  label: 'Plan Starter › Price',
  kind: 'money',
  old: 299,
  new: 349,
  oldText: '$2.99',
  newText: '$3.49',
  ...over,
});
const answerOld =
  'Yes. You can move to a bigger shared plan, or to VPS or cloud hosting, at any time from your account.';
const answerNew = `${answerOld.replace('bigger', 'larger')} Your files move with you.`;
const bodyOld = 'Picking a plan is **easy**.\n\nKeep it small.\n\nAsk us.\n';
const bodyNew = 'Picking a plan is **simple**.\n\nKeep it small.\n\nAsk us anything.\n';
const changes: FieldChange[] = [
  change({}),
  change({
    path: 'sections[3].items[1].answer',
    label: 'FAQ Can I upgrade my plan later? › Answer',
    kind: 'text',
    old: answerOld,
    new: answerNew,
    oldText: answerOld,
    newText: answerNew,
  }),
  change({
    file: 'blog/plan.mdx',
    path: 'body',
    document: 'How to Choose a Hosting Plan',
    label: 'Body',
    kind: 'body',
    old: bodyOld,
    new: bodyNew,
    oldText: bodyOld,
    newText: bodyNew,
  }),
  change({
    file: 'blog/plan.mdx',
    path: 'image.src',
    document: 'How to Choose a Hosting Plan',
    label: 'Image › Image file',
    kind: 'image',
    old: 'images/blog/old-cover.png',
    new: 'images/blog/new-cover.png',
    oldText: 'old-cover',
    newText: 'new-cover',
  }),
];
const review: DraftReview = { commit: COMMIT, by: bea, at: '2026-11-20T14:02:00Z', changes };
const conflict: Conflict = {
  file: 'products/shared.yaml',
  path: 'plans[0].price',
  document: 'Shared Hosting',
  label: 'Plan Starter › Price',
  base: 299,
  main: 399,
  draft: 349,
  mainText: '$3.99',
  draftText: '$3.49',
};

const { sent, answers } = fakeService(() => ({
  'GET /api/drafts/starter-price/changes': () => ({ status: 200, body: review }),
}));

/** Text that names a repository path, a field path or a commit, which no screen shows. */
const DEVELOPER_WORDS = /content\/|\.ya?ml\b|\.mdx\b|\w\[\d+\]|\b(?=[0-9a-f]*[a-f])[0-9a-f]{7,40}\b/;

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name.replace(/[?›]/g, '.')}`) });
const cells = (name: string) => within(rowOf(name)).getAllByRole('cell');

describe('the review screen', () => {
  it('shows each change whole, per document, named as the form names it, and the version in words', async () => {
    const { container } = render(<ReviewScreen draft={draft} me={editor} onPublished={() => {}} />);
    expect(await screen.findByText(`Changes up to ${shownTime(review.at)} by ${bea.name}`)).toBeTruthy();
    expect(screen.getAllByRole('table').map((t) => within(t).getByRole('caption' as 'table').textContent)).toEqual([
      'Shared Hosting',
      'How to Choose a Hosting Plan',
    ]);
    expect(cells('Plan Starter › Price').map((c) => c.textContent)).toEqual(['$2.99', '$3.49']);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(container.textContent).not.toMatch(DEVELOPER_WORDS);
    await expectNoAxeViolations(container);
  });

  it('marks the words a text change deletes and inserts, and keeps the rest whole', async () => {
    render(<ReviewScreen draft={draft} me={editor} onPublished={() => {}} />);
    await screen.findByRole('table', { name: 'Shared Hosting' });
    const [old, now] = cells('FAQ Can I upgrade my plan later? › Answer');
    expect([...old!.querySelectorAll('del')].map((d) => d.textContent)).toEqual(['[deleted: bigger]']);
    expect([...now!.querySelectorAll('ins')].map((d) => d.textContent)).toEqual([
      '[inserted: larger]',
      '[inserted:  Your files move with you.]',
    ]);
    // Whole: without the marks' words, each side is the value itself.
    const plain = (cell: HTMLElement) => cell.textContent!.replace(/\[(deleted|inserted): ([^\]]*)\]/g, '$2');
    expect([plain(old!), plain(now!)]).toEqual([answerOld, answerNew]);
  });

  it('shows a body as its changed paragraphs, rendered, and says how many are unchanged', async () => {
    render(<ReviewScreen draft={draft} me={editor} onPublished={() => {}} />);
    await screen.findByRole('table', { name: 'How to Choose a Hosting Plan' });
    const [old, now] = cells('Body');
    expect(within(old!).getByText('easy').tagName).toBe('STRONG');
    expect(within(now!).getByText('simple').tagName).toBe('STRONG');
    expect([...now!.querySelectorAll('ins')].map((i) => i.textContent).join(' ')).toContain('Ask us anything.');
    expect(now!.textContent).toContain('(1 unchanged paragraph)');
    expect(now!.textContent).not.toContain('Keep it small.');
    expect(now!.textContent).not.toContain('**');
  });

  it('shows an image as its thumbnail and name', async () => {
    render(<ReviewScreen draft={draft} me={editor} onPublished={() => {}} />);
    await screen.findByRole('table', { name: 'How to Choose a Hosting Plan' });
    const [old, now] = cells('Image › Image file');
    await waitFor(() => expect(now!.querySelector('img')).toBeTruthy());
    expect([old!.textContent, now!.textContent]).toEqual(['old-cover', 'new-cover']);
    expect(now!.querySelector('img')?.getAttribute('src')).toBe('blob:thumbnail');
  });

  it('publishes the version reviewed, and says when and by whom', async () => {
    const onPublished = vi.fn();
    answers['POST /api/drafts/starter-price/publish'] = () => ({
      status: 200,
      body: { published: true, commit: LATER },
    });
    render(<ReviewScreen draft={draft} me={publisher} onPublished={onPublished} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toMatch(/^Published at \d\d:\d\d by Pat Publisher$/),
    );
    expect(sent.at(-1)).toEqual({ url: '/api/drafts/starter-price/publish', method: 'POST', body: { commit: COMMIT } });
    expect(onPublished).toHaveBeenCalledOnce();
  });

  it('shows what changed since the review, and reviews again before publishing', async () => {
    const onPublished = vi.fn();
    const since = [{ document: 'Shared Hosting', fields: ['Name'], by: bea, at: '2026-11-20T14:05:00Z' }];
    answers['POST /api/drafts/starter-price/publish'] = () => ({
      status: 409,
      body: {
        error: 'The draft changed after the version you reviewed: nothing was published. Review it again',
        published: false,
        known: true,
        tip: LATER,
        since,
      },
    });
    const { container } = render(<ReviewScreen draft={draft} me={publisher} onPublished={onPublished} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    const list = await screen.findByRole('region', { name: 'Changed since you reviewed it' });
    expect(within(list).getByRole('listitem').textContent).toBe(
      `Shared Hosting: Name, by Bea Writer, ${shownTime(since[0]!.at)}`,
    );
    expect(screen.getByRole('status').textContent).toMatch(/Review it again$/);
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(onPublished).toHaveBeenCalledOnce();
    await expectNoAxeViolations(container);

    answers['GET /api/drafts/starter-price/changes'] = () => ({
      status: 200,
      body: {
        ...review,
        commit: LATER,
        at: since[0]!.at,
        changes: [
          ...changes,
          change({
            path: 'name',
            label: 'Name',
            kind: 'text',
            old: 'Shared Hosting',
            new: 'Shared Hosting Plus',
            oldText: 'Shared Hosting',
            newText: 'Shared Hosting Plus',
          }),
        ],
      },
    });
    answers['POST /api/drafts/starter-price/publish'] = () => ({
      status: 200,
      body: { published: true, commit: LATER },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Review again' }));
    expect(await screen.findByText(`Changes up to ${shownTime(since[0]!.at)} by ${bea.name}`)).toBeTruthy();
    expect(cells('Name').map((c) => c.textContent)).toEqual(['Shared Hosting', 'Shared Hosting[inserted:  Plus]']);
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(sent.at(-1)?.body).toEqual({ commit: LATER }));
  });

  it('does not offer Publish before the draft is submitted', async () => {
    render(<ReviewScreen draft={{ ...draft, status: 'draft' }} me={publisher} onPublished={() => {}} />);
    await screen.findByRole('table', { name: 'Shared Hosting' });
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(screen.getByText('It can be published once it is submitted for review.')).toBeTruthy();
  });
});

describe('the review screen with a conflict on the site', () => {
  beforeEach(() => {
    let calls = 0;
    answers['POST /api/drafts/starter-price/publish'] = () =>
      ++calls === 1
        ? { status: 409, body: { error: 'The same field changed on main and in the draft', conflicts: [conflict] } }
        : { status: 200, body: { published: true, commit: LATER } };
  });

  async function openConflicts() {
    const view = render(<ReviewScreen draft={draft} me={publisher} onPublished={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Publish' }));
    return { view, group: await screen.findByRole('group', { name: 'Shared Hosting: Plan Starter › Price' }) };
  }

  it('shows both values and publishes the version reviewed with the one chosen', async () => {
    const { view, group } = await openConflicts();
    expect(within(group).getByRole('radio', { name: /Published value: \$3\.99/ })).toBeTruthy();
    expect(within(group).getByRole('radio', { name: /This draft’s value: \$3\.49/ })).toBeTruthy();
    expect(view.container.textContent).not.toMatch(DEVELOPER_WORDS);
    await expectNoAxeViolations(view.container);
    await userEvent.click(within(group).getByRole('radio', { name: /Published value/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish with these values' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(/^Published at /));
    expect(sent.at(-1)?.body).toEqual({
      commit: COMMIT,
      resolutions: [{ file: 'products/shared.yaml', path: 'plans[0].price', value: 399 }],
    });
  });

  it('reads another value typed in dollars as cents, and refuses one that is not money', async () => {
    const { group } = await openConflicts();
    await userEvent.click(within(group).getByRole('radio', { name: 'Another value' }));
    const box = within(group).getByRole('textbox', { name: 'Value for Shared Hosting: Plan Starter › Price' });
    expect((box as HTMLInputElement).value).toBe('3.49');
    await userEvent.clear(box);
    await userEvent.type(box, 'cheap');
    const before = sent.length;
    await userEvent.click(screen.getByRole('button', { name: 'Publish with these values' }));
    expect(screen.getByRole('alert').textContent).toBe('Plan Starter › Price: type dollars and cents, like 12.50');
    expect(sent.length).toBe(before);
    await userEvent.clear(box);
    await userEvent.type(box, '3.75');
    await userEvent.click(screen.getByRole('button', { name: 'Publish with these values' }));
    await waitFor(() =>
      expect(sent.at(-1)?.body).toEqual({ commit: COMMIT, resolutions: [expect.objectContaining({ value: 375 })] }),
    );
  });

  it('asks for a choice before publishing', async () => {
    await openConflicts();
    const before = sent.length;
    await userEvent.click(screen.getByRole('button', { name: 'Publish with these values' }));
    expect(screen.getByRole('alert').textContent).toBe('Choose a value for Shared Hosting: Plan Starter › Price');
    expect(sent.length).toBe(before);
  });
});
