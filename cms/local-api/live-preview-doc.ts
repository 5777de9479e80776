// The live preview's data: the route document of the page a content file shows on, made from the file's unsaved
// form data laid over the content folder and checked by the same checks as a save (check.ts). Nothing is written.
import { createHash } from 'node:crypto';
import path from 'node:path';
import { splitMdx } from '../../src/content/frontmatter.ts';
import type { ImageAssets } from '../../src/build/image-assets.ts';
import { routeDocs, routeEntries, type RouteDoc } from '../../src/assembly/resolve.ts';
import { checkChanges, type CheckOptions } from './check.ts';
import { readText, typeOfFile } from './documents.ts';
import { withTaggedDocument } from './live-tags.ts';
import { pageOf } from './preview.ts';
import type { LiveRequest, LiveResult } from '../shared/preview-protocol.ts';
export type { LiveResult } from '../shared/preview-protocol.ts';

/** The query that marks a module as an unsaved MDX body (served by the plugin's load hook). */
export const LIVE_BODY = 'live-body';

/**
 * The file as the loader reads it. JSON is YAML, so the form's data needs none of the save's careful YAML editing
 * (which keeps comments and costs far more); the checks and the page only see the parsed data anyway. An MDX body
 * starts on the line it starts on in the saved file, so that what the checks say of a line of it holds there.
 */
export function overlayText(file: string, data: Record<string, unknown>, body: string, frontmatterLines = 1): string {
  const json = JSON.stringify(data);
  return file.endsWith('.mdx') ? `---\n${json}\n${'\n'.repeat(Math.max(0, frontmatterLines - 1))}---\n${body}` : json;
}

/** Points every MDX body of `file` at the unsaved text, so the browser compiles and renders that instead. */
export function withLiveBody<T>(value: T, mdxFile: string, key: string): T {
  return JSON.parse(JSON.stringify(value), (_k, v: unknown) =>
    v && typeof v === 'object' && 'mdx' in v && v.mdx === mdxFile ? { ...v, mdx: `${mdxFile}?${LIVE_BODY}=${key}` } : v,
  ) as T;
}

/** What the browser gets of a route document: the head-only data is left out, as the content modules do. */
export const forBrowser = (doc: RouteDoc): RouteDoc => ({
  ...doc,
  meta: { ...doc.meta, structuredData: [], lastModified: undefined },
});

export interface LiveOptions extends CheckOptions {
  /** The images of the previewed content, prepared like the content plugin prepares them */
  assets: ImageAssets;
  /** Keeps an unsaved MDX body under a key, for the module the browser then imports */
  keepBody: (key: string, text: string) => void;
}

export async function liveDocument(options: LiveOptions, request: LiveRequest): Promise<LiveResult> {
  const started = performance.now();
  const { root, contentDir, assets } = options;
  const ms = () => Math.round(performance.now() - started);
  const failed = (message: string, field = ''): LiveResult => ({
    ok: false,
    issues: [{ file: path.posix.join(contentDir, request.file), field, message }],
    ms: ms(),
  });
  const type = typeOfFile(request.file);
  if (!type) return failed('is not a content file the editor knows');
  if (request.type !== undefined && request.type !== type) return failed(`is a ${type} file, not ${request.type}`);
  const mdx = request.file.endsWith('.mdx');
  // A new document has no saved file: its body is all there is.
  const saved = mdx ? splitMdx(await readText(path.join(root, contentDir), request.file).catch(() => '')) : undefined;
  const body = request.body ?? saved?.body ?? '';
  const lines = saved?.frontmatter.split('\n').length ?? 2;
  const text = overlayText(request.file, request.data, body, lines - 1);
  const { issues, content } = await checkChanges(options, new Map([[request.file, text]]));
  if (!content || issues.length > 0) return { ok: false, issues, ms: ms() };

  const shown = pageOf(content, type, request.file);
  // Its texts tagged with their fields' paths, for a click on the page to find its field (live-tags.ts).
  const resolved = await assets.resolve(withTaggedDocument(content, request.file));
  const entry = routeEntries(resolved).find((e) => e.path === shown || e.aliases.includes(shown));
  const doc = entry && routeDocs(resolved).get(entry.id);
  if (!entry || !doc) return failed(`shows on ${shown}, which the site has no page for`);
  if (!mdx) return { ok: true, path: entry.path, doc: forBrowser(doc), ms: ms() };
  // Keyed by the body alone, so that an edit to the fields reuses the body the browser already compiled.
  const key = createHash('sha256').update(body).digest('hex').slice(0, 16);
  options.keepBody(key, body);
  const file = path.posix.join(contentDir.split(path.sep).join('/'), request.file);
  return { ok: true, path: entry.path, doc: forBrowser(withLiveBody(doc, file, key)), ms: ms() };
}
