import { z } from 'zod';
import { heading, sectionOf } from '../../content/fields.ts';
import type { ContentIssue } from '../../content/issue.ts';
import type { SiteContent } from '../../content/registry.ts';
import { contactCard, type ContactCard } from './contact-card.ts';
import { defineSection } from '../define.ts';

type Company = NonNullable<SiteContent['site']['organization']>;

const digits = (text: string) => text.replace(/\D/g, '');

/** A number in international form as people write it: +1 (888) 646-2870 in North America, else as it is. */
const readable = (telephone: string) =>
  /^\+1\d{10}$/.test(telephone)
    ? `+1 (${telephone.slice(2, 5)}) ${telephone.slice(5, 8)}-${telephone.slice(8)}`
    : telephone;

/** What an email or phone card shows and links to: the company's own (site.yaml organization). */
function declared(card: ContactCard, company: Company | undefined): { value: string; href: string } | undefined {
  if (!company) return undefined;
  if (card.kind === 'email') return { value: company.email, href: `mailto:${company.email}` };
  if (card.kind === 'phone') return { value: readable(company.telephone), href: `tel:${company.telephone}` };
  return undefined;
}

/** Why a card's own value or href contradicts the company's, if it does. */
function disagreement(card: ContactCard, own: { value: string; href: string }): string | undefined {
  const same =
    card.kind === 'phone'
      ? (card.value === undefined || digits(card.value) === digits(own.value)) &&
        (card.href === undefined || card.href === own.href)
      : (card.value === undefined || card.value === own.value) && (card.href === undefined || card.href === own.href);
  return same
    ? undefined
    : `expected what site.yaml organization declares (${own.value}, ${own.href}); leave value and href out to show it`;
}

export default defineSection({
  schema: sectionOf('contactCards', { ...heading, items: z.array(contactCard).min(1) }),
  resolve: (section, { content }) => ({
    ...section,
    items: section.items.map((card) => {
      const own = declared(card, content.site.organization);
      return { ...card, value: card.value ?? own?.value ?? '', href: card.href ?? own?.href ?? '' };
    }),
  }),
  check: (section, { content, host, field }) =>
    section.items.flatMap((card, i): ContentIssue[] => {
      const at = { file: host._meta.file, field: field('items', i) };
      const own = declared(card, content.site.organization);
      if (!own)
        return card.value && card.href
          ? []
          : [{ ...at, message: `expected the value a ${card.kind} card shows and its href` }];
      const message = disagreement(card, own);
      return message ? [{ ...at, message }] : [];
    }),
});
