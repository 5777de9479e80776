// The outline of the open document: a jump to each group, list and item (plans, sections, questions). Beside the
// form on wide screens; a fold above it on narrow ones, so that it never pushes the form off a phone's screen.
import { useMemo } from 'react';
import { outlineOf } from './outline.ts';
import { useOpenGroups } from './open-groups.tsx';
import { useMedia } from './use-media.ts';

interface Props {
  schema: Record<string, unknown>;
  data: Record<string, unknown>;
}

export function Outline({ schema, data }: Props) {
  const groups = useOpenGroups();
  const entries = useMemo(() => outlineOf(schema, data), [schema, data]);
  const wide = useMedia('(min-width: 1100px)');
  if (entries.length === 0) return null;
  const list = (
    <ul>
      {entries.map((entry) => (
        <li key={`${entry.id}:${entry.chain.length}`} className={`depth-${entry.depth}`}>
          <button type="button" onClick={() => groups.reveal(entry.chain, entry.id)}>
            {entry.label}
            {entry.detail && <span className="detail"> — {entry.detail}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
  if (wide)
    return (
      <nav className="outline" aria-label="Outline">
        <h3>Outline</h3>
        {list}
      </nav>
    );
  return (
    <details className="outline">
      <summary>Outline</summary>
      <nav aria-label="Outline">{list}</nav>
    </details>
  );
}
