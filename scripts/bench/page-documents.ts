// The documents that are pages of their own, largest first by their fields: bench:cms's team-editor preview
// (cms-team-live.ts) types into the largest.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { filesOfType, parseDocumentText, typeNames } from '../../cms/local-api/documents.ts';
import { pageOf } from '../../cms/local-api/preview.ts';
import { routeEntries } from '../../src/assembly/resolve.ts';
import { loadContent } from '../../src/assembly/site-content.ts';
import type { Path } from './team-service.ts';

/** Leaves of a document's data (values that are not objects or lists), with their paths. */
export function leaves(value: unknown, at: Path = []): [Path, unknown][] {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, [...at, i]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([k, v]) => leaves(v, [...at, k]));
  return [[at, value]];
}

export interface Candidate {
  file: string;
  page: string;
  fields: number;
  chars: number;
  data: Record<string, unknown>;
}

/**
 * Every document that is a page of its own (a page, product, post or help article: a route whose id ends in the
 * file's name, at the page the editor gives it), largest first: by its fields (the leaves of its data, and an MDX
 * body), then by the length of its data. site.yaml and the lists shown by sections (the catalog's page for them is
 * one they show on) are not pages of their own.
 */
export async function pageDocuments(): Promise<Candidate[]> {
  const { content, issues } = await loadContent({ root: process.cwd(), contentDir: 'content' });
  if (!content) throw new Error(`content/ does not load: ${JSON.stringify(issues).slice(0, 500)}`);
  const routes = routeEntries(content);
  const found: Candidate[] = [];
  for (const type of typeNames)
    for (const file of await filesOfType('content', type)) {
      const slug = path.posix.basename(file, path.posix.extname(file));
      const page = pageOf(content, type, file);
      const own = routes.some((r) => r.path === page && r.id.split('/').length === 2 && r.id.endsWith(`/${slug}`));
      if (!own) continue;
      const { data, body } = parseDocumentText(file, await readFile(path.join('content', file), 'utf8'));
      const fields = leaves(data).length + (body === undefined ? 0 : 1);
      found.push({ file, page, fields, chars: JSON.stringify(data).length, data });
    }
  return found.sort((a, b) => b.fields - a.fields || b.chars - a.chars);
}
