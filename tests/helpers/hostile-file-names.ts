// The file names an attacker's trial got through the drafts API (issue 35), each of which passed the build and became
// a public page: what every way of writing a content file must refuse.
export const HOSTILE_FILE_NAMES = [
  ['a glob', '*.mdx'],
  ['a git pathspec', ':(glob)x.mdx'],
  ['an option to git', '-n.mdx'],
  ['a space', 'a b.mdx'],
  ['a line break', 'a\nb.mdx'],
  ['a right-to-left override first', '\u202Ex.mdx'],
  ['a hidden file', '.hidden.mdx'],
  ['a capital', 'A.mdx'],
] as const;

/** The name as reports and messages show it: a line break or U+202E as its code. */
export const shownAs = (name: string) => name.replace('\n', '\\u000A').replace('\u202E', '\\u202E');

/** The words every refusal of such a name says, in the loader, the editors and the drafts API alike. */
export const RULE_WORDS =
  'is not a usable file name: name it with only lowercase letters, digits and dashes (a dash only between two letters or digits)';
