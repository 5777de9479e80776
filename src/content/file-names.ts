// The one rule for the name of a content document's file, which is the document's slug: its id, and the end of its
// address when it has a page. Lowercase letters and digits, words joined by single dashes. A name outside it
// became a public page nobody could open in the editor (`/blog/*`, one starting with U+202E), an option or a
// pathspec to git (`-n`, `:(glob)x`) and a line break in a commit message. The loader, both editors and the drafts
// API all ask this module, so the build and every way of writing a file agree. No Node import: the editor's page
// uses it too.
import { slugOf } from '../vocabulary/paths.ts';

/** The rule as a pattern without anchors, for paths made of such names (the images' folders and files). */
export const SLUG_PATTERN = '[a-z0-9]+(?:-[a-z0-9]+)*';

/** A whole name that keeps the rule. */
export const SLUG = new RegExp(`^${SLUG_PATTERN}$`);

/** The rule in a marketer's words. */
const SLUG_RULE = 'lowercase letters, digits and dashes (a dash only between two letters or digits)';

export const isSlug = (name: string): boolean => SLUG.test(name);

/**
 * A path under images/ whose folders and file name keep the rule, with one of the given extensions: image files are
 * named like documents (the media library's uploads are named so), as fields and bodies write them into addresses.
 */
export const imagePath = (extensions: string) =>
  new RegExp(`^images/(?:${SLUG_PATTERN}/)*${SLUG_PATTERN}\\.(?:${extensions})$`);

/** The text with every control, format or separator character but the space written as its code, \uXXXX. */
export const visible = (text: string): string =>
  text.replace(/[\p{C}\p{Z}]/gu, (c) =>
    c === ' ' ? c : `\\u${(c.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`,
  );

/**
 * A name as a message can show it: in quotes, with every character a reader could not see written as its code
 * (a line break would split the message, U+202E turn the rest of its line around).
 */
export const shownName = (name: string): string => `"${visible(name.replace(/["\\]/g, (c) => `\\${c}`))}"`;

/**
 * Why a content file's name (with its extension: a-b.mdx) breaks the rule, and what to name it instead; undefined
 * when it keeps it.
 */
export function fileNameProblem(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  const [stem, extension] = dot > 0 ? [fileName.slice(0, dot), fileName.slice(dot)] : [fileName, ''];
  if (isSlug(stem)) return undefined;
  const example = `${slugOf(stem) || 'summer-sale'}${extension}`;
  return `${shownName(fileName)} is not a usable file name: name it with only ${SLUG_RULE}, e.g. ${example}`;
}
