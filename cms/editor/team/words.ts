// The team editor's words for a draft's status and its times.
import type { DraftStatus, Role } from './team-api.ts';

export const STATUS_LABEL: Record<DraftStatus, string> = {
  draft: 'Draft',
  'in-review': 'In review',
  published: 'Published',
};

export const ROLE_LABEL: Record<Role, string> = { editor: 'editor', publisher: 'publisher' };

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
/** A time as people read it; an empty or broken time as nothing */
export const shownTime = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? when.format(new Date(iso)) : '');

const plural = new Intl.PluralRules('en');
/** "1 draft", "3 drafts" */
export const countOf = (n: number, word: string) => `${n} ${plural.select(n) === 'one' ? word : `${word}s`}`;

const clock = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const day = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
/** "Published at 14:02 by Pat Publisher"; on another day than today, "Published on Nov 26, 2026 at 14:02 by …" */
export function publishedWords(iso: string, by: string, now = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return `Published by ${by}`;
  const date = day.format(at);
  return `Published ${date === day.format(now) ? '' : `on ${date} `}at ${clock.format(at)} by ${by}`;
}

/**
 * A save's message as the board and the review show it: the commit message's words without the file it names,
 * which is the repository's business ("Add Summer sale (content/blog/summer-sale.mdx)" -> "Add Summer sale";
 * "Add image images/blog/cover.png" -> "Add image cover.png").
 */
export const changeWords = (message: string) =>
  (message.split('\n')[0] ?? '')
    .replace(/ \((?:[\w.-]+\/)*[\w.-]+\.[a-z]+\)$/, '')
    .replace(/(?:[\w.-]+\/)+([\w.-]+\.[a-z]+)/g, (_, file: string) => file);
