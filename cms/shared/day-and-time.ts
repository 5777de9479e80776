/** How a plan's time is written, in the editor and the service alike: "Fri 27 Nov 2026, 00:00" (after its first comma goes) */
export const DAY_AND_TIME: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};
