// The Markdown the body editor reads and writes: the syntax MDXEditor parses with the plugins BodyEditor loads (its
// core, lists and jsx plugins: MDX, strikethrough, task items) and the house style it writes in. The merge
// parses with the same syntax, so that both sides agree on what a block is.
import type { ToMarkdownOptions } from '@mdxeditor/editor';
import type { Root } from 'mdast';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmStrikethroughFromMarkdown, gfmStrikethroughToMarkdown } from 'mdast-util-gfm-strikethrough';
import { gfmTaskListItemFromMarkdown, gfmTaskListItemToMarkdown } from 'mdast-util-gfm-task-list-item';
import { mdxFromMarkdown, mdxToMarkdown } from 'mdast-util-mdx';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmStrikethrough } from 'micromark-extension-gfm-strikethrough';
import { gfmTaskListItem } from 'micromark-extension-gfm-task-list-item';
import { mdxjs } from 'micromark-extension-mdxjs';

/**
 * How the posts and legal pages are written: `-` bullets, `**strong**`, `*emphasis*`, one space after a list
 * marker, `---` rules. A block the editor writes anew then reads like its neighbours.
 */
export const houseStyle: ToMarkdownOptions = {
  bullet: '-',
  bulletOther: '*',
  emphasis: '*',
  strong: '*',
  listItemIndent: 'one',
  rule: '-',
  fence: '`',
  fences: true,
  incrementListMarker: true,
};

/** The body's syntax tree, with source offsets; throws on text that is not valid MDX. */
export function parseBody(text: string): Root {
  return fromMarkdown(text, {
    extensions: [mdxjs(), gfmStrikethrough(), gfmTaskListItem()],
    mdastExtensions: [mdxFromMarkdown(), gfmStrikethroughFromMarkdown(), gfmTaskListItemFromMarkdown()],
  });
}

/** A tree written in the house style. */
export function writeBody(tree: Root): string {
  return toMarkdown(tree, {
    ...houseStyle,
    extensions: [mdxToMarkdown(), gfmStrikethroughToMarkdown(), gfmTaskListItemToMarkdown()],
  });
}
