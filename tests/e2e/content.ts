// What the pages render, read straight from the content files (content/, or $CONTENT_DIR like the build),
// so tests expect whatever copy, prices and counts a marketer wrote. Raw YAML, typed only as far as the
// tests need; the app's schemas stay out of it. Lookups throw when content lacks what a test asks for.
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const dir = resolve(fileURLToPath(new URL('../..', import.meta.url)), process.env.CONTENT_DIR ?? 'content');

export interface Link {
  label: string;
  href: string;
}
interface Titled {
  title: string;
}
/** A page section: its `type` and whatever fields that type has. */
export type Section = { type: string } & Record<string, unknown>;
export interface Page {
  path: string;
  aliases?: string[];
  /** Kept out of search results and the sitemap */
  noindex?: boolean;
  title: string;
  description: string;
  sections: Section[];
}
interface Plan {
  name: string;
  price: number;
  popular?: boolean;
  cta?: string;
  features: Record<string, string | number | boolean>;
  highlights?: string[];
}
export interface Product {
  slug: string;
  name: string;
  title: string;
  order?: number;
  menu?: { group: string; label: string };
  card?: { title: string; pricePlan: string };
  featureKeys: { key: string; label: string }[];
  plans: Plan[];
  sections: Section[];
}
export interface Site {
  name: string;
  url: string;
  seo: { image: string };
  nav: {
    hosting: { label: string; groups: (Titled & { id: string; links?: Link[] })[] };
    signIn: { label: string; groups: (Titled & { links: Link[] })[] };
    cta: Link;
    theme: { toDark: string; toLight: string };
    menu: { open: string; close: string };
  };
  footer: {
    columns: (Titled & { links: Link[] })[];
    newsletter: { label: string; button: string };
    legal: Link[];
  };
  /** Links that may point at pages not built yet (they show the not-found page) */
  unroutedLinks: string[];
  ui: {
    loading: string;
    backToTop: string;
    notFound: Titled & {
      text: string;
      cta: Link;
      search: string;
      sectionsTitle: string;
      sections: Link[];
      contact: Titled & { cta: Link };
    };
    chunkError: { reload: string };
    perYear: string;
    allFeatures: string;
    showComparison: string;
    formNeedsScript: string;
    backToBlog: string;
  };
  session: { placeholderName: string; signOut: string };
  domainSearch: {
    dialogTitle: string;
    /** An available domain's cart button */
    register: string;
    available: string;
    taken: string;
    unknown: string;
    unknownReasons: { timeout: string; unreachable: string };
    checking: string;
    checkingMore: string;
    close: string;
    retry: string;
    sort: { label: string; price: string; extension: string };
    failure: { title: string; links: { label: string; href: string }[] };
  };
}
export interface Testimonial {
  slug: string;
  quote: string;
  name: string;
  role: string;
  company: string;
  rating?: number;
  products?: string[];
  order?: number;
}
export interface SocialProof {
  reviews: { score: number; outOf: number; count: number; source: string; summary: string };
  ratingLabel: string;
  figures: { value: string; label: string }[];
}
/** An open position (content/jobs): where it is, as its JobPosting states it, and the days it is open. */
interface Job {
  /** The file name, which is the job's ?job= on the application form */
  slug: string;
  title: string;
  workplace: 'onsite' | 'hybrid' | 'remote';
  office?: { locality: string; region: string; country: string };
  applicantCountries?: string[];
  datePosted: string;
  validThrough: string;
}
/** A call to action at the end of a post: the blog page's (its blogIndex section's post.cta), or a post's own. */
export interface PostCta {
  title: string;
  text?: string;
  button: Link;
}
export interface Post {
  slug: string;
  title: string;
  date: string;
  category: string;
  featured?: boolean;
  cta?: PostCta;
}

/** The declared facts (content/facts.yaml), whose {name} the pages show as their value. */
const facts = (parse(readFileSync(join(dir, 'facts.yaml'), 'utf8')) as { facts: { name: string; value: string }[] })
  .facts;
