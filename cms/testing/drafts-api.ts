// For the drafts API tests: the service app in process, its drafts in a bare repository served by git daemon on
// loopback, and a client per signed-in person that sends what the editor's page sends.
import path from 'node:path';
import type { Clock } from '../team/schedule/clock.ts';
import { startRemote, type TestRemote } from './git-remote.ts';
import { EDITOR, PUBLIC, PUBLISHER, testService, type TestService } from './team-service.ts';

export const SECOND_EDITOR = {
  email: 'bea@example.com',
  name: 'Bea Writer',
  password: 'a second editor’s own long password',
  role: 'editor' as const,
};

export interface Answer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export interface Client {
  call<T = Record<string, unknown>>(
    method: string,
    url: string,
    body?: unknown,
    /** Headers to add or replace; null: not sent. Bytes are sent as they are (set their content-type) */
    headers?: Record<string, string | null>,
  ): Promise<Answer<T>>;
}

export function clientOf(service: TestService, session: { cookie: string; csrf: string } | undefined): Client {
  return {
    async call<T>(method: string, url: string, body?: unknown, headers: Record<string, string | null> = {}) {
      const sent: Record<string, string | null> = {
        ...(body !== undefined && { 'content-type': 'application/json' }),
        origin: PUBLIC,
        ...(session && { cookie: session.cookie, 'x-cms-token': session.csrf }),
        ...headers,
      };
      const response = await service.app.request(`${PUBLIC}${url}`, {
        method,
        headers: Object.fromEntries(Object.entries(sent).filter((e): e is [string, string] => e[1] !== null)),
        ...(body !== undefined && {
          body:
            typeof body === 'string'
              ? body
              : body instanceof Uint8Array
                ? new Blob([new Uint8Array(body)])
                : JSON.stringify(body),
        }),
      });
      const json = response.headers.get('content-type')?.startsWith('application/json');
      const answer = (json ? await response.json() : { text: await response.text() }) as T;
      return { status: response.status, body: answer, headers: response.headers };
    },
  };
}

/** A save through the drafts API as a client that read the file first: sent with the version it was made from. */
export async function saveFile<T = Record<string, unknown>>(
  client: Client,
  slug: string,
  file: string,
  input: { text: string } | { data: object; body?: string },
): Promise<Answer<T>> {
  const read = await client.call<{ version?: string }>('GET', `/api/drafts/${slug}/files/${file}`);
  const base = read.status === 200 ? (read.body.version ?? null) : null;
  return client.call<T>('PUT', `/api/drafts/${slug}/files/${file}`, { ...input, base });
}

export interface DraftsApi {
  remote: TestRemote;
  service: TestService;
  editor: Client;
  publisher: Client;
  secondEditor: Client;
  /** Every ref of the remote with its commit: what a refused write must leave as it was */
  refs: () => string;
  stop(): Promise<void>;
}

export async function startDraftsApi(
  hook?: string,
  hookTimeoutMs?: number,
  previews?: { idleMs: number },
  clock?: Clock,
): Promise<DraftsApi> {
  const remote = await startRemote();
  let service: TestService | undefined;
  try {
    service = await testService({
      people: [SECOND_EDITOR],
      drafts: { remote: remote.url, dir: path.join(remote.dir, 'service'), hook, hookTimeoutMs },
      ...(previews && { previews }),
      ...(clock && { clock }),
    });
    const ready = service;
    const [editor, publisher, secondEditor] = await Promise.all(
      [EDITOR, PUBLISHER, SECOND_EDITOR].map(async (person) => clientOf(ready, await ready.signIn(person))),
    );
    return {
      remote,
      service,
      editor: editor!,
      publisher: publisher!,
      secondEditor: secondEditor!,
      refs: () => remote.bare('for-each-ref', '--format=%(objectname) %(refname)'),
      async stop() {
        await ready.closeDrafts();
        ready.remove();
        await remote.stop();
      },
    };
  } catch (error) {
    await service?.closeDrafts();
    service?.remove();
    await remote.stop();
    throw error;
  }
}
