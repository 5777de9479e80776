// @vitest-environment jsdom
// The schedule on the team screens against a faked service: the board's Scheduled column (the time in the viewer's
// zone, the time left on the service's clock, why a plan did not run, in words), and the review's schedule form,
// which a publisher fills and an editor never sees.
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentProps } from 'react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations, fakeService } from '../../testing/fake-service.ts';
import { DraftsBoard } from './DraftsBoard.tsx';
import { ReviewScreen } from './ReviewScreen.tsx';
import { SchedulePanel as Panel } from './SchedulePanel.tsx';
import { viewerZone } from './schedule-words.ts';
import type { DraftSummary, Me, Plan } from './team-api.ts';

const pat = { name: 'Pat Publisher', email: 'pat@example.com' };
const plan = (over: Partial<Plan> = {}): Plan => ({
  id: '0123456789abcdef',
  at: '2026-11-26T23:00:00.000Z',
  local: '2026-11-27T00:00',
  zone: viewerZone(),
  by: pat,
  setAt: '2026-11-20T09:00:00.000Z',
  state: 'waiting',
  ...over,
});
const draft = (over: Partial<DraftSummary> = {}): DraftSummary => ({
  slug: 'black-friday',
  title: 'Black Friday',
  status: 'in-review',
  authors: [pat],
  lastChange: { by: pat, at: '2026-11-20T08:30:00Z', message: 'Shared Hosting: Starter price' },
  scheduleVersion: null,
  ...over,
});
const PUBLISHER: Me = { ...pat, role: 'publisher' };
const EDITOR: Me = { name: 'Ann Editor', email: 'ann@example.com', role: 'editor' };
const COMMIT = 'c'.repeat(40);
const { sent, answers } = fakeService();

/** The panel with its words kept beside it, as the review keeps them */
function SchedulePanel(props: Omit<ComponentProps<typeof Panel>, 'said' | 'onSay'>) {
  const [said, onSay] = useState('');
  return <Panel {...props} said={said} onSay={onSay} />;
}

describe('the board’s Scheduled column', () => {
  it('says when each plan runs and the time left, counted on the service’s clock', async () => {
    const end = plan({ id: 'fedcba9876543210', at: '2026-11-30T22:59:00.000Z', local: '2026-11-30T23:59' });
    answers['GET /api/drafts'] = () => ({
      status: 200,
      body: { now: '2026-11-20T09:00:00.000Z', drafts: [draft({ schedule: { publish: plan(), end } })] },
    });
    const { container } = render(<DraftsBoard />);
    const row = (await screen.findAllByRole('row'))[1]!;
    const cell = within(row).getAllByRole('cell').at(-2)!;
    expect(
      within(cell)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      expect.stringMatching(/^Publishes \w{3} \d+ Nov 2026, \d\d:\d\d, in 6 days 14 hours$/),
      expect.stringMatching(/^Undone \w{3} \d+ Nov 2026, \d\d:\d\d, in 10 days 13 hours$/),
    ]);
    await expectNoAxeViolations(container);
  });

  it('says why a plan did not run, with the fields in the way, and no path or commit', async () => {
    const refused = plan({
      state: 'refused',
      outcome: {
        kind: 'conflicts',
        at: '2026-11-26T23:00:00.000Z',
        reason: 'The same fields changed on the site since this draft began, so it was not published',
        fields: ['Shared Hosting: Plan Starter › Price'],
      },
    });
    answers['GET /api/drafts'] = () => ({ status: 200, body: { drafts: [draft({ schedule: { publish: refused } })] } });
    render(<DraftsBoard />);
    const item = await screen.findByRole('listitem');
    expect(item.textContent).toMatch(/^Not published at .+: The same fields changed on the site/);
    expect(item.textContent).toContain('(Shared Hosting: Plan Starter › Price)');
    expect(item.textContent).not.toMatch(/\.ya?ml|plans\[|\b[0-9a-f]{7,40}\b/);
  });
});

describe('a scheduled draft saved again after review', () => {
  it('says its publish will not run unless it is reviewed and scheduled again', async () => {
    answers['GET /api/drafts'] = () => ({
      status: 200,
      body: { drafts: [draft({ status: 'draft', schedule: { publish: plan() } })] },
    });
    render(<DraftsBoard />);
    expect((await screen.findByRole('listitem')).textContent).toMatch(
      /^Publishes .+ — but the draft is no longer in review: review it and schedule it again, or it will not be published$/,
    );
  });
});

