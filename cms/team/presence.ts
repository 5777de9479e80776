// Who has a document open in a draft, and who saved it last, as the editor tells the team's service while a page
// is open (POST /api/presence, every 10 s, and on leaving) and as the service answers saves. Kept in the memory of
// the service's one process behind this interface: a restart forgets it, and the editor's next ping tells it again.
import type { Person } from './drafts/index.ts';

interface PresenceKey {
  draft: string;
  file: string;
}

interface LastSave {
  name: string;
  email: string;
  /** The file's version that save wrote */
  version: string;
  /** When, in ms since the epoch */
  at: number;
}

export interface Presence {
  /** The person has the document open (or has just left it) */
  see(key: PresenceKey, person: Person, leaving: boolean): void;
  /** The others who have it open now, by name */
  others(key: PresenceKey, email: string): string[];
  saved(key: PresenceKey, person: Person, version: string): void;
  lastSave(key: PresenceKey): LastSave | undefined;
}

/** A ping older than this is a page closed without saying so (a crash, a lost network) */
export const PRESENCE_TTL_MS = 30_000;
/** The most documents whose last save is remembered; the oldest are forgotten first */
const MAX_SAVES = 10_000;

export function memoryPresence(now: () => number = Date.now): Presence {
  const open = new Map<string, Map<string, { name: string; seen: number }>>();
  const saves = new Map<string, LastSave>();
  const keyOf = ({ draft, file }: PresenceKey) => `${draft}\0${file}`;

  /** Forgets the pings that are too old, and the documents nobody has open */
  const prune = () => {
    const oldest = now() - PRESENCE_TTL_MS;
    for (const [key, people] of open) {
      for (const [email, seen] of people) if (seen.seen < oldest) people.delete(email);
      if (people.size === 0) open.delete(key);
    }
  };

  return {
    see(key, { name, email }, leaving) {
      prune();
      const people = open.get(keyOf(key)) ?? new Map<string, { name: string; seen: number }>();
      if (leaving) people.delete(email);
      else people.set(email, { name, seen: now() });
      if (people.size > 0) open.set(keyOf(key), people);
      else open.delete(keyOf(key));
    },
    others(key, email) {
      prune();
      const people = open.get(keyOf(key)) ?? new Map();
      return [...people].filter(([other]) => other !== email).map(([, { name }]) => name);
    },
    saved(key, { name, email }, version) {
      saves.delete(keyOf(key));
      saves.set(keyOf(key), { name, email, version, at: now() });
      if (saves.size > MAX_SAVES) saves.delete(saves.keys().next().value!);
    },
    lastSave: (key) => saves.get(keyOf(key)),
  };
}
