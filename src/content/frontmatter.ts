// An MDX content file: YAML frontmatter between two lines of ---, then the body. The loader, the content-edits
// check and the content editor all split and join it here, so that its delimiters and its body round-trip.
const FRONTMATTER = /^(---\r?\n)([\s\S]*?\r?\n)?(---(?:\r?\n|$))/;

export interface MdxParts {
  /** The YAML between the delimiters, with its last line break */
  frontmatter: string;
  body: string;
}

/** The parts of an MDX file; undefined when it does not start with frontmatter. */
export function splitMdx(text: string): MdxParts | undefined {
  const match = FRONTMATTER.exec(text);
  return match ? { frontmatter: match[2] ?? '', body: text.slice(match[0].length) } : undefined;
}

/** The file with new parts, in the delimiters the original used (or \n). */
export function joinMdx(original: string, { frontmatter, body }: MdxParts): string {
  const match = FRONTMATTER.exec(original);
  const open = match?.[1] ?? '---\n';
  const close = match?.[3] ?? '---\n';
  return `${open}${frontmatter}${close.endsWith('\n') ? close : `${close}\n`}${body}`;
}
