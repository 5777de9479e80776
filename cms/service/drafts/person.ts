// The signed-in person, as sign-in hands them over: the author of every commit and status change they make.
import { DraftError } from './errors.ts';

export interface Person {
  name: string;
  email: string;
}

// Git reads "Name <email>": angle brackets or a line break in either part would forge another author.
const NAME = /^[^<>\n\r\0]{1,200}$/;
const EMAIL = /^[^<>\s@]{1,100}@[^<>\s@]{1,200}$/;

export function checkPerson(person: Person): Person {
  const name = person?.name?.trim();
  const email = person?.email?.trim();
  if (!name || !email || !NAME.test(name) || !EMAIL.test(email))
    throw new DraftError('not-a-person', 'A change needs the name and email of the person making it');
  return { name, email };
}

/** git commit --author */
export const authorArg = (p: Person) => `--author=${p.name} <${p.email}>`;

/** The environment that makes a person the author (and, when publishing, the committer) of a commit. */
export const authorEnv = (p: Person, committer?: Person): Record<string, string> => ({
  GIT_AUTHOR_NAME: p.name,
  GIT_AUTHOR_EMAIL: p.email,
  ...(committer && { GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email }),
});
