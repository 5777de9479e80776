// The document's published versions, newest first, each with what changed and a way back to it. Restoring saves
// that version (checked like any save) and does not publish it.
import type { Change } from '../../shared/api-types.ts';
import { changeWords } from '../team/words.ts';

interface Props {
  history: Change[];
  busy: boolean;
  onRestore: (change: Change) => void;
}

export function History({ history, busy, onRestore }: Props) {
  if (history.length === 0) return null;
  return (
    <section className="history" aria-label="Recent changes">
      <h3>Recent changes</h3>
      <ol>
        {history.map((change, i) => {
          const label = i === 0 ? 'Restore the published version' : 'Restore this version';
          return (
            <li key={change.commit}>
              <div className="history-line">
                <span>
                  <time>{change.date}</time> {changeWords(change.message)} <span className="who">{change.author}</span>
                </span>
                <button
                  type="button"
                  className="secondary small"
                  disabled={busy}
                  aria-label={`${label}: ${changeWords(change.message)}, ${change.date}`}
                  onClick={() => onRestore(change)}
                >
                  {label}
                </button>
              </div>
              {change.details && (
                <ul className="details">
                  {change.details
                    .split('\n')
                    .filter(Boolean)
                    .map((line) => (
                      <li key={line}>{line.replace(/^- /, '')}</li>
                    ))}
                </ul>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
