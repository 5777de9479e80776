// The routes of a document's life after a save: what a new document starts from, publishing the saved changes
// (a commit that lists each of them) and restoring an earlier version (saved like any edit, not published).
import type { Context, Hono } from 'hono';
import { nameProblemOf, typeOfFile, type TypeName } from './documents.ts';
import { formOf } from './views.ts';
import { commitFile, fileAt } from './history.ts';
import { pendingOf } from './publish.ts';
import type { Choices } from './references.ts';

type Result = { status: 200 | 400 | 404 | 409 | 422; body: Record<string, unknown> };

export interface RouteDeps {
  contentRoot: string;
  contentDir: string;
  /** The file a query names, if it is an existing content file */
  existing: (value: string | undefined) => { file: string; type: TypeName } | null;
  noSuchFile: { error: string };
  body: <T>(c: Context) => Promise<T | null>;
  /** One write at a time */
  serially: <T>(task: () => Promise<T>) => Promise<T>;
  /** Checks a new text with the build's checks, then writes it (api.ts) */
  save: (file: string, text: string | null, message: string, commit: boolean | undefined) => Promise<Result>;
  templateText: (type: TypeName, file: string) => Promise<string | null>;
  /** What pickers offer, from the content as saved */
  choices: () => Promise<Choices>;
}

const COMMIT = /^[0-9a-f]{4,40}$/;

export function publishRoutes(app: Hono, deps: RouteDeps) {
  const { contentRoot, contentDir, existing, noSuchFile, body, serially, save } = deps;

  app.get('/api/template', async (c) => {
    const file = c.req.query('file') ?? '';
    // Named by the content layer's rule (api.ts refuses any other name before this route).
    const type = nameProblemOf(file) ? undefined : typeOfFile(file);
    const text = type ? await deps.templateText(type, file) : null;
    if (!type || text === null) return c.json({ error: 'This kind of content has no template' }, 404);
    // Shaped like GET /api/document, so that the editor opens the new document like any other.
    return c.json({
      ...formOf(contentDir, file, type, text),
      page: null,
      choices: await deps.choices(),
      canCommit: false,
      pending: [],
      history: [],
    });
  });

  // Publishes what the marketer was shown: if the saved file changed since (another tab, a restore), nothing is
  // committed and the new list is sent back to be looked at again.
  app.post('/api/publish', async (c) => {
    const found = existing(c.req.query('file'));
    if (!found) return c.json(noSuchFile, 404);
    const request = await body<{ changes?: unknown }>(c);
    if (!request || !Array.isArray(request.changes)) return c.json({ error: 'Say which changes to publish' }, 400);
    const shown = request.changes;
    const result = await serially(async (): Promise<Result> => {
      const pending = await pendingOf(contentRoot, found.file);
      if (pending.changes.length === 0) return { status: 200, body: { published: false, changes: [] } };
      if (JSON.stringify(pending.changes) !== JSON.stringify(shown))
        return {
          status: 409,
          body: { error: 'The changes waiting to be published are not the ones shown: look at them again', ...pending },
        };
      await commitFile(contentRoot, found.file, pending.message);
      return { status: 200, body: { published: true, commit: pending.message, changes: pending.changes } };
    });
    return c.json(result.body, result.status);
  });

  app.post('/api/restore', async (c) => {
    const found = existing(c.req.query('file'));
    const commit = c.req.query('commit') ?? '';
    if (!found || !COMMIT.test(commit)) return c.json(noSuchFile, 404);
    const result = await serially(async (): Promise<Result> => {
      const text = await fileAt(contentRoot, commit, found.file);
      if (text === null) return { status: 404, body: { error: `${contentDir}/${found.file} was not in that version` } };
      return save(found.file, text, '', false);
    });
    return c.json(result.body, result.status);
  });
}
