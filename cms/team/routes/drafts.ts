// The drafts API: the board, drafts, saves, review and publish over HTTP (the library in drafts/), as the
// signed-in person. Mounted behind the gate (api-gate.ts), so a request here has a session, and a write has come
// from the public origin with the session's CSRF token and a JSON body; publishing is the publisher's alone.
// Every save, status change and publish is written to the audit log; a publish starts the publish hook. A publish
// names the commit its review showed, and is refused (409, with what changed since) when the draft moved on.
import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { TextLog } from '../../../src/server/logger.ts';
import type { AuditLog } from '../audit.ts';
import { DraftError, type Drafts } from '../drafts/index.ts';
import type { PublishHook } from '../publish/publish-hook.ts';
import { scheduleVersion } from '../schedule/schedules.ts';
import { versionOf } from '../../local-api/versioned-save.ts';
import { answerDraftError, bodyOf, personOf } from './answers.ts';

const MAX_TEXT = 2 * 1024 * 1024;
const titleBody = z.object({ title: z.string().trim().min(1).max(200) });
/** The version of the file a save was made from, as GET …/files/… gave it (null: the file was not there) */
const base = z.custom<string | null>((v) => v === null || (typeof v === 'string' && /^[0-9a-f]{40}$/.test(v)), {
  error: 'a save names the version of the file it was made from (base, as reading the file gave it)',
});
const saveBody = z.intersection(
  z.object({ base }),
  z.union([
    z.object({ text: z.string().max(MAX_TEXT) }),
    z.object({ data: z.record(z.string(), z.unknown()), body: z.string().max(MAX_TEXT).optional() }),
  ]),
);
const statusBody = z.object({ status: z.enum(['draft', 'in-review']) });
/** A commit's full hash, as the review gave it: SHA-1 or SHA-256 */
const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const publishBody = z.object({
  commit: z
    .string({ error: 'publishing names the commit the review showed: review the draft first' })
    .regex(COMMIT, { error: 'that is not the commit the review showed: review the draft again' }),
  resolutions: z
    .array(z.object({ file: z.string().max(500), path: z.string().max(500), value: z.unknown() }))
    .max(500)
    .optional(),
});

export interface DraftRoutesOptions {
  drafts: Drafts;
  hook: PublishHook;
  audit: AuditLog;
  log: TextLog;
  /** The scheduler's time: the board counts the time left to each plan from it */
  now?: () => number;
}

const FILES = /^\/api\/drafts\/[^/]+\/files\/(.+)$/;

/** The file named after /files/ in the URL as sent, each segment decoded: %2F and %2E%2E reach the library's check. */
function fileOf(c: Context): string {
  const raw = new URL(c.req.url).pathname.match(FILES)?.[1] ?? '';
  try {
    return raw
      .split('/')
      .map((part) => decodeURIComponent(part))
      .join('/');
  } catch {
    throw new DraftError('path-refused', 'The file name is not valid URL encoding');
  }
}

export function draftRoutes({ drafts, hook, audit, log, now = Date.now }: DraftRoutesOptions) {
  const app = new Hono();
  // A save after review (here, or by the editor's own API in a draft) dismissed the review: the draft is Draft again.
  drafts.onReopened((slug, by, commit) =>
    audit.record({
      event: 'draft-status',
      who: by.email,
      draft: slug,
      status: 'draft',
      commit,
      reason: 'saved after review',
    }),
  );

  app.onError((error, c) => answerDraftError(c, error, log));

  app.get('/drafts', async (c) => {
    const board = await drafts.list();
    return c.json({
      now: new Date(now()).toISOString(),
      drafts: board.map((draft) => ({
        ...draft,
        publishHook: hook.latestFor(draft.slug),
        scheduleVersion: scheduleVersion(draft.schedule),
      })),
    });
  });

  app.get('/publishes', (c) => c.json({ configured: hook.configured, publishes: hook.runs() }));

  app.post('/drafts', async (c) => {
    const body = await bodyOf(c, titleBody);
    if (body instanceof Response) return body;
    const by = personOf(c);
    const draft = await drafts.create(body.title, by);
    audit.record({ event: 'draft-create', who: by.email, draft: draft.slug, commit: draft.history[0]?.commit });
    return c.json({ draft }, 201);
  });

  app.get('/drafts/:slug/files/*', async (c) => {
    const file = fileOf(c);
    const text = await drafts.read(c.req.param('slug'), file);
    if (text === null) return c.json({ error: `The draft has no file ${file}` }, 404);
    return c.json({ file, text, version: versionOf(text) });
  });

  app.put('/drafts/:slug/files/*', async (c) => {
    const file = fileOf(c);
    const body = await bodyOf(c, saveBody);
    if (body instanceof Response) return body;
    const by = personOf(c);
    const slug = c.req.param('slug');
    const result = await drafts.save(slug, file, body, by);
    if (!result.saved && result.reason === 'invalid')
      return c.json({ error: 'The content has problems: nothing was saved', issues: result.issues }, 422);
    if (!result.saved && result.reason === 'stale')
      return c.json(
        {
          error: 'The file changed since the version this save was made from: nothing was saved. Read it again',
          version: result.version,
        },
        409,
      );
    if (result.saved)
      audit.record({ event: 'draft-save', who: by.email, draft: slug, file, commit: result.commit, ok: result.pushed });
    return c.json(result);
  });

  app.post('/drafts/:slug/status', async (c) => {
    const body = await bodyOf(c, statusBody);
    if (body instanceof Response) return body;
    const by = personOf(c);
    const slug = c.req.param('slug');
    const draft = await drafts.setStatus(slug, body.status, by);
    audit.record({ event: 'draft-status', who: by.email, draft: slug, status: body.status });
    return c.json({ draft });
  });

  app.get('/drafts/:slug/changes', async (c) => c.json(await drafts.changes(c.req.param('slug'))));

  app.post('/drafts/:slug/publish', async (c) => {
    const body = await bodyOf(c, publishBody);
    if (body instanceof Response) return body;
    const by = personOf(c);
    const slug = c.req.param('slug');
    const result = await drafts.publish(slug, by, body.commit, body.resolutions);
    if (!result.published && 'since' in result) {
      audit.record({ event: 'draft-publish', who: by.email, draft: slug, commit: body.commit, outcome: 'changed' });
      const error = result.known
        ? 'The draft changed after the version you reviewed: nothing was published. Review it again'
        : 'That is not a version of this draft: nothing was published. Review it again';
      return c.json({ error, ...result }, 409);
    }
    if (!result.published) {
      const conflicts = 'conflicts' in result;
      audit.record({
        event: 'draft-publish',
        who: by.email,
        draft: slug,
        outcome: conflicts ? 'conflicts' : 'invalid',
      });
      return conflicts
        ? c.json({ error: 'The same field changed on main and in the draft: choose a value for each', ...result }, 409)
        : c.json({ error: 'Published, the content would not build: nothing was published', ...result }, 422);
    }
    audit.record({ event: 'draft-publish', who: by.email, draft: slug, commit: result.commit, outcome: 'published' });
    const run = hook.start({ draft: slug, commit: result.commit, by, at: new Date().toISOString() });
    return c.json({ ...result, publishHook: run ? { id: run.id, state: run.state } : undefined });
  });

  return app;
}
