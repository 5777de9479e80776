// A draft's plans as the board and the review show them: when it is published and when its changes are undone, in
// the viewer's time zone with the time left (counted on the service's clock, and kept current), or what came of
// them and why.
import { useEffect, useState } from 'react';
import { planWords } from './schedule-words.ts';
import { serviceNow, type DraftSchedule, type DraftStatus } from './team-api.ts';
import './schedule.css';

/** How often the time left is counted again */
const TICK_MS = 30_000;

/** The service's time now, counted again every half minute. */
function useServiceNow() {
  const [now, setNow] = useState(serviceNow);
  useEffect(() => {
    const timer = setInterval(() => setNow(serviceNow()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** Why a publish that waits will not run as it is: the draft left review (a save since, mostly) */
const NOT_IN_REVIEW =
  ' — but the draft is no longer in review: review it and schedule it again, or it will not be published';

export function PlanLines({ schedule, status }: { schedule: DraftSchedule | undefined; status: DraftStatus }) {
  const now = useServiceNow();
  const lines = (['publish', 'end'] as const).flatMap((kind) => {
    const plan = schedule?.[kind];
    const stale = kind === 'publish' && plan?.state === 'waiting' && status === 'draft';
    return plan ? [{ kind, plan, words: planWords(kind, plan, now) + (stale ? NOT_IN_REVIEW : '') }] : [];
  });
  if (lines.length === 0) return <>—</>;
  return (
    <ul className="plans">
      {lines.map(({ kind, plan, words }) => (
        <li key={kind} className={`plan plan-${plan.state}`}>
          <time dateTime={plan.at}>{words}</time>
        </li>
      ))}
    </ul>
  );
}
