import { z } from 'zod';
import { affiliateTier } from './affiliate-tier.ts';
import { cta, link, text } from '../fields.ts';
import { contactCard } from './contact-card.ts';
import { emailPlan } from './email-plan.ts';
import { faqItem } from './faq-item.ts';
import { featureCard } from './feature-card.ts';
import { formSection } from './form.ts';
import { protectionPlan } from './protection-plan.ts';
import { sslProduct } from './ssl-product.ts';
import { stat } from './stat.ts';
import { teamMember } from './team-member.ts';
import { webmailProvider } from './webmail-provider.ts';

const heading = {
  title: text.describe('Section heading'),
  subtitle: text.optional().describe('Line under the heading'),
};
const section = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

const domainSearch = z.strictObject({
  placeholder: text,
  button: text.describe('Button text, e.g. "Search Domains"'),
  label: text.describe('Accessible label of the input'),
});

/** Every section a page may hold; the section registry in src/sections renders each type. */
export const pageSection = z.discriminatedUnion('type', [
  section('hero', {
    eyebrow: text.optional(),
    ...heading,
    badges: z.array(text).default([]),
    search: domainSearch.optional().describe('Shows the domain search form in the hero'),
    cta: cta.optional(),
    secondaryCta: cta.optional(),
  }),
  section('logoStrip', { title: text, logos: z.array(text).min(1).describe('Brand names shown in the strip') }),
  section('productCards', {
    ...heading,
    products: z.array(z.string()).min(1).describe('Slugs of products in content/products, in display order'),
    linkLabel: text.default('Learn More'),
  }),
  section('stats', { title: text.optional(), items: z.array(stat).min(1) }),
  section('text', { ...heading, paragraphs: z.array(text).min(1), points: z.array(text).default([]) }),
  section('features', { ...heading, items: z.array(featureCard).min(1) }),
  section('team', { ...heading, members: z.array(teamMember).min(1) }),
  section('cta', { ...heading, cta, secondaryCta: cta.optional() }),
  section('extensionCards', { ...heading, cta: text.default('Register') }),
  section('domainPricing', {
    ...heading,
    columns: z.strictObject({ extension: text, registration: text, renewal: text, transfer: text, action: text }),
    actionLabel: text.describe('Button text in the action column'),
  }),
  section('faq', {
    ...heading,
    items: z.array(faqItem).min(1),
    openFirst: z.boolean().default(false).describe('Open the first answer on load'),
  }),
  section('sslProducts', { ...heading, items: z.array(sslProduct).min(1) }),
  section('protectionPlans', { ...heading, items: z.array(protectionPlan).min(1) }),
  section('emailPlans', {
    ...heading,
    labels: z
      .strictObject({ storage: text, accounts: text })
      .describe("Labels before each plan's storage and account count"),
    items: z.array(emailPlan).min(1),
  }),
  section('comparison', {
    ...heading,
    columns: z.array(text).min(1).describe('Column headings, e.g. plan names'),
    rows: z
      .array(
        z.strictObject({ label: text, values: z.array(z.union([text, z.boolean()])).describe('One value per column') }),
      )
      .min(1),
  }),
  section('supportChannels', {
    ...heading,
    items: z.array(z.strictObject({ icon: featureCard.shape.icon, title: text, text, cta: link })).min(1),
  }),
  section('webmailProviders', {
    ...heading,
    openLabel: text.describe('Card button text'),
    items: z.array(webmailProvider).min(1),
    help: cta.optional(),
  }),
  section('contactCards', { ...heading, items: z.array(contactCard).min(1) }),
  section('address', { ...heading, lines: z.array(text).min(1), hours: z.array(text).default([]) }),
  section('blogIndex', {
    searchLabel: text,
    searchPlaceholder: text,
    categoryLabel: text,
    allCategories: text.describe('First option of the category select'),
    featuredTitle: text,
    recentTitle: text,
    recentCount: z.number().int().positive().default(5),
    categoriesTitle: text,
    emptyText: text.describe('Shown when no post matches the search'),
    readMore: text,
  }),
  section('jobs', { ...heading, resume: z.strictObject({ title: text, text, cta: link }) }),
  section('affiliateTiers', { ...heading, items: z.array(affiliateTier).min(1), notes: z.array(text).default([]) }),
  section('steps', { ...heading, items: z.array(z.strictObject({ title: text, text })).min(1) }),
  section('legal', { document: z.string().describe('File name (without .mdx) of a document in content/legal') }),
  formSection,
]);

export type PageSection = z.infer<typeof pageSection>;
export type SectionType = PageSection['type'];
