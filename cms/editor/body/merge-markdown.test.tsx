// @vitest-environment jsdom
// Edits are made to the text MDXEditor itself writes for a body (rendered in jsdom), as a marketer's edit would be.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitMdx } from '../../../src/content/frontmatter.ts';
import { parseBody, writeBody } from './markdown-syntax.ts';
import { mergeMarkdown } from './merge-markdown.ts';
import { editorMarkdown } from './render-editor.tsx';

const post = splitMdx(readFileSync('content/blog/website-security-checklist.mdx', 'utf8'))!.body;
// A body in another spelling than the editor's: every untouched block must keep it.
const foreign =
  '\nIntro with _emphasis_ and __strong__ words.\n\n* one\n* two\n\n## Heading\nRight under it.\n\nLast  line.\n';

/** The lines of `before` that `after` replaced, and the lines that replaced them. */
function changedLines(before: string, after: string) {
  const a = before.split('\n');
  const b = after.split('\n');
  let head = 0;
  while (head < a.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a.at(-1 - tail) === b.at(-1 - tail)) tail++;
  return { removed: a.slice(head, a.length - tail), added: b.slice(head, b.length - tail) };
}

/** The top-level blocks of a body, as the site's own parser sees them. */
const blocksOf = (text: string) =>
  parseBody(text).children.map((node) => writeBody({ type: 'root', children: [node] }));

describe('merging an edit', () => {
  it('changes exactly the lines of the paragraph edited', async () => {
    const markdown = await editorMarkdown(post);
    const paragraph = markdown.split('\n').find((line) => line.startsWith('If you spot'))!;
    const merged = mergeMarkdown(
      post,
      markdown.replace(paragraph, () => `${paragraph} Call us first.`),
    );
    expect(changedLines(post, merged)).toEqual({ removed: [paragraph], added: [`${paragraph} Call us first.`] });
  });

  it('adds the lines of an added heading, and only those', async () => {
    const markdown = await editorMarkdown(post);
    const merged = mergeMarkdown(
      post,
      markdown.replace('## Prepare for the worst', '## New part\n\n## Prepare for the worst'),
    );
    expect(changedLines(post, merged)).toEqual({ removed: [], added: ['## New part', ''] });
  });

  it('removes the lines of a removed block, and only those', async () => {
    const markdown = await editorMarkdown(post);
    const list = /\n\n(1\. \*\*Use a password manager[\s\S]*?)\n\n/.exec(markdown)![1]!;
    const merged = mergeMarkdown(post, markdown.replace(`${list}\n\n`, ''));
    expect(changedLines(post, merged)).toEqual({ removed: [...list.split('\n'), ''], added: [] });
  });

  it('keeps the spelling of every block it did not touch', async () => {
    const markdown = await editorMarkdown(foreign);
    expect(mergeMarkdown(foreign, markdown)).toBe(foreign);
    const merged = mergeMarkdown(foreign, markdown.replace('- one', '- one, edited'));
    expect(merged).toBe(foreign.replace('* one\n* two', '- one, edited\n- two'));
  });

  it('keeps a block the editor cannot write faithfully while it stays as the editor opened it', async () => {
    const lossy = '\nA hard  \nline break.\n\n1. An item\n\n   of two paragraphs\n2. and one\n\nPlain words.\n';
    const opened = await editorMarkdown(lossy);
    expect(opened).not.toContain('A hard  \nline'); // MDXEditor loses the hard break...
    const edited = opened.replace('Plain words.', 'Plain words, edited.');
    // ...but the merge keeps it, since the marketer did not touch that paragraph.
    expect(mergeMarkdown(lossy, edited, opened)).toBe(lossy.replace('Plain words.', 'Plain words, edited.'));
    expect(mergeMarkdown(lossy, opened, opened)).toBe(lossy);
  });

  it('keeps a paragraph apart from the heading it was under when the heading becomes a paragraph', async () => {
    const markdown = await editorMarkdown(foreign);
    const merged = mergeMarkdown(foreign, markdown.replace('## Heading', 'Heading'));
    expect(merged).toBe(foreign.replace('## Heading\nRight', 'Heading\n\nRight'));
  });

  it('writes a new body inside the original line breaks, and an emptied one as nothing', () => {
    expect(mergeMarkdown('\n', 'Hello')).toBe('\nHello\n');
    expect(mergeMarkdown('', 'Hello')).toBe('Hello\n');
    expect(mergeMarkdown(post, '')).toBe('');
  });

  it('keeps the CRLF line ends of the blocks it did not touch', () => {
    const crlf = '\r\nA\r\n\r\n- x\r\n- y\r\n\r\nline\r\ntwo\r\n';
    expect(mergeMarkdown(crlf, 'A\n\n- x\n- y\n\nline\ntwo')).toBe(crlf);
    expect(mergeMarkdown(crlf, 'B\n\n- x\n- y\n\nline\ntwo')).toBe(crlf.replace('A', 'B'));
  });

  it('takes the editor text as it is when the original is not valid MDX', () => {
    expect(mergeMarkdown('\nBroken <Tag\n', 'Fixed <Tag />')).toBe('\nFixed <Tag />\n');
  });
});

describe('merging any edit (property-based)', () => {
  // Blocks in spellings the editor would change, to be shuffled, edited, added and removed.
  const pool = [
    'Plain *text*.',
    'Some _em_ and __strong__.',
    '* a\n* b',
    '1) x\n2) y',
    '## Title',
    '> Quoted',
    '***',
    '3. c',
  ];
  const body = fc.array(fc.constantFrom(...pool), { minLength: 1, maxLength: 8 }).map((b) => `\n${b.join('\n\n')}\n`);
  const write = (text: string) => writeBody(parseBody(text)).trim();

  it('gives back the original for the editor spelling of it', () => {
    fc.assert(fc.property(body, (original) => mergeMarkdown(original, write(original)) === original));
  });

  it('means block for block what the editor shows', () => {
    fc.assert(
      fc.property(body, body, (original, edited) => {
        expect(blocksOf(mergeMarkdown(original, write(edited)))).toEqual(blocksOf(edited));
      }),
    );
  });
});
