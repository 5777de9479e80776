// The team editor's words for a draft's status and its times.
import type { DraftStatus, Role } from './team-api';

export const STATUS_LABEL: Record<DraftStatus, string> = {
  draft: 'Draft',
  'in-review': 'In review',
  published: 'Published',
};

export const ROLE_LABEL: Record<Role, string> = { editor: 'editor', publisher: 'publisher' };

const when = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
/** A time as people read it; an empty or broken time as nothing */
export const shownTime = (iso: string) => (iso && !Number.isNaN(Date.parse(iso)) ? when.format(new Date(iso)) : '');
