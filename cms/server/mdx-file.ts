// An MDX file is YAML frontmatter between two lines of --- and a body; both round-trip as written.
const FRONTMATTER = /^(---\r?\n)([\s\S]*?\r?\n)?(---(?:\r?\n|$))/;

export interface MdxParts {
  frontmatter: string;
  body: string;
}

export function splitMdx(text: string): MdxParts {
  const match = FRONTMATTER.exec(text);
  if (!match) return { frontmatter: '', body: text };
  return { frontmatter: match[2] ?? '', body: text.slice(match[0].length) };
}

/** The file again, with the delimiters the original used (or \n). */
export function joinMdx(original: string, { frontmatter, body }: MdxParts): string {
  const match = FRONTMATTER.exec(original);
  const open = match?.[1] ?? '---\n';
  const close = match?.[3] ?? '---\n';
  return `${open}${frontmatter}${close.endsWith('\n') ? close : `${close}\n`}${body}`;
}
