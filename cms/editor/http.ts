// Every call the editor makes to its own API goes through here: same origin, and with the token the editor's page
// was served with (scripts/cms.ts writes it into index.html). The API refuses a write without it, so a page on
// another origin, which can neither read this page nor send this header without a preflight, cannot write content.

/** The token of this editor run, from the page the editor served. */
export const apiToken = () =>
  (typeof document === 'undefined' ? null : document.querySelector<HTMLMetaElement>('meta[name="cms-token"]'))
    ?.content ?? '';

const TOKEN_HEADER = 'x-cms-token';
/** The draft the team's editor works in (cms/team/routes/draft-document.ts): its saves go there */
const DRAFT_HEADER = 'x-cms-draft';

let openDraft: string | null = null;
/** Names the draft every later call works in (the team's editor); null outside one, as in `npm run cms`. */
export function workInDraft(slug: string | null) {
  openDraft = slug;
}

/** The draft the team's editor works in, or null */
export const draftInWork = () => openDraft;

/**
 * The waits before each new try of a read the service did not answer (no answer, or 502-504: its session store, Redis,
 * slow or away for a moment): about 4 s in all, then the caller says so in its own words.
 */
export const RETRY_DELAYS_MS = [300, 1_000, 2_500];
const UNANSWERED = new Set([502, 503, 504]);
const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What the editor says when the service does not answer, after its tries */
export const UNAVAILABLE = 'The editor cannot reach its service right now. Wait a moment, then try again.';

/**
 * fetch for the editor's API: same-origin credentials and the token on every request. A read the service did not
 * answer is tried again a few times; a write is sent once (the person sees the answer and decides).
 */
export async function apiFetch(url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set(TOKEN_HEADER, apiToken());
  if (openDraft) headers.set(DRAFT_HEADER, openDraft);
  const send = () => fetch(url, { ...init, headers, credentials: 'same-origin' });
  if (!['GET', 'HEAD'].includes((init.method ?? 'GET').toUpperCase())) return send();
  for (const delay of RETRY_DELAYS_MS) {
    const response = await send().catch(() => null);
    if (response && !UNANSWERED.has(response.status)) return response;
    await wait(delay);
  }
  return send();
}

/** A JSON body for a write: the one content type the API accepts for data. */
export const jsonBody = (value: unknown): RequestInit => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});
