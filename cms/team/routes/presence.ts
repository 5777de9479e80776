// POST /api/presence?file=… in a draft (the X-CMS-Draft header): the editor says it has the document open, or,
// with { "leaving": true }, that it left it. The answer says who else has it open, the file's version in the draft
// now, and who saved it last, so that a person sees a colleague's save made since their form was loaded.
// Behind the gate (api-gate.ts) like every write: a session, the public origin, the CSRF token, a JSON body.
import type { Context, Hono } from 'hono';
import { z } from 'zod';
import type { TextLog } from '../../../src/server/logger.ts';
import { versionOf } from '../../local-api/versioned-save.ts';
import type { Drafts } from '../drafts/index.ts';
import type { Presence } from '../presence.ts';
import { answerDraftError } from './answers.ts';

const pingBody = z.object({ leaving: z.boolean().optional() }).strict();

interface Options {
  drafts: Drafts;
  presence: Presence;
  log: TextLog;
  slugOf: (c: Context) => string | undefined;
  openADraft: { error: string };
}

export function presenceRoute(app: Hono, { drafts, presence, log, slugOf, openADraft }: Options) {
  app.post('/api/presence', async (c) => {
    const draft = slugOf(c);
    if (!draft) return c.json(openADraft, 409);
    let ping: z.infer<typeof pingBody>;
    try {
      ping = pingBody.parse(JSON.parse((await c.req.text()) || '{}'));
    } catch {
      return c.json({ error: 'The request body is not { "leaving": true } or {}' }, 400);
    }
    const { name, email } = c.get('session')!;
    const key = { draft, file: c.req.query('file') ?? '' };
    try {
      // The draft and the file in it, both checked: a refused name or a draft that is not there is refused here.
      const text = await drafts.read(draft, key.file);
      if (text === null) return c.json({ error: 'No such content file in this draft' }, 404);
      presence.see(key, { name, email }, ping.leaving === true);
      const last = presence.lastSave(key);
      const version = versionOf(text);
      return c.json({
        version,
        others: presence.others(key, email).map((other) => ({ name: other })),
        lastSave:
          last && last.version === version
            ? {
                name: last.name,
                version,
                at: new Date(last.at).toISOString(),
                secondsAgo: Math.round((Date.now() - last.at) / 1000),
              }
            : null,
      });
    } catch (error) {
      return answerDraftError(c, error, log);
    }
  });
}
