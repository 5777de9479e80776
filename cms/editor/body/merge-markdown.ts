// MDXEditor writes the whole body anew, in its own spelling. A save must keep what the marketer did not touch, so the
// editor's text is laid over the file's block by block: a top-level block the edit did not touch keeps the bytes it
// had, and only changed, added or removed blocks take the editor's text.
import { blocksOf, commonRun, type Block, type Blocks } from './markdown-blocks.ts';

interface Piece {
  from: Blocks;
  index: number;
  block: Block;
}

/**
 * The body with the editor's changes, and the original's bytes wherever nothing changed.
 * @param original the body as the file has it
 * @param edited the editor's Markdown now
 * @param opened the editor's Markdown for the original, before any edit: a block it could not write faithfully (a
 *   hard line break, a list item of two paragraphs) still counts as untouched while it stays as the editor opened it
 */
export function mergeMarkdown(original: string, edited: string, opened = original): string {
  const before = blocksOf(original);
  const start = blocksOf(opened);
  const after = blocksOf(edited);
  if (!before?.blocks.length || !start || !after?.blocks.length) return wrapped(original, edited);

  const origin = originsOf(start, before);
  const untouched = new Map(commonRun(keys(after), keys(start)).map(([j, s]) => [j, origin.get(s)]));
  const pieces = after.blocks.map((block, j): Piece => {
    const i = untouched.get(j);
    return i === undefined ? { from: after, index: j, block } : { from: before, index: i, block: before.blocks[i]! };
  });
  const wanted = pieces.map((piece) => piece.block.key).join('\0');
  // Old bytes beside new ones can read differently: a paragraph right under a changed heading (one line break
  // apart) would join a paragraph that replaced it. So the result must hold exactly the blocks intended; if not,
  // blank lines are put between changed neighbours, and as a last resort the editor's own text is written.
  for (const safe of [false, true]) {
    const merged = join(original, before, pieces, safe);
    if (keysIn(merged) === wanted) return merged;
  }
  return wrapped(original, edited);
}

const keys = ({ blocks }: Blocks) => blocks.map((b) => b.key);
const keysIn = (text: string) =>
  blocksOf(text)
    ?.blocks.map((b) => b.key)
    .join('\0');

/**
 * Which original block each block of the editor's first text stands for: the same block, or, between two that are
 * the same, the one in the same place when both sides have as many (the editor's own writing of a block).
 */
function originsOf(start: Blocks, before: Blocks): Map<number, number> {
  const origin = new Map<number, number>();
  const end: [number, number] = [start.blocks.length, before.blocks.length];
  let [s, i] = [0, 0];
  for (const [nextS, nextI] of [...commonRun(keys(start), keys(before)), end]) {
    if (nextS - s === nextI - i) for (let k = 0; k < nextS - s; k++) origin.set(s + k, i + k);
    origin.set(nextS, nextI);
    [s, i] = [nextS + 1, nextI + 1];
  }
  origin.delete(end[0]);
  return origin;
}

function join(original: string, before: Blocks, pieces: Piece[], safe: boolean): string {
  let merged = original.slice(0, before.blocks[0]!.start);
  pieces.forEach((piece, n) => {
    if (n > 0) merged += gapBefore(pieces[n - 1]!, piece, safe);
    merged += piece.from.text.slice(piece.block.start, piece.block.end);
  });
  return merged + original.slice(before.blocks.at(-1)!.end);
}

/** The line breaks before a block: those it had in its own text, else (or when told to be safe) a blank line. */
function gapBefore(previous: Piece, piece: Piece, safe: boolean): string {
  const own = gapOf(piece);
  if (previous.from === piece.from && previous.index === piece.index - 1) return own ?? '\n\n';
  return own !== undefined && (!safe || /\n[ \t]*\n/.test(own)) ? own : '\n\n';
}

function gapOf({ from, index }: Piece): string | undefined {
  const previous = from.blocks[index - 1];
  return previous && from.text.slice(previous.end, from.blocks[index]!.start);
}

/** The editor's text inside the original's leading and trailing line breaks: for bodies the merge cannot align. */
function wrapped(original: string, edited: string): string {
  const content = edited.trim();
  const blank = original.trim() === '';
  if (content === '') return blank ? original : '';
  const lead = /^(?:[ \t]*\n)*/.exec(original)![0].replace(/[ \t]/g, '');
  return `${lead}${content}${blank ? '\n' : /\s*$/.exec(original)![0]}`;
}