describe('the review’s schedule', () => {
  it('a publisher schedules the version reviewed and its end, each a date, a time and a zone', async () => {
    answers['PUT /api/drafts/black-friday/schedule'] = () => ({ status: 200, body: { draft: draft() } });
    let changed = 0;
    const { container } = render(
      <SchedulePanel draft={draft()} me={PUBLISHER} commit={COMMIT} onChanged={() => changed++} />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Publish date'), '2026-11-27');
    await user.type(screen.getByLabelText('Publish time'), '00:00');
    await user.selectOptions(screen.getByLabelText('Publish time zone'), 'Europe/Berlin');
    await user.click(screen.getByRole('checkbox', { name: /Put back the values from before it/ }));
    await user.type(screen.getByLabelText('Undo date'), '2026-11-30');
    await user.type(screen.getByLabelText('Undo time'), '23:59');
    await user.selectOptions(screen.getByLabelText('Undo time zone'), 'Europe/Berlin');
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled.')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      url: '/api/drafts/black-friday/schedule',
      method: 'PUT',
      body: {
        version: null,
        commit: COMMIT,
        publish: { local: '2026-11-27T00:00', zone: 'Europe/Berlin' },
        end: { local: '2026-11-30T23:59', zone: 'Europe/Berlin' },
      },
    });
    expect(changed).toBe(1);
  });

  it('says "Scheduled." after the review reads the draft again, with its new schedule version', async () => {
    answers['GET /api/drafts/black-friday/changes'] = () => ({
      status: 200,
      body: { commit: COMMIT, by: pat, at: '2026-11-20T08:30:00Z', changes: [] },
    });
    answers['PUT /api/drafts/black-friday/schedule'] = () => ({ status: 200, body: { draft: draft() } });
    // The board's reading of the draft after the schedule: a new version, so the panel is drawn anew.
    function Review() {
      const [shown, setShown] = useState(draft());
      const reread = () => setShown(draft({ schedule: { publish: plan() }, scheduleVersion: 'b'.repeat(40) }));
      return <ReviewScreen draft={shown} me={PUBLISHER} onPublished={reread} />;
    }
    render(<Review />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Publish date'), '2026-11-27');
    await user.type(screen.getByLabelText('Publish time'), '00:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByRole('button', { name: 'Change the schedule' })).toBeTruthy();
    expect(screen.getByRole('form', { name: 'Schedule' }).querySelector('[role="status"]')?.textContent).toBe(
      'Scheduled.',
    );
  });

  it('a publisher changes or cancels a schedule from the version the board gave', async () => {
    answers['DELETE /api/drafts/black-friday/schedule'] = () => ({ status: 200, body: { draft: draft() } });
    const scheduled = draft({ schedule: { publish: plan() }, scheduleVersion: 'a'.repeat(40) });
    render(<SchedulePanel draft={scheduled} me={PUBLISHER} commit={COMMIT} onChanged={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Change the schedule' })).toBeTruthy();
    expect((screen.getByLabelText('Publish date') as HTMLInputElement).value).toBe('2026-11-27');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel the schedule' }));
    expect(await screen.findByText('The schedule is cancelled.')).toBeTruthy();
    expect(sent.at(-1)).toMatchObject({ method: 'DELETE', body: { version: 'a'.repeat(40) } });
  });

  it('says the service’s refusal in its words', async () => {
    answers['PUT /api/drafts/black-friday/schedule'] = () => ({
      status: 400,
      body: { error: 'The publish time, 2026-11-19 00:00 Europe/Berlin, has passed' },
    });
    render(<SchedulePanel draft={draft()} me={PUBLISHER} commit={COMMIT} onChanged={() => undefined} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Publish date'), '2026-11-19');
    await user.type(screen.getByLabelText('Publish time'), '00:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText(/has passed$/)).toBeTruthy();
  });

  it('an editor sees the plans, and no control to set one', () => {
    render(
      <SchedulePanel
        draft={draft({ schedule: { publish: plan() } })}
        me={EDITOR}
        commit={COMMIT}
        onChanged={() => undefined}
      />,
    );
    expect(screen.getByRole('listitem').textContent).toMatch(/^Publishes /);
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText(/date$/)).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
