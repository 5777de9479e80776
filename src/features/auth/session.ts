// The signed-in visitor (email and name), kept in localStorage under "user"; storage may be missing, garbled,
// full or throwing.
import { useSyncExternalStore } from 'react';

export const SESSION_KEY = 'user';
/** Sign-in and registration are simulated: a 500 ms delay and no server call. */
export const AUTH_DELAY_MS = 500;

/** Longest name and email read back: a register form's first and last names, and the longest address RFC 5321 allows. */
export const MAX_NAME_LENGTH = 100;
export const MAX_EMAIL_LENGTH = 254;
/** Stored text past this is no session we wrote: it is not even parsed. */
const MAX_STORED_LENGTH = 1024;

export interface SessionUser {
  email: string;
  name: string;
}

function read(): string | null {
  try {
    return window.localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

export function parseUser(raw: string | null): SessionUser | null {
  if (!raw || raw.length > MAX_STORED_LENGTH) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object') {
      const { email, name } = value as Record<string, unknown>;
      if (typeof email === 'string' && typeof name === 'string' && email && name)
        return { email: email.slice(0, MAX_EMAIL_LENGTH), name: name.slice(0, MAX_NAME_LENGTH) };
    }
  } catch {
    // Garbled JSON: treated as signed out.
  }
  return null;
}

const listeners = new Set<() => void>();
let cached: { raw: string | null; user: SessionUser | null } = { raw: null, user: null };

/** The same object for the same stored text, as useSyncExternalStore requires. */
function snapshot(): SessionUser | null {
  const raw = read();
  if (raw !== cached.raw) cached = { raw, user: parseUser(raw) };
  return cached.user;
}

function write(user: SessionUser | null) {
  try {
    if (user)
      window.localStorage.setItem(
        SESSION_KEY,
        JSON.stringify({ email: user.email.slice(0, MAX_EMAIL_LENGTH), name: user.name.slice(0, MAX_NAME_LENGTH) }),
      );
    else window.localStorage.removeItem(SESSION_KEY);
  } catch {
    // Private mode or a full quota: nothing to keep; the visitor stays signed out on the next page load.
  }
  listeners.forEach((l) => l());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === SESSION_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user or null; prerendered pages render signed out and settle after hydrating. */
export function useSession(): SessionUser | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sign-in ignores the password and names the visitor with a fixed placeholder. */
export async function signIn(email: string, placeholderName: string): Promise<void> {
  await delay(AUTH_DELAY_MS);
  write({ email, name: placeholderName });
}

export async function register(firstName: string, lastName: string, email: string): Promise<void> {
  await delay(AUTH_DELAY_MS);
  write({ email, name: `${firstName.trim()} ${lastName.trim()}` });
}

export function signOut(): void {
  write(null);
}
