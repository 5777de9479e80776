// Local accounts for a team without an OIDC provider: a JSON file of people, each with a role and an argon2id hash
// of their password (never the password). `npm run cms:user` manages it; the service only reads it.
import { hash, verify } from '@node-rs/argon2';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { roleSchema, type Role } from './roles.ts';

const ARGON2ID = /^\$argon2id\$/;

const accountSchema = z.object({
  /** Sign-in name, lower case */
  email: z.email().transform((e) => e.toLowerCase()),
  /** Shown in the editor and the audit log */
  name: z.string().min(1).max(200),
  role: roleSchema,
  /** argon2id hash; none for a person who signs in only with OIDC (the file then only gives their role) */
  passwordHash: z.string().regex(ARGON2ID, 'an argon2id hash').optional(),
});
export type Account = z.infer<typeof accountSchema>;

const fileSchema = z.object({ users: z.array(accountSchema) });

export const normalEmail = (email: string) => email.trim().toLowerCase();

/** The accounts in the file; none when the file does not exist. A malformed file throws with its path. */
export async function readAccounts(file: string): Promise<Account[]> {
  if (!existsSync(file)) return [];
  const parsed = fileSchema.safeParse(JSON.parse(await readFile(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is not a users file: ${z.prettifyError(parsed.error)}`);
  return parsed.data.users;
}

/** Writes the whole file at once (a reader never sees half of it), readable by its owner only. */
async function writeAccounts(file: string, users: readonly Account[]) {
  // The documented place (.cms/users.json) is a folder of its own, which a fresh checkout does not have yet; made
  // private, as a folder of secrets. A folder that exists is left as it is.
  await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify({ users }, null, 2)}\n`, { mode: 0o600 });
  await chmod(temporary, 0o600);
  await rename(temporary, file);
}

/** argon2id with the library's defaults (19 MiB, 2 passes: OWASP's minimum). */
const hashPassword = (password: string) => hash(password);

export const MIN_PASSWORD = 12;

// A hash to verify against when the account does not exist, so that an unknown email takes as long as a wrong
// password and the time does not tell which accounts exist.
let dummy: Promise<string> | undefined;

/** The account if the email and password match, else null; the same time either way. */
export async function checkPassword(accounts: readonly Account[], email: string, password: string) {
  const account = accounts.find((a) => a.email === normalEmail(email));
  dummy ??= hash('not a password of anyone');
  const stored = account?.passwordHash ?? (await dummy);
  const ok = await verify(stored, password).catch(() => false);
  return ok && account?.passwordHash ? account : null;
}

export interface AccountChange {
  email: string;
  name?: string;
  role?: Role;
  password?: string;
}

/** Adds a person, or fails if the email is taken. */
export async function addAccount(file: string, { email, name, role, password }: AccountChange) {
  const users = await readAccounts(file);
  const account = accountSchema.parse({
    email,
    name,
    role,
    ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
  });
  if (users.some((u) => u.email === account.email)) throw new Error(`${account.email} already has an account`);
  await writeAccounts(file, [...users, account]);
  return account;
}

/** Removes a person; false if there was none. */
export async function removeAccount(file: string, email: string) {
  const users = await readAccounts(file);
  const rest = users.filter((u) => u.email !== normalEmail(email));
  if (rest.length === users.length) return false;
  await writeAccounts(file, rest);
  return true;
}

/** Sets a new password for a person; false if there is none. */
export async function setPassword(file: string, email: string, password: string) {
  const users = await readAccounts(file);
  const account = users.find((u) => u.email === normalEmail(email));
  if (!account) return false;
  account.passwordHash = await hashPassword(password);
  await writeAccounts(file, users);
  return true;
}
