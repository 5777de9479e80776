// The team editor's calls to the service (cms/team/routes/drafts.ts and GET /api/me): who is signed in, the
// board, a draft's status, its changes, and publishing it.
import type {
  ChangeSince,
  Conflict,
  DraftReview,
  DraftSchedule,
  HookRun,
  Person,
  Resolution,
  Status,
} from '../../shared/team-types.ts';
import { apiFetch, jsonBody, UNAVAILABLE } from '../http.ts';

export type Role = 'editor' | 'publisher';
export interface Me {
  name: string;
  email: string;
  role: Role;
}
export type {
  ChangeSince,
  Conflict,
  DraftReview,
  DraftSchedule,
  FieldChange,
  HookRun,
  Plan,
  Resolution,
} from '../../shared/team-types.ts';
export type DraftStatus = Status;
export interface DraftSummary {
  slug: string;
  title: string;
  status: DraftStatus;
  authors: Person[];
  lastChange: { by: Person; at: string; message: string };
  /** Its status changes, oldest first */
  history?: { status: DraftStatus; by: Person; at: string }[];
  /** The publish hook's latest run for it, once published with a hook set */
  publishHook?: HookRun | undefined;
  /** When it is published and its changes undone, and the version a change of them is made from */
  schedule?: DraftSchedule | undefined;
  scheduleVersion?: string | null;
}
/** A refusal: its words; the conflicts to resolve, or the changes made since the version reviewed (409) */
interface Refusal {
  ok: false;
  status: number;
  error: string;
  conflicts?: Conflict[];
  since?: ChangeSince[];
}
export type Answer<T> = ({ ok: true } & T) | Refusal;

async function answer<T>(response: Response): Promise<Answer<T>> {
  const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (response.ok) return { ok: true, ...(body as T) };
  const error = typeof body.error === 'string' ? body.error : `The service answered ${response.status}`;
  return {
    ok: false,
    status: response.status,
    error,
    conflicts: body.conflicts as Conflict[] | undefined,
    since: body.since as ChangeSince[] | undefined,
  };
}

/** The service did not answer (after the tries of apiFetch) */
class Unavailable extends Error {}
const answered = (response: Response) => {
  if (response.status >= 500) throw new Unavailable(UNAVAILABLE);
  return response;
};

/**
 * The signed-in person, or null when there is no service (npm run cms) or no drafts; throws Unavailable when the
 * service did not answer, so that a moment of a slow session store is not taken for the editor without a team.
 */
export async function teamSession(): Promise<Me | null> {
  const me = answered(await apiFetch('/api/me').catch(() => new Response(null, { status: 503 })));
  if (!me.ok) return null;
  const drafts = answered(await apiFetch('/api/drafts').catch(() => new Response(null, { status: 503 })));
  return drafts.ok ? ((await me.json()) as Me) : null;
}

/** The service's time less this browser's, as the board last said it: time left is counted on the service's clock. */
let serviceOffset = 0;
export const serviceNow = () => Date.now() + serviceOffset;

export async function listDrafts() {
  const got = await answer<{ drafts: DraftSummary[]; now?: string }>(await apiFetch('/api/drafts'));
  if (got.ok && got.now && !Number.isNaN(Date.parse(got.now))) serviceOffset = Date.parse(got.now) - Date.now();
  return got;
}

export const createDraft = async (title: string) =>
  answer<{ draft: DraftSummary }>(await apiFetch('/api/drafts', { method: 'POST', ...jsonBody({ title }) }));

const route = (slug: string, what: string) => `/api/drafts/${encodeURIComponent(slug)}/${what}`;

export const setDraftStatus = async (slug: string, status: 'draft' | 'in-review') =>
  answer<{ draft: DraftSummary }>(await apiFetch(route(slug, 'status'), { method: 'POST', ...jsonBody({ status }) }));

/** A page the draft's changes touch, with its preview's address */
export interface DraftPage {
  path: string;
  files: string[];
  preview: string;
}

export const draftPages = async (slug: string) =>
  answer<{ commit: string; pages: DraftPage[] }>(await apiFetch(route(slug, 'pages')));

/** What a publisher reviews: the draft's changes, and the commit they go up to (sent back with Publish). */
export const draftChanges = async (slug: string) => answer<DraftReview>(await apiFetch(route(slug, 'changes')));

/** Publishes the draft at the commit its review showed; refused (409) with what changed, when it moved on since. */
export const publishDraft = async (slug: string, commit: string, resolutions?: Resolution[]) =>
  answer<{ published: true; commit: string }>(
    await apiFetch(route(slug, 'publish'), {
      method: 'POST',
      ...jsonBody(resolutions ? { commit, resolutions } : { commit }),
    }),
  );

/** A time as a publisher gives it: "2026-11-27T00:00" in "Europe/Berlin" */
export interface PlanTime {
  local: string;
  zone: string;
}

/** Sets or changes a draft's publish (of the commit reviewed) and its end; null cancels one. From `version`. */
export const setSchedule = async (
  slug: string,
  body: { version: string | null; commit?: string; publish?: PlanTime | null; end?: PlanTime | null },
) =>
  answer<{ draft: DraftSummary; scheduleVersion: string | null }>(
    await apiFetch(route(slug, 'schedule'), { method: 'PUT', ...jsonBody(body) }),
  );

export const cancelSchedule = async (slug: string, version: string | null) =>
  answer<{ draft: DraftSummary }>(
    await apiFetch(route(slug, 'schedule'), { method: 'DELETE', ...jsonBody({ version }) }),
  );
