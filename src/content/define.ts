import type { z } from 'zod';
import type { ContentIssue } from './issue.ts';

/** Where a document came from. */
export interface Meta {
  /** Path from the project root, e.g. content/products/shared.yaml: what every issue about it names */
  file: string;
  /** File name without its extension, e.g. shared */
  name: string;
  /** The body of an .mdx file, whose frontmatter is the document: for what is worked out from the text itself */
  body?: string;
  /** The line of the file the body starts on */
  bodyLine?: number;
}

/** A document as the loader returns it: the schema's output and where it came from. */
type Doc<S extends z.ZodType> = z.output<S> & { _meta: Meta };
/** A document of a collection also has a slug: its file name, which is its id (and part of its URL, if it has one). */
type CollectionDoc<S extends z.ZodType> = Doc<S> & { slug: string };

/**
 * All content, as the registry (registry.ts) declares it by adding `content` to this interface: this module, which
 * the content types are made with, does not import the registry that lists them. Exported for that augmentation,
 * which knip does not follow.
 * @public
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by registry.ts
export interface ContentRegister {}
/** All content (SiteContent), for the modules below the registry: the checks and the section types' contract */
export type RegisteredContent = ContentRegister extends { content: infer C } ? C : never;

/** Checks what no single file's schema can: references between files. */
type Check = (content: RegisteredContent) => ContentIssue[];

interface Common<S extends z.ZodType> {
  /** Name of the exported JSON Schema (.schemas/<schemaName>.schema.json) */
  schemaName: string;
  schema: S;
  check?: Check;
}

/** One file, e.g. site.yaml. */
export interface SingletonType<S extends z.ZodType = z.ZodType> extends Common<S> {
  kind: 'one';
  /** Path inside the content folder */
  file: string;
}

/** Every file with one extension in one folder, e.g. products/*.yaml. */
export interface CollectionType<S extends z.ZodType = z.ZodType> extends Common<S> {
  kind: 'many';
  /** Folder inside the content folder */
  folder: string;
  /** .yaml files are data; .mdx files are validated on their frontmatter, the body is compiled by the build */
  extension: '.yaml' | '.mdx';
}

export type ContentType = SingletonType | CollectionType;

export const singleton = <S extends z.ZodType>(def: Omit<SingletonType<S>, 'kind'>): SingletonType<S> => ({
  kind: 'one',
  ...def,
});

export const collection = <S extends z.ZodType>(def: Omit<CollectionType<S>, 'kind'>): CollectionType<S> => ({
  kind: 'many',
  ...def,
});

/** The documents a content type yields: one, or a list. */
export type DocsOf<T> =
  T extends SingletonType<infer S extends z.ZodType>
    ? Doc<S>
    : T extends CollectionType<infer S extends z.ZodType>
      ? CollectionDoc<S>[]
      : never;

/** The glob an editor maps the type's JSON Schema onto. */
export const globOf = (type: ContentType, contentDir = 'content') =>
  type.kind === 'one' ? `${contentDir}/${type.file}` : `${contentDir}/${type.folder}/*${type.extension}`;
