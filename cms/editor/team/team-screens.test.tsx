// @vitest-environment jsdom
// The team editor's screens against a faked service: what a marketer and a publisher see and what each click sends,
// and an axe scan of each screen (jsdom has no layout, so colour contrast is left to the e2e scans).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, fakeService } from '../../testing/fake-service.ts';
import { DraftBar } from './DraftBar.tsx';
import { DraftPages } from './DraftPages.tsx';
import { BUILD_POLL_MS, DraftsBoard } from './DraftsBoard.tsx';
import type { DraftSummary, HookRun } from './team-api.ts';
import { STATUS_LABEL } from './words.ts';

const ann = { name: 'Ann Editor', email: 'ann@example.com' };
const bea = { name: 'Bea Writer', email: 'bea@example.com' };
const draft = (over: Partial<DraftSummary> = {}): DraftSummary => ({
  slug: 'starter-price',
  title: 'Starter price',
  status: 'draft',
  authors: [ann],
  lastChange: { by: ann, at: '2026-11-20T10:30:00Z', message: 'Shared hosting: Starter price' },
  ...over,
});
const { sent, answers } = fakeService();

describe('the drafts board', () => {
  it('lists every draft with its status, authors and last change, each linking to the draft', async () => {
    answers['GET /api/drafts'] = () => ({
      status: 200,
      body: {
        drafts: [draft(), draft({ slug: 'faq', title: 'Shared FAQ', status: 'in-review', authors: [ann, bea] })],
      },
    });
    const { container } = render(<DraftsBoard />);
    const table = await screen.findByRole('table', { name: /every draft/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining(STATUS_LABEL.draft),
      expect.stringContaining(STATUS_LABEL['in-review']),
    ]);
    expect(within(rows[1]!).getByText('Ann Editor, Bea Writer')).toBeTruthy();
    expect(within(rows[0]!).getByRole('link', { name: 'Starter price' }).getAttribute('href')).toBe(
      '/?draft=starter-price',
    );
    expect(screen.getByText('2 drafts').getAttribute('role')).toBe('status');
    await expectNoAxeViolations(container);
  });

  it("says the service's error instead of an empty board", async () => {
    answers['GET /api/drafts'] = () => ({ status: 401, body: { error: 'Sign in first' } });
    render(<DraftsBoard />);
    expect((await screen.findByText('Sign in first')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe("the board's site build column", () => {
  const run = (over: Partial<HookRun>): HookRun => ({
    id: 1,
    draft: 'starter-price',
    commit: '0123456789abcdef',
    by: 'pat@example.com',
    kind: 'command',
    target: 'npm',
    state: 'running',
    startedAt: '2026-11-20T11:00:00Z',
    output: [],
    ...over,
  });
  const published = (publishHook: HookRun) => draft({ status: 'published', publishHook });
  const buildCell = async () => {
    const row = (await screen.findAllByRole('row'))[1]!;
    return within(row).getAllByRole('cell').at(-1)!;
  };

  it('says a deploy succeeded and how long it took, with no commit hash', async () => {
    answers['GET /api/drafts'] = () => ({
      status: 200,
      body: { drafts: [published(run({ state: 'ok', durationMs: 41_600, exitCode: 0 }))] },
    });
    render(<DraftsBoard />);
    expect((await buildCell()).textContent).toBe('Deployed in 42 s');
  });

  it('says why a deploy failed and shows its last lines', async () => {
    answers['GET /api/drafts'] = () => ({
      status: 200,
      body: {
        drafts: [published(run({ state: 'failed', durationMs: 2_900, exitCode: 2, output: ['deploy refused'] }))],
      },
    });
    const { container } = render(<DraftsBoard />);
    const cell = await buildCell();
    expect(cell.textContent).toContain('Failed in 3 s: exit code 2');
    expect(within(cell).getByText('deploy refused').tagName).toBe('PRE');
    await expectNoAxeViolations(container);
  });

  it('asks again while a deploy runs, and stops once it is done', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      const states: HookRun[] = [run({}), run({ state: 'ok', durationMs: 5_000 })];
      answers['GET /api/drafts'] = () => ({ status: 200, body: { drafts: [published(states.shift() ?? run({}))] } });
      render(<DraftsBoard />);
      expect((await buildCell()).textContent).toContain('Building and deploying…');
      await vi.advanceTimersByTimeAsync(BUILD_POLL_MS);
      await waitFor(async () => expect((await buildCell()).textContent).toContain('Deployed in 5 s'));
      const asked = sent.length;
      await vi.advanceTimersByTimeAsync(BUILD_POLL_MS * 3);
      expect(sent.length).toBe(asked);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows a dash for a draft not published', async () => {
    answers['GET /api/drafts'] = () => ({ status: 200, body: { drafts: [draft()] } });
    render(<DraftsBoard />);
    expect((await buildCell()).textContent).toBe('—');
  });
});

describe('the draft bar', () => {
  it('submits the draft for review and then offers to take it back', async () => {
    const onChange = vi.fn();
    answers['POST /api/drafts/starter-price/status'] = () => ({
      status: 200,
      body: { draft: draft({ status: 'in-review' }) },
    });
    const { container, rerender } = render(<DraftBar draft={draft()} onChange={onChange} />);
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Submitted for review.'));
    expect(sent).toEqual([{ url: '/api/drafts/starter-price/status', method: 'POST', body: { status: 'in-review' } }]);
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ status: 'in-review' }));
    rerender(<DraftBar draft={draft({ status: 'in-review' })} onChange={onChange} />);
    expect(screen.getByRole('button', { name: 'Back to draft' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Submit for review' })).toBeNull();
  });

  it('keeps the status and says why when the service refuses', async () => {
    const onChange = vi.fn();
    answers['POST /api/drafts/starter-price/status'] = () => ({ status: 403, body: { error: 'Not allowed' } });
    render(<DraftBar draft={draft()} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Not allowed'));
    expect(onChange).not.toHaveBeenCalled();
  });
});

describe('the draft’s pages', () => {
  it('links each page the draft touches to its preview, and says the preview runs no script', async () => {
    answers['GET /api/drafts/starter-price/pages'] = () => ({
      status: 200,
      body: {
        commit: '0123456789abcdef',
        pages: [
          { path: '/', files: ['site.yaml'], preview: '/drafts/starter-price/preview/' },
          {
            path: '/hosting/shared',
            files: ['products/shared.yaml'],
            preview: '/drafts/starter-price/preview/hosting/shared',
          },
        ],
      },
    });
    answers['GET /api/types'] = () => ({
      status: 200,
      body: {
        types: [
          {
            name: 'products',
            label: 'Products',
            kind: 'many',
            docs: [{ file: 'products/shared.yaml', title: 'Shared Hosting', page: '/hosting/shared' }],
          },
        ],
      },
    });
    const { container } = render(<DraftPages slug="starter-price" saves={0} />);
    const link = await screen.findByRole('link', { name: '/hosting/shared ↗' });
    expect(link.getAttribute('href')).toBe('/drafts/starter-price/preview/hosting/shared');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: '/ ↗' }).getAttribute('href')).toBe('/drafts/starter-price/preview/');
    // Named by its title, never by its file.
    expect(await screen.findByText('Shared Hosting')).toBeTruthy();
    expect(screen.queryByText(/shared\.yaml/)).toBeNull();
    expect(screen.getByText(/without the site’s scripts/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });

  it('asks again after a save, and says when the draft changes no page yet', async () => {
    let pages: { path: string; files: string[]; preview: string }[] = [];
    answers['GET /api/drafts/starter-price/pages'] = () => ({ status: 200, body: { commit: 'a', pages } });
    const { rerender } = render(<DraftPages slug="starter-price" saves={0} />);
    expect(await screen.findByText(/changes no page yet/)).toBeTruthy();
    pages = [
      {
        path: '/hosting/shared',
        files: ['products/shared.yaml'],
        preview: '/drafts/starter-price/preview/hosting/shared',
      },
    ];
    rerender(<DraftPages slug="starter-price" saves={1} />);
    // Until the service answers again, the list from before the save is not shown as the draft's.
    expect(screen.queryByText(/changes no page yet/)).toBeNull();
    expect(screen.getByText('Finding the pages this draft changes…')).toBeTruthy();
    expect(await screen.findByRole('link', { name: '/hosting/shared ↗' })).toBeTruthy();
    expect(sent.filter((s) => s.url === '/api/drafts/starter-price/pages')).toHaveLength(2);
  });

  it('says the service’s error', async () => {
    answers['GET /api/drafts/starter-price/pages'] = () => ({ status: 404, body: { error: 'There is no such draft' } });
    render(<DraftPages slug="starter-price" saves={0} />);
    expect((await screen.findByRole('alert')).textContent).toBe('There is no such draft');
  });
});
