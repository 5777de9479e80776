// Visual editing's source map: in a live preview, each text the edited document gives its page carries the path of
// the field it came from, in invisible characters after it (stega, @vercel/stega). No component knows: the text goes
// through the resolver and the site's own components as it is, and a click on the page reads the path back from the
// text under it (cms/shared/visual-edit/locate.ts). Only prose is tagged: a name other content refers to, a link, an
// image's file, a choice or a pattern-checked value is compared or parsed by the site and must stay as written.
import { vercelStegaCombine } from '@vercel/stega';
import { formSchemaOf, typeOfFile } from './documents.ts';
import { schemaAt } from '../shared/schema-at.ts';
import type { Path } from '../shared/describe-change.ts';
import type { SiteContent } from '../../src/content/registry.ts';

type Node = Record<string, unknown>;

/**
 * Texts that other documents name by their value (the targets of the form's lists of choices, references.ts): a
 * post's category is compared with the category's name. A plan's name is tagged: what names it is in its own
 * document (the card's plan), which is given the same tagged name below.
 */
const NAMED_BY_OTHERS: Record<string, RegExp> = {
  blogCategories: /^categories\.\d+\.name$/,
  helpCenter: /^categories\.\d+\.name$/,
};

/** A product's card names one of its plans: the tagged name of that plan, so that the two still match. */
function withPlanNamed<T>(tagged: T, doc: T): T {
  const product = tagged as { plans?: { name: string }[]; card?: { pricePlan?: string } };
  const plans = (doc as typeof product).plans ?? [];
  const at = plans.findIndex((plan) => plan.name === product.card?.pricePlan);
  const name = product.plans?.[at]?.name;
  return name === undefined || !product.card
    ? tagged
    : ({ ...product, card: { ...product.card, pricePlan: name } } as T);
}

/** A field a marketer writes words in: a string with no fixed choices, pattern or format. */
function isProse(node: Node | undefined): boolean {
  if (!node) return false;
  const options = (node.anyOf ?? node.oneOf) as Node[] | undefined;
  if (options) return options.some(isProse);
  return (
    node.type === 'string' &&
    node.enum === undefined &&
    node.const === undefined &&
    node.pattern === undefined &&
    node.format === undefined &&
    node['x-choices'] === undefined
  );
}

/** The document with each prose string followed by its field's path, hidden; everything else as it was. */
function tagProse<T>(doc: T, type: string): T {
  const schema = formSchemaOf(type as Parameters<typeof formSchemaOf>[0]);
  const named = NAMED_BY_OTHERS[type];
  const walk = (value: unknown, path: Path): unknown => {
    if (typeof value === 'string') {
      if (path.length === 0 || (named && named.test(path.join('.')))) return value;
      return isProse(schemaAt(schema, doc, path)) ? vercelStegaCombine(value, path, 'auto') : value;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, key === '_meta' ? inner : walk(inner, [...path, key])]),
    );
  };
  const tagged = walk(doc, []) as T;
  return type === 'products' ? withPlanNamed(tagged, doc) : tagged;
}

/** The content with the document of `file` (inside the content folder) tagged; the other documents untouched. */
export function withTaggedDocument(content: SiteContent, file: string): SiteContent {
  const type = typeOfFile(file);
  if (!type) return content;
  const isFile = (doc: unknown) => (doc as { _meta?: { file?: string } })._meta?.file?.endsWith(`/${file}`) === true;
  const docs: unknown = content[type];
  const tagged = Array.isArray(docs)
    ? docs.map((doc: unknown) => (isFile(doc) ? tagProse(doc, type) : doc))
    : isFile(docs)
      ? tagProse(docs, type)
      : docs;
  return { ...content, [type]: tagged };
}
