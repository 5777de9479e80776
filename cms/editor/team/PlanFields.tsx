// A time as a publisher gives it: a date, a time and a time zone (the viewer's own at first), each labelled with what
// it is for ("Publish date", "Undo time zone").
import type { PlanTime } from './team-api.ts';
import { viewerZone } from './schedule-words.ts';
import './schedule.css';

/**
 * The zones offered: the viewer's own, the one a plan has, and a city for each of the world's main offsets. Not all
 * 400-odd IANA zones: a list that long is hard to go through, by eye or by screen reader (the service takes any).
 */
const COMMON_ZONES = [
  'UTC',
  'Pacific/Honolulu',
  'America/Anchorage',
  'America/Los_Angeles',
  'America/Denver',
  'America/Chicago',
  'America/New_York',
  'America/Sao_Paulo',
  'Atlantic/Azores',
  'Europe/London',
  'Europe/Berlin',
  'Europe/Paris',
  'Europe/Athens',
  'Europe/Moscow',
  'Africa/Lagos',
  'Africa/Johannesburg',
  'Asia/Dubai',
  'Asia/Karachi',
  'Asia/Kolkata',
  'Asia/Dhaka',
  'Asia/Bangkok',
  'Asia/Singapore',
  'Asia/Shanghai',
  'Asia/Tokyo',
  'Australia/Sydney',
  'Pacific/Auckland',
];

const zones = (chosen: string) => [...new Set([viewerZone(), chosen, ...COMMON_ZONES])].filter(Boolean).sort();

interface Props {
  /** "Publish", "Undo" */
  name: string;
  value: PlanTime;
  onChange: (value: PlanTime) => void;
  disabled?: boolean;
}

export function PlanFields({ name, value, onChange, disabled }: Props) {
  const [date = '', time = ''] = value.local.split('T');
  const id = name.toLowerCase().replace(/\W+/g, '-');
  const set = (next: Partial<{ date: string; time: string; zone: string }>) =>
    onChange({ local: `${next.date ?? date}T${next.time ?? time}`, zone: next.zone ?? value.zone });
  return (
    <div className="plan-fields">
      <label htmlFor={`${id}-date`}>{name} date</label>
      <input
        id={`${id}-date`}
        type="date"
        required
        disabled={disabled}
        value={date}
        onChange={(event) => set({ date: event.target.value })}
      />
      <label htmlFor={`${id}-time`}>{name} time</label>
      <input
        id={`${id}-time`}
        type="time"
        required
        disabled={disabled}
        value={time}
        onChange={(event) => set({ time: event.target.value })}
      />
      <label htmlFor={`${id}-zone`}>{name} time zone</label>
      <select
        id={`${id}-zone`}
        disabled={disabled}
        value={value.zone}
        onChange={(event) => set({ zone: event.target.value })}
      >
        {zones(value.zone).map((zone) => (
          <option key={zone} value={zone}>
            {zone.replaceAll('_', ' ')}
          </option>
        ))}
      </select>
    </div>
  );
}
