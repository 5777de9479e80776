// The editor's own document routes inside a draft: with drafts on, the app names the draft a marketer has open in
// the X-CMS-Draft header, and GET /api/document answers with the draft's version of the file (the form, its
// schema and the pickers' choices still come from the editor's API), PUT /api/document saves into the draft as
// the signed-in person (a commit, pushed). Any other write of the editor's API (a save with no draft, a new file, a
// delete, a restore, a publish of the working folder, an upload) is refused: in the team's editor every change
// goes into a draft, and reaches main only through review and publish.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { formatReport } from '../../src/content/issue.ts';
import type { TextLog } from '../../src/server/logger.ts';
import { formOf } from '../server/views.ts';
import type { TypeName } from '../server/documents.ts';
import type { AuditLog } from './audit.ts';
import type { Drafts } from './drafts/index.ts';
import { answerDraftError } from './routes-drafts.ts';

/** The header that names the draft a request works in (cms/app/http.ts sends it) */
export const DRAFT_HEADER = 'x-cms-draft';

export const OPEN_A_DRAFT = {
  error: 'In the team’s editor every change goes into a draft: open a draft on the board (or start one) first',
};

const MAX_TEXT = 2 * 1024 * 1024;
const saveBody = z.object({
  data: z.record(z.string(), z.unknown()),
  body: z.string().max(MAX_TEXT).optional(),
  // The local editor's "commit" means nothing here: every save into a draft is a commit.
  commit: z.boolean().optional(),
});

interface Options {
  drafts: Drafts;
  audit: AuditLog;
  log: TextLog;
  contentDir: string;
  /** The request as the editor's API answers it */
  forward: (c: Context) => Response | Promise<Response>;
}

const READS = new Set(['GET', 'HEAD']);

export function draftDocumentRoutes(app: Hono, { drafts, audit, log, contentDir, forward }: Options) {
  const slugOf = (c: Context) => c.req.header(DRAFT_HEADER)?.trim() || undefined;

  app.get('/api/document', async (c, next) => {
    const slug = slugOf(c);
    if (!slug) return next();
    try {
      const view = await forward(c);
      if (!view.ok) return view;
      const base = (await view.json()) as { file: string; type: TypeName } & Record<string, unknown>;
      const text = await drafts.read(slug, base.file);
      if (text === null) return c.json({ error: `The draft has no file ${base.file}` }, 404);
      // Its history and what is left to publish are the draft's, on the board and the review screen.
      return c.json({
        ...base,
        ...formOf(contentDir, base.file, base.type, text),
        canCommit: false,
        pending: [],
        history: [],
      });
    } catch (error) {
      return answerDraftError(c, error, log);
    }
  });

  app.put('/api/document', async (c) => {
    const slug = slugOf(c);
    if (!slug) return c.json(OPEN_A_DRAFT, 409);
    const file = c.req.query('file') ?? '';
    let parsed: z.ZodSafeParseResult<z.infer<typeof saveBody>>;
    try {
      parsed = saveBody.safeParse(JSON.parse(await c.req.text()));
    } catch {
      return c.json({ error: 'The request body is not JSON' }, 400);
    }
    if (!parsed.success) return c.json({ error: 'Nothing to save' }, 400);
    const { data, body } = parsed.data;
    const { name, email } = c.get('session')!;
    try {
      const result = await drafts.save(slug, file, { data, ...(body !== undefined && { body }) }, { name, email });
      if (!result.saved && result.reason === 'invalid') {
        const { issues } = result;
        const count = issues.length === 1 ? 'one problem' : `${issues.length} problems`;
        return c.json({ error: `Not saved: ${count} to fix first`, issues, report: formatReport(issues) }, 422);
      }
      if (!result.saved) return c.json({ saved: false, file, commit: null });
      audit.record({ event: 'draft-save', who: email, draft: slug, file, commit: result.commit, ok: result.pushed });
      return c.json({ saved: true, file, commit: result.message, draftCommit: result.commit, pushed: result.pushed });
    } catch (error) {
      return answerDraftError(c, error, log);
    }
  });

  // Every other write of the editor's API would change the service's own folder, which no draft holds.
  app.use('/api/*', async (c, next) => {
    if (READS.has(c.req.method) || c.req.path.startsWith('/api/drafts/') || c.req.path === '/api/drafts') return next();
    return c.json(OPEN_A_DRAFT, 409);
  });
}
