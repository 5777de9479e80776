// The fields both this person and someone else changed since the form was loaded: each with both values, to keep
// theirs, keep mine, or type another. Nothing is saved until every one is chosen; then a save goes from the
// version that has their change, and succeeds.
import { useState } from 'react';
import type { SaveConflict } from '../api.ts';
import { parseDollars } from './money.ts';
import { shownValue } from './shown-value.ts';

export interface OpenConflict extends SaveConflict {
  chosen: boolean;
}

interface Props {
  conflicts: OpenConflict[];
  onChoose: (conflict: OpenConflict, value: unknown) => void;
}

/** A value typed for the field, read as the field's kind; undefined when it is not one. */
function typedValue(conflict: SaveConflict, typed: string): unknown {
  if (conflict.money) return parseDollars(typed) ?? undefined;
  if (typeof conflict.theirs === 'number' || typeof conflict.mine === 'number') {
    const n = Number(typed);
    return typed.trim() !== '' && Number.isFinite(n) ? n : undefined;
  }
  return typed;
}

const typeable = (c: SaveConflict) =>
  [c.theirs, c.mine].every((v) => v === undefined || typeof v === 'string' || typeof v === 'number');

function ConflictRow({ conflict, onChoose }: { conflict: OpenConflict; onChoose: Props['onChoose'] }) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const use = () => {
    const value = typedValue(conflict, typed);
    if (value === undefined) return setProblem(conflict.money ? 'Type dollars and cents, like 12.50' : 'Type a number');
    setProblem(null);
    onChoose(conflict, value);
  };
  return (
    <fieldset className="save-conflict">
      <legend>{conflict.field}</legend>
      <dl>
        <dt>Theirs</dt>
        <dd>{shownValue(conflict.theirs, conflict.money)}</dd>
        <dt>Yours</dt>
        <dd>{shownValue(conflict.mine, conflict.money)}</dd>
      </dl>
      <div className="buttons">
        <button type="button" onClick={() => onChoose(conflict, conflict.theirs)}>
          Keep theirs
        </button>
        <button type="button" onClick={() => onChoose(conflict, conflict.mine)}>
          Keep mine
        </button>
        {typeable(conflict) && (
          <>
            <label>
              Or type another
              <input value={typed} onChange={(e) => setTyped(e.target.value)} />
            </label>
            <button type="button" className="secondary" disabled={typed === ''} onClick={use}>
              Use this
            </button>
          </>
        )}
      </div>
      {problem && <p className="hint">{problem}</p>}
      {conflict.chosen && <p className="hint">Chosen: the form shows it. Save when every field is chosen.</p>}
    </fieldset>
  );
}

export function SaveConflicts({ conflicts, onChoose }: Props) {
  if (conflicts.length === 0) return null;
  const open = conflicts.filter((c) => !c.chosen).length;
  return (
    <section className="notice refused save-conflicts" aria-label="Changed by someone else too">
      <strong>
        {open > 0
          ? `Someone else changed ${conflicts.length === 1 ? 'this field' : 'these fields'} since you opened the page. Choose what to keep, then save.`
          : 'Every field is chosen: save to keep your choices.'}
      </strong>
      {conflicts.map((c) => (
        <ConflictRow key={c.path.join('/')} conflict={c} onChoose={onChoose} />
      ))}
    </section>
  );
}
