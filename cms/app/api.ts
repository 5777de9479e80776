// The editor's calls to its API (cms/server/api.ts).
import type { ContentIssue } from '../../src/content/issue.ts';
import type { Change } from '../server/history.ts';
import { apiFetch, jsonBody } from './http';

export interface DocSummary {
  file: string;
  title: string;
  page: string | null;
}
export interface TypeSummary {
  name: string;
  label: string;
  kind: 'one' | 'many';
  folder: string | null;
  extension: string;
  docs: DocSummary[];
}
export interface Catalog {
  types: TypeSummary[];
  contentDir: string;
  preview: string;
}
export interface LoadedDocument {
  file: string;
  path: string;
  type: string;
  title: string;
  data: Record<string, unknown>;
  body?: string;
  schema: Record<string, unknown>;
  page: string | null;
  canCommit: boolean;
  history: Change[];
}
export type SaveResult =
  | { ok: true; saved: boolean; commit: string | null }
  | { ok: false; error: string; issues: ContentIssue[]; report?: string; referrers?: string[] };

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export const getCatalog = async () => json<Catalog>(await apiFetch('/api/types'));

export async function getDocument(file: string): Promise<LoadedDocument | null> {
  const response = await apiFetch(`/api/document?file=${encodeURIComponent(file)}`);
  return response.ok ? json<LoadedDocument>(response) : null;
}

async function send(method: string, query: string, body: unknown): Promise<SaveResult> {
  const response = await apiFetch(`/api/document?${query}`, { method, ...jsonBody(body) });
  const result = await json<Record<string, unknown>>(response);
  if (response.ok) return { ok: true, saved: result.saved !== false, commit: (result.commit as string) ?? null };
  return { ok: false, issues: [], ...(result as object), error: String(result.error) } as SaveResult;
}

export interface Edit {
  data: Record<string, unknown>;
  body?: string | undefined;
  commit: boolean;
}

export const saveDocument = (file: string, edit: Edit) => send('PUT', `file=${encodeURIComponent(file)}`, edit);
export const createDocument = (file: string, from: string, edit: Edit) =>
  send('POST', `file=${encodeURIComponent(file)}&from=${encodeURIComponent(from)}`, edit);
export const deleteDocument = (file: string, commit: boolean) =>
  send('DELETE', `file=${encodeURIComponent(file)}`, { commit });
