// A publisher's time in a zone as the instant it names: the campaign's own times, the hours clocks skip or repeat,
// dates that do not exist, zones that are none, and, for any instant and any zone, the wall-clock time it shows
// naming it again (fast-check).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromStamp, instantOf, isZone, localIn, stampOf } from './zoned-time.ts';

const iso = (local: string, zone: string) => {
  const zoned = instantOf(local, zone);
  return zoned.ok ? new Date(zoned.instant).toISOString() : zoned.problem;
};

describe('a wall-clock time in a zone', () => {
  it.each([
    ['2026-11-27T00:00', 'Europe/Berlin', '2026-11-26T23:00:00.000Z'],
    ['2026-11-30T23:59', 'Europe/Berlin', '2026-11-30T22:59:00.000Z'],
    ['2026-11-27T00:00', 'America/New_York', '2026-11-27T05:00:00.000Z'],
    ['2026-11-27T00:00', 'Asia/Kathmandu', '2026-11-26T18:15:00.000Z'],
    ['2026-11-27T00:00', 'UTC', '2026-11-27T00:00:00.000Z'],
    // Clocks go back: the hour repeated is the first.
    ['2026-10-25T02:30', 'Europe/Berlin', '2026-10-25T00:30:00.000Z'],
    ['2026-11-01T01:30', 'America/New_York', '2026-11-01T05:30:00.000Z'],
  ])('%s in %s is %s', (local, zone, instant) => {
    expect(iso(local, zone)).toBe(instant);
  });

  it.each([
    [
      '2027-03-28T02:30',
      'Europe/Berlin',
      '2027-03-28 02:30 does not exist in Europe/Berlin: the clocks skip that hour',
    ],
    [
      '2026-03-08T02:30',
      'America/New_York',
      '2026-03-08 02:30 does not exist in America/New_York: the clocks skip that hour',
    ],
    ['2026-02-30T00:00', 'UTC', 'that date does not exist'],
    ['2026-11-27T24:00', 'UTC', 'that date does not exist'],
    ['2026-11-27T12:60', 'UTC', 'that date does not exist'],
    ['2026-11-27 00:00', 'UTC', 'that is not a date and time (a date, and hours and minutes)'],
    ['2026-11-27T00:00Z', 'UTC', 'that is not a date and time (a date, and hours and minutes)'],
    ['2026-11-27T00:00', 'Mars/Olympus', 'that is not a time zone (choose one from the list)'],
    ['2026-11-27T00:00', '+01:00', 'that is not a time zone (choose one from the list)'],
    ['2026-11-27T00:00', 'Europe/Berlin\n', 'that is not a time zone (choose one from the list)'],
  ])('%s in %j is refused: %s', (local, zone, problem) => {
    expect(iso(local, zone)).toBe(problem);
  });

  it('names any instant again by the time it shows in any zone', () => {
    const zones = [
      'Europe/Berlin',
      'America/New_York',
      'Australia/Lord_Howe',
      'Asia/Kathmandu',
      'Pacific/Chatham',
      'UTC',
    ];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.parse('2000-01-01T00:00Z') / 60_000, max: Date.parse('2099-12-31T00:00Z') / 60_000 }),
        fc.constantFrom(...zones),
        (minute, zone) => {
          const instant = minute * 60_000;
          const local = localIn(instant, zone);
          const zoned = instantOf(local, zone);
          // The time shows again; in an hour that repeats, it may be the first of the two.
          expect(zoned.ok && localIn(zoned.instant, zone)).toBe(local);
          expect(zoned.ok && zoned.instant <= instant).toBe(true);
        },
      ),
    );
  });
});

describe('a time in an address', () => {
  it('holds the zone’s slashes as ~ and comes back whole; anything else is no time', () => {
    const stamp = stampOf('2026-11-27T00:00', 'America/Argentina/Buenos_Aires');
    expect(stamp).toBe('2026-11-27T00:00@America~Argentina~Buenos_Aires');
    expect(fromStamp(stamp)).toEqual({
      local: '2026-11-27T00:00',
      zone: 'America/Argentina/Buenos_Aires',
      instant: Date.parse('2026-11-27T03:00:00Z'),
    });
    for (const bad of ['2026-11-27T00:00', '2026-11-27T00:00@Mars~Olympus', 'x@Europe~Berlin', 'a@b@c', ''])
      expect(fromStamp(bad)).toBeNull();
    expect(isZone('Europe/Berlin')).toBe(true);
  });
});
