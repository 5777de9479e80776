// After a 409: each field changed both on the site (main) and in the draft, with both values, named as the form
// names it; the publisher keeps one or types another, then publishes with those values.
import { useState, type FormEvent } from 'react';
import { typedOf, valueOf } from './conflict-value.ts';
import type { Conflict, Resolution } from './team-api.ts';

type Choice = 'main' | 'draft' | 'other';

interface Props {
  conflicts: Conflict[];
  busy: boolean;
  onResolve: (resolutions: Resolution[]) => void;
}

const keyOf = (c: Conflict) => `${c.file}:${c.path}`;
/** "Shared Hosting: Plan Starter › Price" */
const nameOf = (c: Conflict) => `${c.document}: ${c.label}`;

export function ConflictResolver({ conflicts, busy, onResolve }: Props) {
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [typed, setTyped] = useState<Record<string, string>>(() =>
    Object.fromEntries(conflicts.map((c) => [keyOf(c), typedOf(c)])),
  );
  const [error, setError] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const resolutions: Resolution[] = [];
    for (const c of conflicts) {
      const choice = choices[keyOf(c)];
      if (!choice) return setError(`Choose a value for ${nameOf(c)}`);
      if (choice !== 'other') {
        resolutions.push({ file: c.file, path: c.path, value: choice === 'main' ? c.main : c.draft });
        continue;
      }
      const read = valueOf(c, typed[keyOf(c)] ?? '');
      if ('error' in read) return setError(read.error);
      resolutions.push({ file: c.file, path: c.path, value: read.value });
    }
    setError('');
    onResolve(resolutions);
  };

  return (
    <form className="conflicts" onSubmit={submit} aria-labelledby="conflicts-title">
      <h3 id="conflicts-title">Changed on the site since this draft began</h3>
      <p>These fields changed both on the published site and in this draft. Choose the value each should have.</p>
      {conflicts.map((c) => {
        const key = keyOf(c);
        const name = `conflict-${key}`;
        const pick = (choice: Choice) => setChoices((all) => ({ ...all, [key]: choice }));
        return (
          <fieldset key={key}>
            <legend>{nameOf(c)}</legend>
            <label>
              <input type="radio" name={name} checked={choices[key] === 'main'} onChange={() => pick('main')} />
              Published value: <strong className="value-text">{c.mainText}</strong>
            </label>
            <label>
              <input type="radio" name={name} checked={choices[key] === 'draft'} onChange={() => pick('draft')} />
              This draft’s value: <strong className="value-text">{c.draftText}</strong>
            </label>
            <label>
              <input type="radio" name={name} checked={choices[key] === 'other'} onChange={() => pick('other')} />
              Another value
            </label>
            <label className="conflict-other">
              Value for {nameOf(c)}
              <input
                value={typed[key] ?? ''}
                disabled={choices[key] !== 'other'}
                onChange={(event) => setTyped((all) => ({ ...all, [key]: event.target.value }))}
              />
            </label>
          </fieldset>
        );
      })}
      <button type="submit" disabled={busy}>
        Publish with these values
      </button>
      <p role="alert" className="status">
        {error}
      </p>
    </form>
  );
}
