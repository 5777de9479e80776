import { z } from 'zod';
import { iconNames } from '../vocabulary/icon-names.ts';
import { countryCodes } from './country-codes.ts';
import { imagePath } from './file-names.ts';

/** Money is always integer US cents in content; formatting happens in one place (src/ui/format.ts). */
export const cents = z
  .number({ error: 'expected a whole number of US cents (1250 means $12.50)' })
  .int({ error: 'expected a whole number of US cents (1250 means $12.50), not a decimal' })
  .nonnegative({ error: 'expected a price of 0 cents or more' })
  .describe('Price in US cents, a whole number: 1250 means $12.50');

export const period = z.enum(['month', 'year']).describe('Billing period the price is charged for');

/** What a plan costs once its first term is over, when that is not its own price. */
export const renewal = z
  .strictObject({
    price: cents.describe('Price per billing period from the first renewal on, in US cents'),
    after: z
      .number()
      .int({ error: 'expected a whole number of billing periods, e.g. 12' })
      .positive({ error: 'expected a whole number of billing periods, e.g. 12' })
      .describe("Billing periods (the plan's months or years) charged at the plan's own price before it renews"),
  })
  .optional()
  .describe('Leave out when the plan renews at its own price: its card then says so');

export const text = z.string().trim().min(1, { error: 'expected some text, found an empty string' });

/** What fits a search field at the top of a page at 320 px, the narrowest phone (tests/e2e/responsive.spec.ts). */
const MAX_PLACEHOLDER = 32;
/** The text in an empty search field at the top of a page (a hero's domain search, the help center's). */
export const searchPlaceholder = text.max(MAX_PLACEHOLDER, {
  error: `expected at most ${MAX_PLACEHOLDER} characters: a longer placeholder is cut off on a phone`,
});

/** An internal path (/hosting/shared, or a place on it: /domains#bulk-search), a fragment (#chat) or an https URL. */
export const href = z
  .string()
  .regex(/^(\/[a-z0-9\-/]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:[+0-9 ()-]+)$/, {
    error: 'expected a link: an internal path like /hosting/shared, a #fragment, an https:// URL, mailto: or tel:',
  })
  .describe('Where the link goes: /internal/path (with #place if needed), #fragment, https://..., mailto: or tel:');

export const link = z
  .strictObject({
    label: text.describe('Visible link text'),
    href,
  })
  .describe('A labelled link');

/** A country as addresses and search engines name it; the site shows its name (ui/intl.ts). */
export const country = z
  .enum(countryCodes, { error: 'expected a country as its two-letter ISO 3166-1 code, such as US, GB or DE' })
  .describe('Country, as its two-letter ISO 3166-1 code: US, GB, DE, …');

export const icon = z.enum(iconNames).describe('Icon name, one of src/vocabulary/icon-names.ts');

export const cta = z
  .strictObject({
    label: text.describe('Button text'),
    href: href.optional().describe('Where the button goes; omitted for buttons that do nothing yet'),
  })
  .describe('A call-to-action button');

export type Link = z.infer<typeof link>;

/** The heading most sections start with. */
export const heading = {
  title: text.describe('Section heading'),
  subtitle: text.optional().describe('Line under the heading'),
};

/** A section whose cards may take less room on a phone (src/ui/CompactGrid.tsx). */
export const compact = z
  .boolean()
  .default(false)
  .describe(
    'On a phone, the cards in one row that scrolls sideways (the next one peeking in) rather than one under another: a long page gets shorter, with every card still there. Only with four cards or more: fewer stack',
  );

/** A section's fields: a strict object whose `type` names the section type in content files. */
export const sectionOf = <T extends string, S extends z.ZodRawShape>(type: T, shape: S) =>
  z.strictObject({ type: z.literal(type), ...shape });

/**
 * An image file under content/images, shown with an <img>: a photo or picture (png, jpg, webp: the build makes
 * AVIF and WebP in several widths) or an SVG (served as it is). Image fields are the only objects with `src`.
 */
export const image = z
  .strictObject({
    src: z
      .string()
      .regex(imagePath('svg|png|jpe?g|webp'), {
        error: 'expected an image under content/images, e.g. images/blog/ssl-cover.svg (svg, png, jpg or webp)',
      })
      .describe('Image file inside content/, e.g. images/team/ana.png'),
    alt: text.describe('What the image shows, for people who cannot see it'),
  })
  .brand<'image'>()
  .describe('An image');

/**
 * An SVG drawing under content/images in the theme's colours: its shapes use the classes f-accent, s-border,
 * sc-accent, ... (fill, stroke, stop-color of a theme token) and the build colours one copy per theme
 * (src/build/image-assets.ts). The only objects with `svg`.
 */
export const illustration = z
  .strictObject({
    svg: z
      .string()
      .regex(imagePath('svg'), {
        error: 'expected an SVG file under content/images, e.g. images/illustrations/shared.svg',
      })
      .describe('SVG file inside content/, e.g. images/illustrations/shared.svg'),
    alt: text.describe('What the drawing shows, for people who cannot see it'),
  })
  .brand<'illustration'>()
  .describe('A themed illustration');

export type ImageField = z.output<typeof image>;
export type IllustrationField = z.output<typeof illustration>;
