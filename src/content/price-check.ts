// Prices in copy are written through their slot, {price:shared/Starter} (prices.ts), never typed: a typed "$4.99"
// goes stale the day the plan's price changes. Read before the slots are filled, for fields and MDX bodies alike.
import type { ContentIssue } from './issue.ts';
import { formatFieldPath } from './issue.ts';
import { PRICE_IN_TEXT, scanBody, type Located } from './mdx-body.ts';
import { PRICE_SLOT, priceSlot, pricesOf, type PlanPrice } from './prices.ts';
import type { SiteContent } from './registry.ts';
import { documents, texts } from './site-rules.ts';

/** "$1,299.00" -> 129900 */
const centsOf = (typed: string) => Math.round(Number(typed.replace(/[$,]/g, '')) * 100);

const choice = (p: PlanPrice) => `${priceSlot(p.key)} for ${p.plan}'s price (${p.product})`;

/** What is wrong with a price typed as text: the slot to write when it is a plan's price. */
function typedPrice(typed: string, prices: readonly PlanPrice[]): string {
  const plans = prices.filter((p) => p.cents === centsOf(typed));
  if (plans.length === 0)
    return `writes the price ${typed} as text; prices live only in price fields (in cents) so that a change shows everywhere, so reword this without it`;
  const [only] = plans;
  const slots =
    plans.length === 1 && only ? `${priceSlot(only.key)} for ${only.plan}'s price` : plans.map(choice).join(', or ');
  return `states "${typed}" as text; write ${slots}, so that it follows the product`;
}

/** What is wrong with a slot that names no plan, and the ones there are. */
function unknownSlot(slot: string, key: string, prices: readonly PlanPrice[]): string | undefined {
  if (prices.some((p) => p.key === key)) return undefined;
  const at = key.indexOf('/');
  const product = at < 0 ? key : key.slice(0, at);
  const plans = prices.filter((p) => p.key.startsWith(`${product}/`));
  if (plans.length > 0)
    return `"${slot}" names no plan of ${plans[0]?.product}; its plans are ${plans.map((p) => priceSlot(p.key)).join(', ')}`;
  const products = [...new Map(prices.map((p) => [p.key.slice(0, p.key.indexOf('/')), p.product]))];
  return `"${slot}" names no product; write {price:product/plan} with one of ${products.map(([slug, name]) => `${slug} (${name})`).join(', ')}`;
}

/** Every problem with prices in a text: typed ones, and slots naming no plan. */
function said(text: string, prices: readonly PlanPrice[]): string[] {
  return [
    ...[...text.matchAll(PRICE_IN_TEXT)].map(([typed]) => typedPrice(typed, prices)),
    ...[...text.matchAll(PRICE_SLOT)].flatMap(([slot, key = '']) => unknownSlot(slot, key, prices) ?? []),
  ];
}

/** Prices typed as text where a plan's slot should be, and slots that name no plan; read before they are filled. */
export function checkPrices(content: SiteContent): ContentIssue[] {
  const prices = pricesOf(content);
  return documents(content).flatMap((doc) => {
    const { file, body, bodyLine = 1 } = doc._meta;
    const fields = [...texts(doc)].flatMap(([text, path]) =>
      said(text, prices).map((message) => ({ file, field: formatFieldPath(path), message })),
    );
    // A body's prose, code left out: `$4.99` in a code span is an example, "{price:…}" there is not a slot.
    const prose: Located[] = body === undefined ? [] : scanBody(body).texts;
    const inBody = prose.flatMap(({ value, line }) =>
      said(value, prices).map((m) => ({ file, field: 'body', message: `at line ${line + bodyLine - 1} ${m}` })),
    );
    return [...fields, ...inBody];
  });
}