/** YAML as the pages show it: each fact's {name} filled in, as the loader does (src/content/facts.ts). */
export const parseShown = (text: string): unknown =>
  parse(text, (_key, value: unknown) =>
    typeof value === 'string'
      ? value.replace(/\{(\w+)\}/g, (slot, name: string) => facts.find((f) => f.name === name)?.value ?? slot)
      : value,
  );
const read = <T>(file: string): T => parseShown(readFileSync(join(dir, file), 'utf8')) as T;
const files = (folder: string, ext: string) =>
  readdirSync(join(dir, folder))
    .filter((f) => f.endsWith(ext))
    .sort();
const frontmatter = <T>(file: string): T =>
  parseShown(/^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(join(dir, file), 'utf8'))?.[1] ?? '') as T;
export const must = <T>(value: T | undefined, what: string): T => {
  if (value === undefined) throw new Error(`content has no ${what}`);
  return value;
};

export const site = read<Site>('site.yaml');
export const pages = files('pages', '.yaml').map((f) => read<Page>(`pages/${f}`));
export const products = files('products', '.yaml').map((f) => {
  const doc = read<Omit<Product, 'slug'> & { slug?: string }>(`products/${f}`);
  return { ...doc, slug: doc.slug ?? basename(f, '.yaml') };
});
const jobs = files('jobs', '.yaml').map((f) => ({
  ...read<Omit<Job, 'slug'>>(`jobs/${f}`),
  slug: basename(f, '.yaml'),
}));
/** The jobs the site shows today: open through their validThrough day, as the build decides (src/content/types/jobs.ts). */
export const openJobs = jobs.filter((j) => j.validThrough >= new Date().toISOString().slice(0, 10));
export const posts = files('blog', '.mdx').map((f) => ({
  ...frontmatter<Omit<Post, 'slug'>>(`blog/${f}`),
  slug: basename(f, '.mdx'),
}));
/** Every testimonial, lowest order first, as the testimonials section lists them. */
export const testimonials = files('testimonials', '.yaml')
  .map((f) => ({ ...read<Omit<Testimonial, 'slug'>>(`testimonials/${f}`), slug: basename(f, '.yaml') }))
  .sort((a, b) => (a.order ?? 100) - (b.order ?? 100) || a.slug.localeCompare(b.slug));
export const socialProof = read<SocialProof>('social-proof.yaml');
/** The price list of /domains: every extension, its yearly prices in cents, the popular ones on cards. */
export const extensions = read<{
  extensions: { extension: string; registration: number; renewal: number; transfer: number; popular?: boolean }[];
}>('domains/extensions.yaml').extensions;
/** Yearly price in cents of each extension domain search accepts. */
export const searchPrices = read<{ prices: Record<string, number> }>('domains/search-prices.yaml').prices;

/** The page served at a path (its own or an alias), or the product whose page it is. */
export const page = (path: string): { sections: Section[] } =>
  must(
    pages.find((p) => p.path === path || p.aliases?.includes(path)) ??
      products.find((p) => `/hosting/${p.slug}` === path),
    `page for ${path}`,
  );
/** The product shown at a path (/hosting/<slug>). */
export const product = (path: string) =>
  must(
    products.find((p) => `/hosting/${p.slug}` === path),
    `product at ${path}`,
  );
/** The first section of a type on the page at a path; its fields are read raw. */
export function section<T = Record<string, unknown>>(path: string, type: string): T & Section {
  return must(page(path).sections.find((s) => s.type === type) as (T & Section) | undefined, `${type} on ${path}`);
}
/** The label of the link to href in a list of links. */
export const labelOf = (links: Link[] | undefined, href: string) =>
  must(links?.find((l) => l.href === href)?.label, `link to ${href}`);
export const footerLinks = () => site.footer.columns.flatMap((c) => c.links);
/** The item at index i (negative counts from the end) of a content list. */
export const nth = <T>(list: T[] | undefined, i: number, what: string) => must(list?.at(i), what);
export const popularPlan = (p: Product) =>
  must(
    p.plans.find((plan) => plan.popular),
    `popular plan of ${p.name}`,
  );

/** Cents as the site shows them (src/ui/format.ts): 14999 → $149.99. */
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });
export const price = (cents: number) => usd.format(cents / 100);
