// The editor's API: lists, reads and writes content files. Every write is checked first with the build's own
// checks on the whole content folder as it would be after it; a refused write leaves every file as it was.
import { Hono, type Context } from 'hono';
import { rename, unlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { formatReport, type ContentIssue } from '../../src/content/issue.ts';
import { checkChanges, type Changes } from './check.ts';
import { contentCache } from './content-cache.ts';
import { sameOriginGuard } from './guard.ts';
import { MEDIA_BODY_TYPES, mediaApi } from './media.ts';
import { describeChange } from '../shared/describe-change.ts';
import {
  formSchemaOf,
  nameProblemOf,
  parseDocumentText,
  readText,
  titleOf,
  typeOf,
  typeOfFile,
  writeDocumentText,
  type DocumentData,
} from './documents.ts';
import { canCommit, commitFile, fileAt } from './history.ts';
import { placeholderIssues } from '../shared/placeholders.ts';
import { choicesOf } from './references.ts';
import { moneyIn } from '../shared/schema-at.ts';
import { publishRoutes } from './routes-publish.ts';
import { oneAtATime } from '../shared/one-at-a-time.ts';
import { templateText } from './templates.ts';
import { catalogOf, documentView } from './views.ts';
import { conflictAnswer, mergeSave, NO_BASE, saveRequest, versionOf } from './versioned-save.ts';

export interface EditorOptions {
  /** Project root */
  root: string;
  /** Content folder, relative to the root */
  contentDir: string;
  /** Origin of the dev site that shows the pages */
  preview: string;
  /** The token of this editor run: every write must carry it (cms/local-api/guard.ts) */
  token: string;
  /** The Host values the editor is served on; any when not given (tests call the app directly) */
  hosts?: readonly string[];
  /** The commit the content folder holds, when it is a worktree moved between commits (the team's drafts) */
  contentVersion?: () => string;
}

interface SaveRequest extends Partial<DocumentData> {
  commit?: boolean;
}

export function editorApi({ root, contentDir, preview, token, hosts, contentVersion }: EditorOptions) {
  const contentRoot = path.join(root, contentDir);
  const cache = contentCache(root, contentDir, contentVersion);
  const app = new Hono();
  // An upload's body is the image itself; every other write is JSON.
  const bodyTypes = (route: string) => (route === '/api/media' ? MEDIA_BODY_TYPES : undefined);
  app.use('/api/*', sameOriginGuard({ token, hosts, bodyTypes }));
  // A file named against the content layer's rule is refused with the rule, before anything is read or written: the
  // loader would refuse the file, and git, a URL or a commit message would take its name for something else.
  app.use('/api/*', async (c, next) => {
    const problem = [c.req.query('file'), c.req.query('from')]
      .map((v) => (v ? nameProblemOf(v) : undefined))
      .find(Boolean);
    if (problem) return c.json({ error: problem }, 400);
    return next();
  });
  app.route('/', mediaApi({ root, contentDir }));
  /** The request's JSON body, or null when it is not JSON. */
  const body = async <T>(c: Context): Promise<T | null> => {
    try {
      return await c.req.json<T>();
    } catch {
      return null;
    }
  };
  const notJson = { error: 'The request body is not JSON' };
  // One write at a time: each is checked against the files as the one before left them.
  const serially = oneAtATime();

  const refused = (issues: ContentIssue[], extra: Record<string, unknown> = {}) => ({
    error: `Not saved: ${issues.length === 1 ? 'one problem' : `${issues.length} problems`} to fix first`,
    issues,
    report: formatReport(issues),
    ...extra,
  });

  /** The file a query names and its type, if it is a content file the editor may touch. */
  const named = (value: string | undefined) => {
    const type = value && !nameProblemOf(value) ? typeOfFile(value) : undefined;
    return value && type ? { file: value, type } : null;
  };
  /** The same, if the file exists. */
  const existing = (value: string | undefined) => {
    const found = named(value);
    return found && existsSync(path.join(contentRoot, found.file)) ? found : null;
  };
  const noSuchFile = { error: 'No such content file' };

  async function write(file: string, text: string | null) {
    const target = path.join(contentRoot, file);
    cache.forget();
    if (text === null) return unlink(target);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, text);
    await rename(temporary, target);
  }

  /** Checks the change, then writes it and commits it if asked; the response the editor shows. */
  async function save(file: string, text: string | null, message: string, commit: boolean | undefined) {
    const changes: Changes = new Map([[file, text]]);
    const placeholders = text === null ? [] : placeholderIssues(`${contentDir}/${file}`, parseDocumentText(file, text));
    const checked = await checkChanges({ root, contentDir }, changes);
    // The placeholders first: "Replace this category" is also no blog category, but that is what to fix.
    const fields = new Set(placeholders.map((i) => i.field));
    const issues = [...placeholders, ...checked.issues.filter((i) => !fields.has(i.field))];
    if (issues.length > 0) {
      // Removing a file that others name: those others are its referrers.
      const referrers = [...new Set(issues.map((i) => i.file))].filter((f) => f !== `${contentDir}/${file}`);
      return { status: 422 as const, body: refused(issues, text === null ? { referrers } : {}) };
    }
    await write(file, text);
    const committed = commit && (await canCommit(contentRoot, file));
    if (committed) await commitFile(contentRoot, file, message);
    return { status: 200 as const, body: { saved: true, file, commit: committed ? message : null, message } };
  }

  app.get('/api/types', async (c) => {
    const types = await catalogOf(contentRoot, await cache.get());
    return c.json({ types, contentDir, preview });
  });

  app.get('/api/document', async (c) => {
    const found = existing(c.req.query('file'));
    if (!found) return c.json(noSuchFile, 404);
    return c.json(await documentView({ contentRoot, contentDir, ...found, content: cache.get() }));
  });

  // A save from the version its form was loaded from (cms/local-api/versioned-save.ts): as sent onto that version,
  // merged onto a newer one, refused with the conflicts when both changed the same field. Every answer says the
  // file's version after it, the form's next base.
  app.put('/api/document', async (c) => {
    const found = existing(c.req.query('file'));
    if (!found) return c.json(noSuchFile, 404);
    const { file, type } = found;
    const raw = await body<unknown>(c);
    if (raw === null) return c.json(notJson, 400);
    const parsed = saveRequest.safeParse(raw);
    if (!parsed.success) {
      const baseWrong = parsed.error.issues.some((issue) => issue.path[0] === 'base');
      return c.json(baseWrong ? NO_BASE : { error: 'Nothing to save' }, 400);
    }
    const request = parsed.data;
    const result = await serially(async () => {
      const original = await readText(contentRoot, file);
      const version = versionOf(original);
      const before = parseDocumentText(file, original);
      const old = { ...before.data, body: before.body };
      const merge = mergeSave(request, version, before, moneyIn(formSchemaOf(type), old, request.data));
      if (merge.kind === 'conflict')
        return { status: 409 as const, body: conflictAnswer(merge.conflicts, version, before) };
      const text = writeDocumentText(file, original, merge.document);
      if (text === original) return { status: 200 as const, body: { saved: false, file, commit: null, version } };
      const now = { ...merge.document.data, body: merge.document.body };
      const message = describeChange(titleOf(file, before.data), old, now, moneyIn(formSchemaOf(type), old, now));
      const saved = await save(file, text, message, request.commit);
      if (saved.status !== 200) return saved;
      const merged = merge.kind === 'merged' ? { merged: true, ...parseDocumentText(file, text) } : { merged: false };
      return { status: 200 as const, body: { ...saved.body, version: versionOf(text), ...merged } };
    });
    return c.json(result.body, result.status);
  });

  app.post('/api/document', async (c) => {
    const target = named(c.req.query('file'));
    const from = c.req.query('from');
    const copied = from === undefined ? null : existing(from);
    if (!target || typeOf(target.type).kind === 'one' || (from !== undefined && copied?.type !== target.type))
      return c.json({ error: 'A new file needs a name in a collection, and a template of the same type if any' }, 400);
    const { file } = target;
    const request = await body<SaveRequest>(c);
    if (!request) return c.json(notJson, 400);
    const result = await serially(async () => {
      if (existsSync(path.join(contentRoot, file)))
        return { status: 409 as const, body: { error: `${contentDir}/${file} already exists: choose another name` } };
      const base = copied ? await readText(contentRoot, copied.file) : await templateText(target.type, file);
      if (base === null) return { status: 400 as const, body: { error: 'This kind of content has no template' } };
      const text = writeDocumentText(file, base, {
        data: request.data ?? parseDocumentText(file, base).data,
        body: request.body,
      });
      const data = parseDocumentText(file, text).data;
      return save(file, text, `Add ${titleOf(file, data)} (${contentDir}/${file})`, request.commit);
    });
    return c.json(result.body, result.status);
  });

  app.delete('/api/document', async (c) => {
    const found = existing(c.req.query('file'));
    if (!found) return c.json(noSuchFile, 404);
    const { file, type } = found;
    if (typeOf(type).kind === 'one')
      return c.json({ error: `${contentDir}/${file} is needed by every page and cannot be deleted` }, 400);
    const request = await body<{ commit?: boolean }>(c);
    if (!request) return c.json(notJson, 400);
    const result = await serially(async () => {
      // A file never published has no commit to remove it from.
      const commit = request.commit === true && (await fileAt(contentRoot, 'HEAD', file)) !== null;
      const title = titleOf(file, parseDocumentText(file, await readText(contentRoot, file)).data);
      return save(file, null, `Delete ${title} (${contentDir}/${file})`, commit);
    });
    return c.json(result.body, result.status);
  });

  const choices = async () => {
    const content = await cache.get();
    return content ? choicesOf(content) : {};
  };
  publishRoutes(app, { contentRoot, contentDir, existing, noSuchFile, body, serially, save, templateText, choices });
  return app;
}
