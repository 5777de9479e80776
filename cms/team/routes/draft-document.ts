// The editor's own API in the team's service with drafts. The app names the draft a marketer has open in the
// X-CMS-Draft header; every request of the editor's API then runs on the service's clone, its worktree put on that
// draft's newest commit (on main as the remote has it when no draft is named):
// - a read (the catalog, a document with its form and pickers, a template, the images and their thumbnails) sees
//   the draft's files, the ones it added included;
// - a save (PUT /api/document), a new file (POST), a delete (DELETE) and an image upload (POST /api/media) are done
//   by the editor's API with its own checks, and what each changed becomes one commit by the person, pushed.
// Any other write (a save with no draft, the local editor's publish or restore of its folder) is refused: in the
// team's editor every change goes into a draft, and reaches main only through review and publish.
import type { Context, Hono } from 'hono';
import type { TextLog } from '../../../src/server/logger.ts';
import type { AuditLog } from '../audit.ts';
import type { Drafts } from '../drafts/index.ts';
import { memoryPresence, type Presence } from '../presence.ts';
import { answerDraftError } from './answers.ts';
import { presenceRoute } from './presence.ts';

/** The header that names the draft a request works in (cms/editor/http.ts sends it) */
const DRAFT_HEADER = 'x-cms-draft';

export const OPEN_A_DRAFT = {
  error: 'In the team’s editor every change goes into a draft: open a draft on the board (or start one) first',
};

interface Options {
  drafts: Drafts;
  audit: AuditLog;
  log: TextLog;
  /** The request as the editor's API on the clone answers it, with this body text when given */
  forward: (c: Context, body?: string) => Response | Promise<Response>;
  /** Who has which document open, and who saved it last (presence.ts); in this process's memory by default */
  presence?: Presence;
}

const READS = new Set(['GET', 'HEAD']);
const ownRoute = (route: string) => route === '/api/drafts' || route.startsWith('/api/drafts/') || route === '/api/me';

/** A JSON body without the local editor's `commit`: in a draft every change is a commit of its own. */
function withoutCommit(text: string): string | null {
  try {
    const value: unknown = text.trim() === '' ? {} : JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    const { commit: _, ...rest } = value as Record<string, unknown>;
    return JSON.stringify(rest);
  } catch {
    return null;
  }
}

export function draftDocumentRoutes(app: Hono, options: Options) {
  const { drafts, audit, log, forward, presence = memoryPresence() } = options;
  const slugOf = (c: Context) => c.req.header(DRAFT_HEADER)?.trim() || undefined;
  presenceRoute(app, { drafts, presence, log, slugOf, openADraft: OPEN_A_DRAFT });

  /**
   * A save, a new file, a delete or an upload, done by the editor's API in the draft's worktree: its answer, with the
   * draft's commit when it changed something. `messageOf` says the commit message of a successful answer.
   */
  const writeInDraft =
    (messageOf: (answer: Record<string, unknown>) => string | null, json: boolean) => async (c: Context) => {
      const slug = slugOf(c);
      if (!slug) return c.json(OPEN_A_DRAFT, 409);
      let body: string | undefined;
      if (json) {
        const text = withoutCommit(await c.req.text());
        if (text === null) return c.json({ error: 'The request body is not JSON' }, 400);
        body = text;
      }
      const { name, email } = c.get('session')!;
      try {
        const written = await drafts.write(slug, { name, email }, async () => {
          const response = await forward(c, body);
          const answer = (await response.json()) as Record<string, unknown>;
          return { answer: { status: response.status, answer }, message: response.ok ? messageOf(answer) : null };
        });
        const { status, answer } = written.answer;
        // A save's new version, and who made it: what a colleague with the same document open is told.
        if (typeof answer.version === 'string' && answer.saved === true)
          presence.saved({ draft: slug, file: c.req.query('file') ?? '' }, { name, email }, answer.version);
        if (!written.commit) return c.json(answer, status as 200);
        const file = String(answer.file ?? answer.path ?? '');
        audit.record({
          event: 'draft-save',
          who: email,
          draft: slug,
          file,
          commit: written.commit,
          ok: written.pushed,
        });
        const message = messageOf(answer);
        return c.json(
          { ...answer, commit: message, draftCommit: written.commit, pushed: written.pushed },
          status as 200,
        );
      } catch (error) {
        return answerDraftError(c, error, log);
      }
    };

  const documentMessage = (answer: Record<string, unknown>) =>
    answer.saved === true && typeof answer.message === 'string' ? answer.message : null;
  app.put('/api/document', writeInDraft(documentMessage, true));
  app.post('/api/document', writeInDraft(documentMessage, true));
  app.delete('/api/document', writeInDraft(documentMessage, true));
  app.post(
    '/api/media',
    writeInDraft((answer) => (typeof answer.path === 'string' ? `Add image ${answer.path}` : null), false),
  );
  app.delete(
    '/api/media/file',
    writeInDraft((a) => (typeof a.deleted === 'string' ? `Delete image ${a.deleted}` : null), true),
  );

  // Reads: from the draft, or main; the publish and history of the local editor mean nothing here.
  app.use('/api/*', async (c, next) => {
    if (ownRoute(c.req.path)) return next();
    if (!READS.has(c.req.method)) return c.json(OPEN_A_DRAFT, 409);
    try {
      return await drafts.view(slugOf(c) ?? null, async () => {
        const response = await forward(c);
        if (c.req.path !== '/api/document' || !response.ok) return response;
        // Its history and what is left to publish are the draft's, on the board and the review screen.
        const view = (await response.json()) as Record<string, unknown>;
        return c.json({ ...view, canCommit: false, pending: [], history: [] });
      });
    } catch (error) {
      return answerDraftError(c, error, log);
    }
  });
}
