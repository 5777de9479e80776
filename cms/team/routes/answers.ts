// What every drafts route answers with: a refusal of the drafts library as its HTTP status and words, the body of
// a write checked against its shape, the signed-in person.
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import type { TextLog } from '../../../src/server/logger.ts';
import type { DraftErrorCode } from '../drafts/errors.ts';
import { DraftError, type Person } from '../drafts/index.ts';

/** Each refusal of the library as an HTTP status. */
const STATUS_OF: Record<DraftErrorCode, ContentfulStatusCode> = {
  'path-refused': 400,
  'not-a-person': 422,
  'no-such-draft': 404,
  'wrong-status': 409,
  'draft-diverged': 409,
  'wrong-remote': 500,
  'clone-in-use': 503,
  'bad-time': 400,
  stale: 409,
};

/** A refusal of the library as its status and words; anything else as 502, with git's words in the log only. */
export function answerDraftError(c: Context, error: unknown, log: TextLog) {
  if (error instanceof DraftError) return c.json({ error: error.message }, STATUS_OF[error.code]);
  // Mostly the remote not answering or refusing: git's words go to the (scrubbed) log, not to the browser.
  log.error(`${c.req.method} ${c.req.path}: ${(error as Error).message}`);
  return c.json({ error: 'The content repository did not answer as expected: try again in a moment' }, 502);
}

export const personOf = (c: Context): Person => {
  const { name, email } = c.get('session')!;
  return { name, email };
};

/** The body of a write, checked against its shape; the gate has already required JSON. */
export async function bodyOf<T>(c: Context, schema: z.ZodType<T>): Promise<T | Response> {
  const text = await c.req.text();
  let value: unknown;
  try {
    value = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return c.json({ error: 'The body is not JSON' }, 400);
  }
  const parsed = schema.safeParse(value);
  if (!parsed.success)
    return c.json(
      { error: `The request is not what this route takes: ${z.prettifyError(parsed.error).slice(0, 500)}` },
      400,
    );
  return parsed.data;
}
