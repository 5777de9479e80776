// Signed-in people. The cookie holds a random id (256 bits); the store holds the session under a keyed hash of it,
// so that a copy of the store (a Redis dump) holds no id that signs anyone in. Each session has its own CSRF token,
// which the editor's page gets and sends back in a header on every write (csrf.ts).
import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { KeyValueStore } from '../store.ts';
import { roleSchema } from './roles.ts';

const sessionSchema = z.object({
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  /** How they signed in */
  via: z.enum(['password', 'oidc']),
  /** The per-session CSRF token */
  csrf: z.string(),
  /** Epoch ms after which the session is over, whatever the store's expiry says */
  expires: z.number(),
});
export type Session = z.infer<typeof sessionSchema>;

const SESSION_PREFIX = 'cms:session:';

const randomToken = () => randomBytes(32).toString('base64url');

export function sessions(store: KeyValueStore, secret: string, ttlMs: number) {
  const keyOf = (id: string) => SESSION_PREFIX + createHmac('sha256', secret).update(id).digest('base64url');
  return {
    ttlMs,
    /** A new session (a new id at every sign-in: an id planted before it is worth nothing after) */
    async create(person: Pick<Session, 'email' | 'name' | 'role' | 'via'>) {
      const id = randomToken();
      const session: Session = { ...person, csrf: randomToken(), expires: Date.now() + ttlMs };
      await store.set(keyOf(id), JSON.stringify(session), ttlMs);
      return { id, session };
    },
    /** The session of a cookie's id, if it is one and has not expired */
    async get(id: string | undefined): Promise<Session | undefined> {
      if (!id || id.length > 100) return undefined;
      const text = await store.get(keyOf(id));
      const parsed = text === undefined ? undefined : sessionSchema.safeParse(JSON.parse(text));
      return parsed?.success && parsed.data.expires > Date.now() ? parsed.data : undefined;
    },
    async destroy(id: string | undefined) {
      if (id && id.length <= 100) await store.delete(keyOf(id));
    },
  };
}
export type Sessions = ReturnType<typeof sessions>;
