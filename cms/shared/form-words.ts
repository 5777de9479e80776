// The words a marketer reads on the form: labels and help made from the schemas' own names and descriptions, which
// are written for whoever edits the schema (file paths, field names in quotes, JSON defaults).

/** Field names whose plain word is not the name itself. */
const WORDS: Record<string, string> = {
  cta: 'Button',
  href: 'Link',
  svg: 'Drawing',
  src: 'Image file',
  alt: 'Text for people who cannot see it',
  featureKeys: 'Features compared',
  pricePlan: 'Price from plan',
  faq: 'FAQ',
  readTime: 'Reading time (minutes)',
  ui: 'Words on the site',
};
const ACRONYMS: Record<string, string> = {
  faq: 'FAQ',
  cta: 'call to action',
  ssl: 'SSL',
  url: 'URL',
  id: 'ID',
  seo: 'SEO',
};

/** "featureKeys" -> "Feature keys"; "faq" -> "FAQ". */
export function humanize(name: string): string {
  const word = WORDS[name];
  if (word) return word;
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[\s_-]+/)
    .map((w) => ACRONYMS[w] ?? w)
    .join(' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The settings file a path names, as a marketer knows it: content/social-proof.yaml -> "the social proof settings". */
const settings = (name: string) => `the ${humanize(name).toLowerCase()} settings`;

/** Rewrites, in order; each takes a developer's phrase to a marketer's. */
const REWRITES: [RegExp, string | ((...groups: string[]) => string)][] = [
  // References are pickers: the picker shows the choices, so where they come from need not be said.
  [
    /^(?:Name|Id|Slug|File name \(without \.mdx\)) of an? [\w -]+ (?:in|declared in) \S+(?: under \S+)?(?=$|[:;,.])/,
    '',
  ],
  [/^Slugs of (?:the )?products in content\/products/, 'The products'],
  [/, one of \S+\.ts$/, ''],
  [/ inside content\/, e\.g\. images\/\S+$/, ''],
  [/\bsite\.yaml(?: [\w.]+)?/g, 'the site settings'],
  [/\bcontent\/([a-z-]+)\.yaml/g, (_, name = '') => settings(name)],
  [/\bcontent\/([a-z-]+)\b/g, (_, name = '') => `the ${humanize(name).toLowerCase()}`],
  // A field named in quotes or as a dotted path is named by its label.
  [/"([a-z]+[A-Z]\w*|[a-z]+)"/g, (_, name = '') => `“${humanize(name)}”`],
  // Not a web address (example.com), nor a {placeholder} the site fills in.
  [
    /(?<![@\w.])([a-z]{3,})\.([a-z]{3,}\w*)\b(?!\.)/g,
    (_, a = '', b = '') => `${humanize(a)} › ${humanize(b).toLowerCase()}`,
  ],
  [/(?<![{\w])([a-z]+[A-Z]\w*)\b(?!\})/g, (_, name = '') => `“${humanize(name)}”`],
  [/"([^"]*)"/g, '“$1”'],
];

/** A schema description in a marketer's words; undefined when nothing is left to say. */
export function plainDescription(text: string | undefined): string | undefined {
  if (!text) return undefined;
  let out = text;
  for (const [pattern, replacement] of REWRITES)
    out = out.replace(pattern, replacement as (substring: string, ...args: string[]) => string);
  out = out.replace(/^[:;,.]\s*/, '').trim();
  return out ? out.charAt(0).toUpperCase() + out.slice(1) : undefined;
}

/** A money field's description without the cents it is stored in: the form shows dollars. */
export function moneyDescription(text: string | undefined): string | undefined {
  if (!text || /^Price in US cents/.test(text)) return undefined;
  return text
    .replace(/ in (?:US )?cents\b/, '')
    .replace(/ per year, keyed by extension/, ' per year, for each extension');
}

/** A default as the form shows it: "Get Started", "month", "on", "Apply Now (/careers/apply)". */
export function defaultText(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map(defaultText).join(', ');
  const parts = Object.values(value as Record<string, unknown>).map(defaultText);
  const [first, ...rest] = parts.filter(Boolean);
  return first && (rest.length > 0 ? `${first} (${rest.join(', ')})` : first);
}
