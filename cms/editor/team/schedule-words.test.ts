// How a plan's time reads on the board: in the viewer's own zone, with the publisher's zone beside it when it shows
// another time, and the time left; what came of it, in words.
import { describe, expect, it } from 'vitest';
import type { Plan } from '../../shared/team-types.ts';
import { planWhen, planWords, timeLeft } from './schedule-words.ts';

const plan = (over: Partial<Plan> = {}): Plan => ({
  id: '0123456789abcdef',
  at: '2026-11-26T23:00:00.000Z',
  local: '2026-11-27T00:00',
  zone: 'Europe/Berlin',
  by: { name: 'Pat Publisher', email: 'pat@example.test' },
  setAt: '2026-11-20T09:00:00.000Z',
  state: 'waiting',
  ...over,
});

describe('a plan’s time, in the viewer’s zone', () => {
  it.each([
    ['Europe/Berlin', 'Fri 27 Nov 2026, 00:00'],
    // Another zone with the same wall-clock time: said once.
    ['Europe/Paris', 'Fri 27 Nov 2026, 00:00'],
    ['America/New_York', 'Thu 26 Nov 2026, 18:00 (Fri 27 Nov 2026, 00:00 Europe/Berlin)'],
    ['Europe/London', 'Thu 26 Nov 2026, 23:00 (Fri 27 Nov 2026, 00:00 Europe/Berlin)'],
    ['Asia/Kolkata', 'Fri 27 Nov 2026, 04:30 (00:00 Europe/Berlin)'],
  ])('seen from %s: %s', (viewer, words) => {
    expect(planWhen(plan(), viewer)).toBe(words);
  });
});

describe('the time left', () => {
  const at = '2026-11-26T23:00:00.000Z';
  it.each([
    ['2026-11-20T09:00:00Z', 'in 6 days 14 hours'],
    ['2026-11-25T23:00:00Z', 'in 1 day'],
    ['2026-11-26T20:55:00Z', 'in 2 hours 5 minutes'],
    ['2026-11-26T22:00:00Z', 'in 1 hour'],
    ['2026-11-26T22:56:00Z', 'in 4 minutes'],
    ['2026-11-26T22:59:30Z', 'in 1 minute'],
    ['2026-11-26T22:59:59.999Z', 'in 1 minute'],
    ['2026-11-26T23:00:00Z', 'due now'],
    ['2026-11-27T08:00:00Z', 'due now'],
  ])('at %s: %s', (now, words) => {
    expect(timeLeft(at, Date.parse(now))).toBe(words);
  });
});

describe('a plan in words', () => {
  const now = Date.parse('2026-11-20T09:00:00Z');
  it('waiting, done and refused, with no path, field path or commit', () => {
    expect(planWords('publish', plan(), now, 'Europe/Berlin')).toBe(
      'Publishes Fri 27 Nov 2026, 00:00, in 6 days 14 hours',
    );
    expect(
      planWords('end', plan({ at: '2026-11-30T22:59:00.000Z', local: '2026-11-30T23:59' }), now, 'Europe/Berlin'),
    ).toBe('Undone Mon 30 Nov 2026, 23:59, in 10 days 13 hours');
    const done = plan({ state: 'done', outcome: { kind: 'published', at: plan().at, commit: 'a'.repeat(40) } });
    expect(planWords('publish', done, now, 'Europe/Berlin')).toBe('Published at its time, Fri 27 Nov 2026, 00:00');
    const refused = plan({
      state: 'refused',
      outcome: {
        kind: 'conflicts',
        at: plan().at,
        reason: 'The same fields changed on the site since this draft began',
        fields: ['Shared Hosting: Plan Starter › Price'],
      },
    });
    const words = planWords('publish', refused, now, 'Europe/Berlin');
    expect(words).toBe(
      'Not published at Fri 27 Nov 2026, 00:00: The same fields changed on the site since this draft began (Shared Hosting: Plan Starter › Price)',
    );
    expect(words).not.toMatch(/\.ya?ml|plans\[|\b[0-9a-f]{7,40}\b/);
  });
});
