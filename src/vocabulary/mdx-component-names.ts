// The components an MDX body may use as blocks (<Name />), by name: the capitalised entries of the registry in
// src/mdx/components.tsx, kept here as plain data so that the content check (Node, no React) refuses any other.
// src/content/mdx-body.test.ts holds the two lists together.
export const mdxBlockComponents: readonly string[] = [];
