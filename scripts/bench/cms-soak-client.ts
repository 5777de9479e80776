// One person of the team soak (scripts/bench/cms-soak.ts): signed in to the team's service over HTTP as the editor's
// page is (the session cookie, the CSRF token, the service's own origin), sending what the page sends.

export interface Person {
  name: string;
  email: string;
  password: string;
  role: 'editor' | 'publisher';
}

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  ms: number;
}

export interface Client {
  person: Person;
  call<T = Record<string, unknown>>(
    method: string,
    url: string,
    options?: { json?: unknown; bytes?: Uint8Array; type?: string; draft?: string },
  ): Promise<Answer<T>>;
}

/**
 * A request asked again while the service answers 503 (its session store, Redis, slow to answer on a busy machine),
 * as the editor app does (cms/editor/http.ts), for up to 10 s.
 */
async function untilAnswered(request: () => Promise<Response>): Promise<Response> {
  let response = await request();
  for (let tries = 1; response.status === 503 && tries < 10; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    response = await request();
  }
  return response;
}

/** Signs the person in with the sign-in form; throws when the service refuses. */
export async function signIn(base: string, person: Person): Promise<Client> {
  const origin = new URL(base).origin;
  const response = await untilAnswered(() =>
    fetch(`${base}/sign-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ email: person.email, password: person.password }).toString(),
    }),
  );
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (response.status !== 303 || !cookie) throw new Error(`${person.email} could not sign in (${response.status})`);
  const me = await untilAnswered(() => fetch(`${base}/api/me`, { headers: { cookie } }));
  const body = await me.text();
  const { csrf } = JSON.parse(body || '{}') as { csrf?: string };
  if (!csrf) throw new Error(`${person.email} has no CSRF token (${me.status}: ${body.slice(0, 200)})`);
  return {
    person,
    async call<T>(method: string, url: string, options: Parameters<Client['call']>[2] = {}) {
      const started = performance.now();
      const headers: Record<string, string> = { origin, cookie, 'x-cms-token': csrf };
      if (options.draft) headers['x-cms-draft'] = options.draft;
      let body: BodyInit | undefined;
      if (options.json !== undefined) {
        headers['content-type'] = 'application/json';
        body = JSON.stringify(options.json);
      } else if (options.bytes) {
        headers['content-type'] = options.type ?? 'application/octet-stream';
        body = new Blob([new Uint8Array(options.bytes)]);
      }
      try {
        const answer = await fetch(`${base}${url}`, { method, headers, body, signal: AbortSignal.timeout(60_000) });
        const text = await answer.text();
        let parsed: unknown;
        try {
          parsed = JSON.parse(text);
        } catch {
          parsed = { text: text.slice(0, 200) };
        }
        return { status: answer.status, body: parsed as T, ms: performance.now() - started };
      } catch (error) {
        // No answer at all (refused, reset, timed out): status 0, so that it is counted apart.
        return { status: 0, body: { error: String(error) } as T, ms: performance.now() - started };
      }
    },
  };
}
