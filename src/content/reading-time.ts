// A post's reading time, worked out from its MDX body when the post does not state one, so that no marketer has to
// count words. A few lines rather than a package: the usual one (reading-time) has not been released since 2021.

/** Words a minute of an adult reading on screen: the rate Medium-style estimates use. */
export const WORDS_PER_MINUTE = 230;

// Words as the Unicode rules see them (so "don't" is one word, and a text without spaces, such as Japanese, counts
// too); punctuation and Markdown marks are not words.
const segmenter = new Intl.Segmenter('en', { granularity: 'word' });

// Counted once per body: the editor's live preview builds every page's data again on each keystroke.
const counted = new Map<string, number>();

/** The words a reader reads in an MDX body: not its import/export lines, comments, tags or link targets. */
export function countWords(mdx: string): number {
  let words = counted.get(mdx);
  if (words === undefined) {
    if (counted.size > 1000) counted.clear();
    counted.set(mdx, (words = countAfresh(mdx)));
  }
  return words;
}

function countAfresh(mdx: string): number {
  const text = mdx
    .replace(/^(?:import|export)\s.*$/gm, ' ')
    .replace(/\{\/\*[\s\S]*?\*\/\}|<!--[\s\S]*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ');
  let words = 0;
  for (const segment of segmenter.segment(text)) if (segment.isWordLike) words++;
  return words;
}

/** Minutes to read an MDX body, rounded up: at least 1. */
export const readingMinutes = (mdx: string): number => Math.max(1, Math.ceil(countWords(mdx) / WORDS_PER_MINUTE));
