// The content files as the editor sees them: which type each belongs to, its data, its MDX body, its page.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentType } from '../../src/content/define.ts';
import { contentTypes } from '../../src/assembly/site-content.ts';
import { fileNameProblem } from '../../src/content/file-names.ts';
import { editYaml, readYaml } from './yaml-edit.ts';
import { toFormSchema } from './form-schema.ts';
import { joinMdx, splitMdx } from '../../src/content/frontmatter.ts';
import type { DocumentData } from '../shared/api-types.ts';
export type { DocumentData } from '../shared/api-types.ts';

export type TypeName = keyof typeof contentTypes;
export const typeNames = Object.keys(contentTypes) as TypeName[];
export const typeOf = (name: TypeName): ContentType => contentTypes[name];

/** The type a file belongs to, by its path inside the content folder. */
export function typeOfFile(file: string): TypeName | undefined {
  return typeNames.find((name) => {
    const type = typeOf(name);
    return type.kind === 'one'
      ? type.file === file
      : path.posix.dirname(file) === type.folder && file.endsWith(type.extension);
  });
}

/**
 * Why the name of a collection's file breaks the content layer's file-name rule, in the loader's own words; undefined
 * when it keeps it, or is no collection's file (a single file's name is fixed by its type).
 */
export function nameProblemOf(file: string): string | undefined {
  const type = typeOfFile(file);
  return type && typeOf(type).kind === 'many' ? fileNameProblem(path.posix.basename(file)) : undefined;
}

/** "blog-post" -> "Blog posts": the name the editor lists a type under. */
export function typeLabel(name: TypeName): string {
  const type = typeOf(name);
  const words = type.schemaName.replace(/-/g, ' ');
  const label = words.charAt(0).toUpperCase() + words.slice(1);
  return type.kind === 'many' && !label.endsWith('s') ? `${label}s` : label;
}

/** The files of a type, by path inside the content folder. */
export async function filesOfType(contentRoot: string, name: TypeName): Promise<string[]> {
  const type = typeOf(name);
  if (type.kind === 'one') return [type.file];
  const names = await readdir(path.join(contentRoot, type.folder));
  return names
    .filter((n) => n.endsWith(type.extension))
    .sort()
    .map((n) => path.posix.join(type.folder, n));
}

export function parseDocumentText(file: string, text: string): DocumentData {
  if (!file.endsWith('.mdx')) return { data: readYaml(text) as Record<string, unknown> };
  const { frontmatter, body } = splitMdx(text) ?? { frontmatter: '', body: text };
  return { data: readYaml(frontmatter) as Record<string, unknown>, body };
}

/** The file's new text: the edited data (and body) written into the text it had, or into its template's. */
export function writeDocumentText(file: string, original: string, { data, body }: DocumentData): string {
  if (!file.endsWith('.mdx')) return editYaml(original, data);
  const parts = splitMdx(original) ?? { frontmatter: '', body: original };
  return joinMdx(original, { frontmatter: editYaml(parts.frontmatter, data), body: body ?? parts.body });
}

export const readText = (contentRoot: string, file: string) => readFile(path.join(contentRoot, file), 'utf8');

/** The title a document is listed under. */
export function titleOf(file: string, data: Record<string, unknown>): string {
  // Page titles carry the brand after a dash or a bar: the editor lists the part before it.
  for (const key of ['name', 'title', 'label'])
    if (typeof data[key] === 'string') return data[key].split(/ [–|] /)[0] ?? data[key];
  return path.posix.basename(file, path.posix.extname(file));
}

// Made once per type (the live preview asks on every keystroke); nobody changes one.
const formSchemas = new Map<TypeName, Record<string, unknown>>();
/** The form the editor shows for a type: its JSON Schema, made for the form (form-schema.ts). */
export function formSchemaOf(name: TypeName): Record<string, unknown> {
  let schema = formSchemas.get(name);
  if (!schema) formSchemas.set(name, (schema = toFormSchema(name, typeOf(name).schema)));
  return schema;
}
