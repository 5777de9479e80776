// On a draft's review, for a publisher: publish it at a time ("Publish Friday 27 Nov at 00:00, Europe/Berlin") rather
// than now, and separately undo its changes at a later time ("Undo these changes Monday at 23:59"); change or cancel
// either. The publish is of the version this review shows. An editor sees the plans, and no control.
import { useState, type FormEvent } from 'react';
import { PlanFields } from './PlanFields.tsx';
import { PlanLines } from './PlanLines.tsx';
import { viewerZone } from './schedule-words.ts';
import { cancelSchedule, setSchedule, type DraftSummary, type Me, type Plan, type PlanTime } from './team-api.ts';

interface Props {
  draft: DraftSummary;
  me: Me;
  /** The commit the review shows: the version a scheduled publish publishes */
  commit: string;
  /** The schedule changed: read the draft again */
  onChanged: () => void;
  /**
   * What the panel last said ("Scheduled."), kept by the review: the panel is drawn anew for each schedule version,
   * and the answer that brings the new version must not take the words with it.
   */
  said: string;
  onSay: (words: string) => void;
}

const timeOf = (plan: Plan | undefined): PlanTime =>
  plan?.state === 'waiting' ? { local: plan.local, zone: plan.zone } : { local: '', zone: viewerZone() };

export function SchedulePanel({ draft, me, commit, onChanged, said, onSay: setSaid }: Props) {
  const { publish, end } = draft.schedule ?? {};
  const [publishAt, setPublishAt] = useState(() => timeOf(publish));
  const [endAt, setEndAt] = useState(() => timeOf(end));
  const [ending, setEnding] = useState(end?.state === 'waiting');
  const [busy, setBusy] = useState(false);

  const published = draft.status === 'published';
  const mayPublish = draft.status === 'in-review' && publish?.state !== 'done';
  const mayEnd = (published || mayPublish) && end?.state !== 'done';
  const waiting = publish?.state === 'waiting' || end?.state === 'waiting';
  const version = draft.scheduleVersion ?? null;

  const done = (answer: { ok: boolean; error?: string }, words: string) => {
    setBusy(false);
    setSaid(answer.ok ? words : (answer.error ?? ''));
    if (answer.ok) onChanged();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (published && !ending && end?.state !== 'waiting')
      return setSaid('Tick “Put back the values from before it” and give its time first.');
    setBusy(true);
    setSaid('Saving the schedule…');
    const endPart = ending ? { end: endAt } : end?.state === 'waiting' ? { end: null } : {};
    const body = published ? { version, ...endPart } : { version, commit, publish: publishAt, ...endPart };
    void setSchedule(draft.slug, body).then((answer) => done(answer, 'Scheduled.'));
  };
  const cancel = () => {
    setBusy(true);
    void cancelSchedule(draft.slug, version).then((answer) => done(answer, 'The schedule is cancelled.'));
  };

  if (me.role !== 'publisher' || (!mayPublish && !mayEnd))
    return draft.schedule ? (
      <section className="schedule" aria-labelledby="schedule-title">
        <h3 id="schedule-title">Schedule</h3>
        <PlanLines schedule={draft.schedule} status={draft.status} />
      </section>
    ) : null;
  return (
    <form className="schedule" aria-labelledby="schedule-title" onSubmit={submit}>
      <h3 id="schedule-title">Schedule</h3>
      <PlanLines schedule={draft.schedule} status={draft.status} />
      {mayPublish && (
        <fieldset>
          <legend>Publish this version at a time, rather than now</legend>
          <PlanFields name="Publish" value={publishAt} onChange={setPublishAt} disabled={busy} />
        </fieldset>
      )}
      {mayEnd && (
        <fieldset>
          <legend>Undo these changes at a time</legend>
          <label className="plan-toggle">
            <input type="checkbox" checked={ending} disabled={busy} onChange={(e) => setEnding(e.target.checked)} />
            Put back the values from before it, at the end of a campaign
          </label>
          {ending && <PlanFields name="Undo" value={endAt} onChange={setEndAt} disabled={busy} />}
        </fieldset>
      )}
      <div className="buttons">
        <button type="submit" disabled={busy}>
          {waiting ? 'Change the schedule' : 'Schedule'}
        </button>
        {waiting && (
          <button type="button" className="secondary" disabled={busy} onClick={cancel}>
            Cancel the schedule
          </button>
        )}
      </div>
      <p role="status" className="status schedule-status">
        {said}
      </p>
    </form>
  );
}
