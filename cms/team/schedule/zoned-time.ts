// A time as a publisher gives it, a date and a wall-clock time in an IANA time zone ("2026-11-27T00:00",
// "Europe/Berlin"), as the instant it names; and back. A time that does not exist there (the hour skipped when
// clocks go forward) is refused; one that exists twice (the hour repeated when they go back) is the first.
import { DAY_AND_TIME } from '../../shared/day-and-time.ts';

/** A local date and time to the minute, as <input type="date"> and <input type="time"> give them */
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

const formats = new Map<string, Intl.DateTimeFormat>();
function formatIn(zone: string) {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

/** Whether the name is an IANA time zone this runtime knows ("Europe/Berlin", "UTC"); never an offset or a guess. */
export function isZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length > 64 || !/^[A-Za-z][A-Za-z0-9_+/-]*$/.test(zone)) return false;
  try {
    formatIn(zone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock time an instant shows in a zone: "2026-11-27T00:00". */
export function localIn(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    formatIn(zone)
      .formatToParts(instant)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

export type Zoned = { ok: true; instant: number } | { ok: false; problem: string };

/** The instant a local time in a zone names, or why it names none. */
export function instantOf(local: unknown, zone: unknown): Zoned {
  if (!isZone(zone)) return { ok: false, problem: 'that is not a time zone (choose one from the list)' };
  const match = typeof local === 'string' ? LOCAL.exec(local) : null;
  if (!match) return { ok: false, problem: 'that is not a date and time (a date, and hours and minutes)' };
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // A date that does not exist (30 February) comes back as another day.
  if (new Date(asUtc).toISOString().slice(0, 16) !== local) return { ok: false, problem: 'that date does not exist' };
  // The zone's offset near the time, tried twice: the offset may change between the guess and the instant.
  const offsetAt = (instant: number) => Date.parse(`${localIn(instant, zone)}:00Z`) - instant;
  const candidates = [asUtc - offsetAt(asUtc - 86_400_000), asUtc - offsetAt(asUtc + 86_400_000)].sort((a, b) => a - b);
  const found = candidates.find((instant) => localIn(instant, zone) === local);
  if (found === undefined)
    return { ok: false, problem: `${local.replace('T', ' ')} does not exist in ${zone}: the clocks skip that hour` };
  return { ok: true, instant: found };
}

/** "Fri 27 Nov 2026, 00:00 (Europe/Berlin)", as the draft preview's bar says a time */
export const shownIn = (instant: number, zone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { ...DAY_AND_TIME, timeZone: zone })
    .format(instant)
    .replace(',', '')} (${zone.replaceAll('_', ' ')})`;

/** A time in an address: "2026-11-27T00:00@Europe~Berlin" (a zone's slashes as ~, which no zone name holds) */
export const stampOf = (local: string, zone: string) => `${local}@${zone.replaceAll('/', '~')}`;

/** The time an address names, or null */
export function fromStamp(stamp: string): { local: string; zone: string; instant: number } | null {
  const [local = '', zone = '', ...rest] = stamp.split('@');
  const named = zone.replaceAll('~', '/');
  const zoned = rest.length === 0 ? instantOf(local, named) : null;
  return zoned?.ok ? { local, zone: named, instant: zoned.instant } : null;
}
