import { quotesScrollOnPhone, scrollsOnPhone } from '../ui/carousel.ts';
import type { ResolvedSection, SectionType } from './definitions.ts';

/**
 * About how tall a section is, in px, at a phone's width (375) and a laptop's (1280), before the browser lays it out.
 * Sections below the first screen are `content-visibility: auto` (ui/GlobalStyle.tsx): until a visitor scrolls near
 * one, it takes this height, then the height it had. A height far from the real one made the page grow or shrink
 * as a visitor scrolled (/about went from 5,128 to 4,124 px), and the scrollbar with it.
 */
export interface SectionSize {
  phone: number;
  wide: number;
  /** Between the two (768–991 px), when the average of both is far off: a section that a phone folds */
  tablet?: number;
}

/** Rows of a grid of `count` items, `columns` to a row. */
const rows = (count: number, columns: number) => Math.max(1, Math.ceil(count / columns));

type Sizer<T extends SectionType> = (section: ResolvedSection<T>) => SectionSize;

// Fitted to the sections' heights measured on the built site at 375 and 1280 px; a section with more items grows
// with them. A carousel (compact, with enough cards: ui/carousel.ts) is one card tall on a phone.
const sizers: { [T in SectionType]?: Sizer<T> } = {
  address: () => ({ phone: 540, wide: 510 }),
  affiliateTiers: () => ({ phone: 1040, wide: 575 }),
  badges: () => ({ phone: 240, wide: 240 }),
  comparison: (s) => ({ phone: 400 + 55 * s.rows.length, wide: 300 + 55 * s.rows.length }),
  contactCards: (s) => ({ phone: 100 + 340 * s.items.length, wide: 515 }),
  cta: () => ({ phone: 340, wide: 430 }),
  domainPricing: (s) => ({ phone: 300 + 55 * s.extensions.length, wide: 320 + 72 * s.extensions.length }),
  emailPlans: (s) => ({ phone: 200 + 550 * s.items.length, wide: 760 }),
  // A row per extension on a phone.
  extensionCards: (s) => ({ phone: 200 + 98 * s.extensions.length, wide: 300 + 280 * rows(s.extensions.length, 4) }),
  faq: (s) => ({
    phone: 130 + 60 * s.items.length + (s.openFirst ? 350 : 0),
    wide: 200 + 70 * s.items.length + (s.openFirst ? 140 : 0),
  }),
  // Stacked on a phone, one grouped list: an item is as tall as its text is long (its icon beside its title).
  features: (s) => ({
    phone: scrollsOnPhone(s.compact, s.items.length)
      ? 600
      : 84 +
        (s.title ? 110 : 0) +
        (s.subtitle ? 80 : 0) +
        s.items.reduce((sum, item) => sum + 46 + Math.round(0.85 * item.text.length), 0),
    wide: (s.title ? 230 : 90) + 270 * rows(s.items.length, s.items.length % 3 === 0 ? 3 : 4),
  }),
  figures: (s) => ({ phone: 100 + 75 * s.items.length, wide: 280 }),
  form: () => ({ phone: 920, wide: 860 }),
  jobs: (s) => ({ phone: 1180 * s.jobs.length, wide: 670 * s.jobs.length }),
  // Folded on a phone: its heading and the summary that opens it.
  planComparison: (s) => ({ phone: 154, wide: 420 + 55 * s.rows.length, tablet: 420 + 55 * s.rows.length }),
  plans: (s) => ({ phone: 200 + 530 * s.items.length, wide: 760 }),
  productCards: (s) => ({
    phone: scrollsOnPhone(s.compact, s.cards.length) ? 810 : 200 + 455 * s.cards.length,
    wide: 250 + 500 * rows(s.cards.length, 3),
  }),
  // On a phone a card shows its first features (three as figures, or two as rows) and folds the rest.
  productPlans: (s) => ({
    phone: 100 + 340 * s.plans.length,
    wide: 700 + 35 * s.featureKeys.length,
  }),
  showcase: () => ({ phone: 760, wide: 540 }),
  sslChecker: () => ({ phone: 330, wide: 330 }),
  stats: () => ({ phone: 350, wide: 340 }),
  steps: (s) => ({ phone: 100 + 280 * s.items.length, wide: 480 }),
  supportChannels: (s) => ({ phone: 100 + 375 * s.items.length, wide: 200 + 370 * rows(s.items.length, 3) }),
  team: (s) => ({ phone: 170 + 250 * s.members.length, wide: 650 }),
  // On a phone a row of cards as tall as its longest quote (ui/carousel.ts), or a single card.
  testimonials: (s) => ({
    phone:
      (quotesScrollOnPhone(s.items.length) || s.items.length === 1
        ? 380 + Math.round(0.8 * Math.max(0, ...s.items.map((t) => t.quote.length)))
        : 150) +
      (s.subtitle ? 90 : 0) +
      (s.summary ? 150 : 0),
    wide: 560 * rows(s.items.length, 3),
  }),
  text: (s) => ({
    phone: 350 + 100 * s.paragraphs.length + 60 * s.points.length,
    wide: 350 + 50 * s.paragraphs.length + 25 * s.points.length,
  }),
  webmailProviders: (s) => ({ phone: 100 + 390 * s.items.length, wide: 700 }),
};

const DEFAULT_SIZE: SectionSize = { phone: 700, wide: 500 };

/** About how tall the section is at a phone's and a laptop's width (see SectionSize). */
export function sectionSize(section: ResolvedSection): SectionSize {
  // The table is read with the section's own type only.
  const sizer = sizers[section.type] as Sizer<SectionType> | undefined;
  return sizer ? sizer(section) : DEFAULT_SIZE;
}
