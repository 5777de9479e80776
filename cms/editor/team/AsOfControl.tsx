// Beside a draft's preview links: see the site as it will be at a time, with every schedule due by then applied
// (the service renders it: cms/team/schedule/as-of.ts). Given a time, the links open the pages as of then.
import { PlanFields } from './PlanFields.tsx';
import type { PlanTime } from './team-api.ts';

/** A complete time: a date and hours and minutes */
export const isComplete = (time: PlanTime) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(time.local);

/** A page of the draft's preview as of a time: /drafts/<slug>/as-of/2026-11-27T00:00@Europe~Berlin/<page> */
export const asOfHref = (slug: string, time: PlanTime, page: string) =>
  `/drafts/${encodeURIComponent(slug)}/as-of/${time.local}@${time.zone.replaceAll('/', '~')}${page}`;

interface Props {
  slug: string;
  value: PlanTime;
  onChange: (value: PlanTime) => void;
}

export function AsOfControl({ slug, value, onChange }: Props) {
  return (
    <fieldset className="as-of">
      <legend>See the site as of a time</legend>
      <p className="hint">With every schedule due by then applied: prices that go live, and those that end.</p>
      <PlanFields name="As of" value={value} onChange={onChange} />
      {isComplete(value) && (
        <p>
          <a href={asOfHref(slug, value, '/')} target="_blank" rel="noreferrer">
            The home page as of then ↗
          </a>{' '}
          <button type="button" className="secondary" onClick={() => onChange({ ...value, local: '' })}>
            Back to the draft as saved
          </button>
        </p>
      )}
    </fieldset>
  );
}
