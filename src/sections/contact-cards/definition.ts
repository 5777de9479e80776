import { z } from 'zod';
import { heading, sectionOf } from '../../content/fields.ts';
import type { ContentIssue } from '../../content/issue.ts';
import { contactCard, type ContactCard } from './contact-card.ts';
import { defineSection } from '../define.ts';

const digits = (text: string) => text.replace(/\D/g, '');

/** What a card must agree with in site.yaml organization: the email address, or the phone number's digits. */
function disagreement(card: ContactCard, company: { email: string; telephone: string }): string | undefined {
  if (card.kind === 'email' && (card.value !== company.email || card.href !== `mailto:${company.email}`))
    return `expected the email address site.yaml organization declares, ${company.email}, as value and in href mailto:${company.email}`;
  if (
    card.kind === 'phone' &&
    (digits(card.value) !== digits(company.telephone) || card.href !== `tel:${company.telephone}`)
  )
    return `expected the number site.yaml organization declares, ${company.telephone}, in value (written as you like) and in href tel:${company.telephone}`;
  return undefined;
}

export default defineSection({
  schema: sectionOf('contactCards', { ...heading, items: z.array(contactCard).min(1) }),
  check: (section, { content, host, field }) => {
    const company = content.site.organization;
    if (!company) return [];
    return section.items.flatMap((card, i): ContentIssue[] => {
      const message = disagreement(card, company);
      return message ? [{ file: host._meta.file, field: field('items', i), message }] : [];
    });
  },
});
