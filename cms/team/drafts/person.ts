// The signed-in person, as sign-in hands them over: the author of every commit and status change they make.
import { DraftError } from './errors.ts';
import type { Person } from '../../shared/team-types.ts';
export type { Person } from '../../shared/team-types.ts';

// Git reads "Name <email>": angle brackets or a line break in either part would forge another author.
const NAME = /^[^<>\n\r\0]{1,200}$/;
const EMAIL = /^[^<>\s@]{1,100}@[^<>\s@]{1,200}$/;

/**
 * Why git could not name this person as the author of a commit, in words for whoever gives the name; undefined when
 * it can. The users file is checked with it when a person is added (cms/team/auth/user-command.ts), so that nobody
 * gets an account every save of theirs would refuse.
 */
export function personProblem(person: Partial<Person>): string | undefined {
  const name = person?.name?.trim();
  const email = person?.email?.trim();
  if (!name) return 'the name is empty';
  if (name.length > 200) return 'the name is longer than 200 characters';
  if (!NAME.test(name))
    return 'the name holds <, > or a line break, which git cannot take in an author: it writes one as Name <email>';
  if (!email || !EMAIL.test(email)) return 'the email is not an address like ann@example.com (no space, < or >)';
  return undefined;
}

/**
 * The name a provider gives (OIDC), as git can write it: without the <, > and line breaks an author cannot hold, and
 * at most 200 characters; undefined when nothing is left.
 */
export function authorName(name: string | undefined): string | undefined {
  const kept = name
    ?.replace(/[<>\r\n\0]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
  return kept || undefined;
}

export function checkPerson(person: Person): Person {
  if (personProblem(person))
    throw new DraftError('not-a-person', 'A change needs the name and email of the person making it');
  return { name: person.name.trim(), email: person.email.trim() };
}

/** git commit --author */
export const authorArg = (p: Person) => `--author=${p.name} <${p.email}>`;

/** The environment that makes a person the author (and, when publishing, the committer) of a commit. */
export const authorEnv = (p: Person, committer?: Person): Record<string, string> => ({
  GIT_AUTHOR_NAME: p.name,
  GIT_AUTHOR_EMAIL: p.email,
  ...(committer && { GIT_COMMITTER_NAME: committer.name, GIT_COMMITTER_EMAIL: committer.email }),
});
