// One side of an MDX body's change: the paragraphs (blocks) the draft removes or adds, rendered (MarkdownView), each
// marked as deleted or inserted; the paragraphs both keep are left out, with a line saying so.
import { diffArrays } from 'diff';
import { parseBody } from '../body/markdown-syntax.ts';
import { MarkdownNode } from './MarkdownView.tsx';

interface Block {
  source: string;
  node?: Parameters<typeof MarkdownNode>[0]['node'];
}

/** The body's top-level blocks with their source; paragraphs by blank lines when it is no valid MDX. */
function blocksOf(text: string): Block[] {
  try {
    return parseBody(text).children.map((node) => ({
      source: text.slice(node.position?.start.offset ?? 0, node.position?.end.offset ?? 0),
      node: node as Block['node'],
    }));
  } catch {
    return text
      .split(/\n{2,}/)
      .filter((s) => s.trim())
      .map((source) => ({ source }));
  }
}

interface Props {
  before: string;
  after: string;
  side: 'old' | 'new';
}

export function BodyDiff({ before, after, side }: Props) {
  const [old, now] = [blocksOf(before), blocksOf(after)];
  const parts = diffArrays(
    old.map((b) => b.source),
    now.map((b) => b.source),
  );
  // Each part with this side's blocks in it: a part the other side alone has holds none of this side's.
  const mine = (part: (typeof parts)[number]) => (side === 'old' ? !part.added : !part.removed);
  const blocks = side === 'old' ? old : now;
  const starts = parts.map((_, i) => parts.slice(0, i).reduce((n, p) => n + (mine(p) ? p.count : 0), 0));
  const Tag = side === 'old' ? 'del' : 'ins';
  const shown = parts.map((part, i) => {
    if (!part.added && !part.removed)
      return (
        <p key={i} className="unchanged">
          ({part.count} unchanged {part.count === 1 ? 'paragraph' : 'paragraphs'})
        </p>
      );
    if (!mine(part)) return null;
    return (
      <Tag key={i} className="body-blocks">
        <span className="visually-hidden">{side === 'old' ? '[deleted: ' : '[inserted: '}</span>
        {blocks
          .slice(starts[i], (starts[i] ?? 0) + part.count)
          .map((block, j) => (block.node ? <MarkdownNode key={j} node={block.node} /> : <p key={j}>{block.source}</p>))}
        <span className="visually-hidden">]</span>
      </Tag>
    );
  });
  return <div className="body-diff">{shown}</div>;
}
