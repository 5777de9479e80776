// A plan's time as the viewer reads it: in their own time zone ("Fri, 27 Nov 2026, 00:00"), with the zone the
// publisher chose beside it when it is another, the time left ("in 6 days 14 hours"), and what came of it.
import { DAY_AND_TIME } from '../../shared/day-and-time.ts';
import type { Plan } from '../../shared/team-types.ts';

/** The viewer's own time zone */
export const viewerZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

const formats = new Map<string, Intl.DateTimeFormat>();
const formatIn = (zone: string | undefined) => {
  const key = zone ?? '';
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', { ...DAY_AND_TIME, ...(zone && { timeZone: zone }) });
    formats.set(key, format);
  }
  return format;
};

/** "Fri 27 Nov 2026, 00:00" in the viewer's zone (or the one given) */
const planTime = (iso: string, zone?: string) => formatIn(zone).format(new Date(iso)).replace(',', '');

/** The time in the viewer's zone, and the publisher's when it is another: "Thu 26 Nov 2026, 18:00 (00:00 Europe/Berlin)" */
export function planWhen(plan: Pick<Plan, 'at' | 'zone'>, viewer = viewerZone()) {
  const mine = planTime(plan.at, viewer);
  const theirs = planTime(plan.at, plan.zone);
  if (theirs === mine) return mine;
  const sameDay = theirs.slice(0, -7) === mine.slice(0, -7);
  return `${mine} (${sameDay ? theirs.slice(-5) : theirs} ${plan.zone.replaceAll('_', ' ')})`;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** "in 6 days 14 hours", "in 3 hours 5 minutes", "in 4 minutes", "due now" */
export function timeLeft(at: string, now: number): string {
  // Rounded up: 6 days 13 hours 59.9 minutes away reads "in 6 days 14 hours", as the time it names does.
  const minutes = Math.ceil((Date.parse(at) - now) / 60_000);
  if (minutes < 1) return 'due now';
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  if (days > 0) return `in ${plural(days, 'day')}${hours ? ` ${plural(hours, 'hour')}` : ''}`;
  const rest = minutes % 60;
  if (hours > 0) return `in ${plural(hours, 'hour')}${rest ? ` ${plural(rest, 'minute')}` : ''}`;
  return `in ${plural(minutes, 'minute')}`;
}

const ACTION = { publish: ['Publishes', 'Published', 'Not published'], end: ['Undone', 'Undone', 'Not undone'] };

/** A plan in one line: waiting ("Publishes Fri 27 Nov 2026, 00:00, in 6 days"), done, or refused and why. */
export function planWords(kind: 'publish' | 'end', plan: Plan, now: number, viewer = viewerZone()): string {
  const [waiting, done, refused] = ACTION[kind];
  const when = planWhen(plan, viewer);
  if (plan.state === 'waiting') return `${waiting} ${when}, ${timeLeft(plan.at, now)}`;
  if (plan.state === 'done')
    return `${done} at its time, ${when}${plan.outcome?.reason ? `: ${plan.outcome.reason}` : ''}`;
  const fields = plan.outcome?.fields?.length ? ` (${plan.outcome.fields.join('; ')})` : '';
  return `${refused} at ${when}: ${plan.outcome?.reason ?? 'it could not run'}${fields}`;
}
