// One side of a text's change, word by word (the `diff` package's diffWordsWithSpace, so that
// each side is its value exactly, spaces included): the old side with what the draft
// deletes marked, the new side with what it inserts marked. Marked by <del>/<ins> with words a screen reader says,
// not by colour alone.
import { diffWordsWithSpace, type Change } from 'diff';

interface Props {
  before: string;
  after: string;
  side: 'old' | 'new';
}

/** Deleted or inserted words, with the words a screen reader says around them. */
function Marked({ part, side }: { part: Change; side: 'old' | 'new' }) {
  const Tag = side === 'old' ? 'del' : 'ins';
  return (
    <Tag>
      <span className="visually-hidden">{side === 'old' ? '[deleted: ' : '[inserted: '}</span>
      {part.value}
      <span className="visually-hidden">]</span>
    </Tag>
  );
}

export function WordDiff({ before, after, side }: Props) {
  const parts = diffWordsWithSpace(before, after);
  return (
    <span className="value-text">
      {parts.map((part, i) => {
        if (!part.added && !part.removed) return <span key={i}>{part.value}</span>;
        if (part.removed !== (side === 'old')) return null;
        return <Marked key={i} part={part} side={side} />;
      })}
    </span>
  );
}
