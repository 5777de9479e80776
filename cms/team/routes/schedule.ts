// A draft's schedule over HTTP, the publisher's alone (the gate refuses an editor with 403 before this runs, and so
// does this route): PUT /api/drafts/<slug>/schedule sets or changes when it is published and when its changes are
// undone (each a wall-clock time and an IANA zone), or cancels one of them (null); DELETE cancels both. Every write
// names the schedule's version it was made from, and a publish the draft's commit reviewed; each is written to the
// audit log, and the scheduler looks again at once.
import { Hono } from 'hono';
import { z } from 'zod';
import type { TextLog } from '../../../src/server/logger.ts';
import type { AuditLog } from '../audit.ts';
import { may } from '../auth/roles.ts';
import type { Drafts } from '../drafts/index.ts';
import type { Scheduler } from '../schedule/runner.ts';
import { scheduleVersion, setSchedule, type ScheduleRequest } from '../schedule/schedules.ts';
import type { DraftRecord } from '../drafts/status.ts';
import { answerDraftError, bodyOf, personOf } from './answers.ts';

const COMMIT = /^(?:[0-9a-f]{40}|[0-9a-f]{64})$/;
const version = z.union([z.string().regex(/^[0-9a-f]{40}$/), z.null()], {
  error: 'a change names the version of the schedule it was made from (version, as the board gave it; null for none)',
});
const time = z
  .object({
    local: z.string({ error: 'a date and time, like 2026-11-27T00:00' }).max(16),
    zone: z.string({ error: 'a time zone, like Europe/Berlin' }).max(64),
  })
  .strict();
const scheduleBody = z
  .object({
    version,
    commit: z
      .string()
      .regex(COMMIT, { error: 'that is not the commit the review showed: review the draft again' })
      .optional(),
    publish: time.nullable().optional(),
    end: time.nullable().optional(),
  })
  .strict();
const cancelBody = z.object({ version }).strict();

const PUBLISHERS_ONLY = { error: 'Only a publisher may schedule a draft' };

export interface ScheduleRoutesOptions {
  drafts: Drafts;
  scheduler: Scheduler;
  audit: AuditLog;
  log: TextLog;
}

export function scheduleRoutes({ drafts, scheduler, audit, log }: ScheduleRoutesOptions) {
  const app = new Hono();
  app.onError((error, c) => answerDraftError(c, error, log));

  const write = async (slug: string, request: ScheduleRequest, by: ReturnType<typeof personOf>) => {
    const record: DraftRecord = await setSchedule(drafts.repo, slug, by, request, scheduler.now());
    const { publish, end } = record.schedule ?? {};
    audit.record({
      event: 'draft-schedule',
      who: by.email,
      draft: slug,
      publishAt: publish?.state === 'waiting' ? publish.at : null,
      endAt: end?.state === 'waiting' ? end.at : null,
      ...(request.commit && { commit: request.commit }),
    });
    // Armed for the new time now, not at the scheduler's next look.
    void scheduler.refresh();
    return { draft: record, scheduleVersion: scheduleVersion(record.schedule) };
  };

  app.put('/drafts/:slug/schedule', async (c) => {
    if (!may(c.get('session')!.role, 'publish')) return c.json(PUBLISHERS_ONLY, 403);
    const body = await bodyOf(c, scheduleBody);
    if (body instanceof Response) return body;
    if (body.publish === undefined && body.end === undefined)
      return c.json({ error: 'The request is not what this route takes: it changes neither publish nor end' }, 400);
    if (body.publish && !body.commit)
      return c.json({ error: 'Scheduling a publish names the commit the review showed: review the draft first' }, 400);
    return c.json(await write(c.req.param('slug'), body, personOf(c)));
  });

  app.delete('/drafts/:slug/schedule', async (c) => {
    if (!may(c.get('session')!.role, 'publish')) return c.json(PUBLISHERS_ONLY, 403);
    const body = await bodyOf(c, cancelBody);
    if (body instanceof Response) return body;
    const request = { version: body.version, publish: null, end: null };
    return c.json(await write(c.req.param('slug'), request, personOf(c)));
  });

  return app;
}
