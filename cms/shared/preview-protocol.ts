// The messages between the editor's LivePreview and the preview page it frames (another origin: the dev site).
import type { RouteDoc } from '../../src/assembly/resolve.ts';
import type { ContentIssue } from '../../src/content/issue.ts';
import type { Path } from './describe-change.ts';

/** Marks our messages among whatever else a page may post (browser extensions, Vite's client). */
export const SOURCE = 'content-editor-live-preview';
/** The page the editor frames, on the dev site (cms/local-api/live-preview.ts). */
export const FRAME_PATH = '/__live-preview/frame';
export const DOCUMENT_PATH = '/__live-preview/document';

/** Editor to preview: the document as the form holds it now. `seq` grows with every edit. */
export interface UpdateMessage {
  source: typeof SOURCE;
  kind: 'update';
  seq: number;
  file: string;
  type: string;
  data: Record<string, unknown>;
  body?: string | undefined;
}

/** Preview to editor. */
export type FrameMessage = { source: typeof SOURCE } & (
  | { kind: 'ready' }
  /** The page shows update `seq`; `server` and `total` are ms from the frame receiving it */
  | { kind: 'shown'; seq: number; path: string; server: number; total: number }
  /** Update `seq` does not pass the checks: the page keeps what it showed */
  | { kind: 'invalid'; seq: number; issues: ContentIssue[] }
  /** Update `seq` could not be shown (server unreachable, render error): the page keeps what it showed */
  | { kind: 'failed'; seq: number; message: string }
  /** A click on the page named this field (or item, or section) of update `seq`'s data: the form opens it */
  | { kind: 'pick'; seq: number; path: Path }
);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

export const isUpdate = (value: unknown): value is UpdateMessage =>
  isObject(value) &&
  value.source === SOURCE &&
  value.kind === 'update' &&
  typeof value.seq === 'number' &&
  typeof value.file === 'string' &&
  typeof value.type === 'string' &&
  isObject(value.data) &&
  (value.body === undefined || typeof value.body === 'string');

const frameKinds = new Set(['ready', 'shown', 'invalid', 'failed', 'pick']);
export const isFrameMessage = (value: unknown): value is FrameMessage =>
  isObject(value) &&
  value.source === SOURCE &&
  typeof value.kind === 'string' &&
  frameKinds.has(value.kind) &&
  (value.kind === 'ready' || typeof value.seq === 'number') &&
  (value.kind !== 'pick' ||
    (Array.isArray(value.path) && value.path.every((k) => typeof k === 'string' || typeof k === 'number')));

/**
 * The one line the preview's banner shows for a document that does not pass: its first issue, with the file named
 * when the problem is in another file (a cross-file check), and how many more there are.
 */
export function issueLine(issues: ContentIssue[], file: string): string {
  const [first] = issues;
  if (!first) return 'The preview cannot show this document.';
  const where = first.file.endsWith(`/${file}`) || first.file === file ? '' : `${first.file}: `;
  const field = first.field ? `${first.field}: ` : '';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  return `${where}${field}${first.message}${more}`;
}

/** What POST /api/live answers: the route document of the page with the unsaved data, or why it cannot be drawn. */
export type LiveResult =
  { ok: true; path: string; doc: RouteDoc; ms: number } | { ok: false; issues: ContentIssue[]; ms: number };

/** What the live preview is asked to show: a content file's unsaved data (the local frame's and the team's). */
export interface LiveRequest {
  /** Path inside the content folder, e.g. products/shared.yaml */
  file: string;
  /** The content type the editor opened the file as; checked against the file's own */
  type?: string | undefined;
  data: Record<string, unknown>;
  /** The MDX body as typed; undefined keeps the saved one */
  body?: string | undefined;
}

/** Whether a request's body is a LiveRequest (its file is checked against the content folder later). */
export const isRequest = (value: unknown): value is LiveRequest =>
  typeof value === 'object' &&
  value !== null &&
  'file' in value &&
  typeof value.file === 'string' &&
  'data' in value &&
  typeof value.data === 'object' &&
  value.data !== null &&
  (!('body' in value) || value.body === undefined || typeof value.body === 'string');
