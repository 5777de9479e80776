// Node-only: runs content-collections over content/ and turns every problem into a ContentIssue.
import { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createBuilder } from '@content-collections/core';
import { checkCrossReferences } from './cross-references.ts';
import { describeSchemaIssue, type SchemaIssue } from './describe-schema-issue.ts';
import type { ContentIssue } from './issue.ts';
import type { SiteContent } from './types.ts';

export interface LoadOptions {
  /** Project root holding content-collections.ts */
  root: string;
  /** Content folder relative to root; default content */
  contentDir?: string;
  /** Where the generated modules go; default <root>/.content-collections/generated */
  outputDir?: string;
}

export interface LoadResult {
  issues: ContentIssue[];
  outputDir: string;
  content?: SiteContent;
}

interface CollectionRef {
  directory?: string;
  filePath?: string;
  schema: { '~standard': { validate(data: unknown): Promise<{ issues?: SchemaIssue[] }> | { issues?: SchemaIssue[] } } };
}
interface ErrorEvent {
  error?: Error;
  filePath?: string;
  collection?: CollectionRef;
  file?: { data: unknown; path: string };
}

// Generated module of each collection (content-collections names them after the collection).
const generated: Record<keyof SiteContent, string> = {
  site: 'site.js',
  pages: 'allPages.js',
  products: 'allProducts.js',
  searchPrices: 'searchPrice.js',
  extensionList: 'extensionList.js',
  posts: 'allPosts.js',
  blogCategories: 'blogCategory.js',
  jobs: 'allJobs.js',
  legal: 'allLegals.js',
};

export async function loadContent(options: LoadOptions): Promise<LoadResult> {
  const root = path.resolve(options.root);
  const contentDir = options.contentDir ?? 'content';
  const outputDir = options.outputDir ?? path.join(root, '.content-collections', 'generated');
  const rel = (file: string) => path.relative(root, file);
  const pending: Promise<ContentIssue[]>[] = [];

  const events = new EventEmitter();
  const emitter = {
    on: (key: string, listener: (e: unknown) => void) => void events.on(key, listener),
    emit: (key: string, event: ErrorEvent) => {
      events.emit(key, event);
      if (event?.error) pending.push(issuesOf(root, event));
    },
  };

  const previous = process.env.CONTENT_DIR;
  process.env.CONTENT_DIR = contentDir;
  try {
    const builder = await createBuilder(path.join(root, 'content-collections.ts'), { configName: `config-${process.pid}-${Date.now()}.mjs`, outputDir }, emitter as never);
    await builder.build();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const file = /at path: (\S+)/.exec(message)?.[1];
    return { outputDir, issues: [{ file: file ? rel(path.resolve(root, file)) : 'content-collections.ts', field: '', message: message.replace(/^.*?: /, '') }] };
  } finally {
    if (previous === undefined) delete process.env.CONTENT_DIR;
    else process.env.CONTENT_DIR = previous;
  }

  const issues = (await Promise.all(pending)).flat();
  if (issues.length > 0) return { issues, outputDir };
  const content = await readGenerated(outputDir);
  return { issues: checkCrossReferences(content, contentDir), outputDir, content };
}

async function issuesOf(root: string, event: ErrorEvent): Promise<ContentIssue[]> {
  const { collection, file, error } = event;
  const dir = collection?.directory ?? (collection?.filePath ? path.dirname(collection.filePath) : '');
  const filePath = file ? path.join(root, dir, file.path) : event.filePath ? path.resolve(root, event.filePath) : root;
  const rel = path.relative(root, filePath);
  if (file && collection) {
    const result = await collection.schema['~standard'].validate(file.data);
    if (result.issues?.length) return result.issues.map((issue) => describeSchemaIssue(rel, file.data, issue));
  }
  const message = error?.message ?? 'unknown error';
  const yamlError = /YAMLParseError: ([^\n]+?):?(\n|$)/.exec(message);
  if (yamlError) return [{ file: rel, field: '', message: `is not valid YAML: ${yamlError[1]}` }];
  return [{ file: rel, field: '', message: `could not be read: ${message}` }];
}

async function readGenerated(outputDir: string): Promise<SiteContent> {
  const version = Date.now();
  const entries = await Promise.all(
    Object.entries(generated).map(async ([key, file]) => {
      const url = `${pathToFileURL(path.join(outputDir, file)).href}?v=${version}`;
      if (!existsSync(path.join(outputDir, file))) throw new Error(`content-collections did not write ${file}`);
      const mod = (await import(url)) as { default: unknown };
      return [key, mod.default] as const;
    }),
  );
  return Object.fromEntries(entries) as unknown as SiteContent;
}
