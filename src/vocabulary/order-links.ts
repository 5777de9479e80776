// Links into the company's order system (WHMCS, Blesta, HostBill or its own), made from the address templates of
// site.yaml's `order`: {plan} and {period} in a plan's, {domain} or {domains} in a domain's. Every value is
// URL-encoded as it is filled in. Shared by the content check (which refuses a template these cannot fill), the
// build (plan buttons), the browser (the domain cart) and the server (a domain's link without JavaScript).

/** The placeholders each kind of template may hold. */
const orderSlots = { plan: ['plan', 'period'], domain: ['domain', 'domains'] } as const;
export type OrderLinkKind = keyof typeof orderSlots;

/** A template as a marketer would write one, for messages. */
const examples: Record<OrderLinkKind, string> = {
  plan: 'https://billing.example.com/order?plan={plan}&period={period}',
  domain: 'https://billing.example.com/order?domain={domain}',
};

const SLOT = /\{([^{}]*)\}/g;
/** Scheme and host (and port): where no placeholder may stand. */
const ORIGIN = /^https?:\/\/[^/?#]*/i;
/** A query parameter whose whole value is {domain}: a cart of several domains repeats it. */
const DOMAIN_PAIR = /^[^=&#]+=\{domain\}$/;

const slotsOf = (template: string) => [...template.matchAll(SLOT)].map((m) => m[1] ?? '');
const listed = (names: readonly string[], and = ' and ') => names.map((n) => `{${n}}`).join(and);

/** The query of an address, as its pairs (the text between ? and #). */
const queryPairs = (address: string) => address.split('#')[0]?.split('?').slice(1).join('?').split('&') ?? [];

/** What is wrong with an order link template, in a marketer's words; undefined when it can be filled. */
export function orderTemplateProblem(template: string, kind: OrderLinkKind): string | undefined {
  const example = examples[kind];
  const allowed: readonly string[] = orderSlots[kind];
  const origin = ORIGIN.exec(template)?.[0];
  if (!origin) return `expected a full address starting with https:// (or http://), e.g. ${example}`;
  if (/\s/.test(template)) return 'expected an address without spaces';
  if (/[{}]/.test(origin))
    return `a placeholder can stand in the path or the query of the address, not in its host (${origin})`;
  const slots = slotsOf(template);
  const unknown = slots.find((s) => !allowed.includes(s));
  if (unknown !== undefined)
    return `{${unknown}} is not a placeholder of a ${kind}'s order link; use ${listed(allowed, kind === 'plan' ? ' and ' : ' or ')}, e.g. ${example}`;
  if (/[{}]/.test(template.replace(SLOT, '')))
    return `has a brace that opens or closes no placeholder; placeholders are ${listed(allowed)}`;
  if (!URL.canParse(template.replace(SLOT, 'x')) || !new URL(template.replace(SLOT, 'x')).hostname)
    return `is not a valid address, e.g. ${example}`;
  if (kind === 'plan')
    return slots.includes('plan')
      ? undefined
      : `expected {plan} where the plan goes, e.g. ${example}: without it every plan would lead to the same order`;
  const one = slots.includes('domain');
  if (one === slots.includes('domains'))
    return one
      ? 'expected {domain} or {domains}, not both'
      : `expected {domain} (or {domains}, the domains of a cart joined by commas), e.g. ${example}`;
  // A cart of several domains repeats a parameter whose whole value is {domain}: domain=a.com&domain=b.io.
  if (one && queryPairs(template).filter((pair) => DOMAIN_PAIR.test(pair)).length !== slots.length)
    return `expected {domain} as the whole value of a query parameter (…?domain={domain}), so that a cart of several domains can repeat it; or write {domains} for the cart's domains joined by commas`;
  return undefined;
}

const encode = encodeURIComponent;

/** A plan's order link: the template with its {plan} and {period} filled in. */
export const planOrderUrl = (template: string, values: { plan: string; period: string }) =>
  template.replace(SLOT, (slot, name: string) => (name === 'plan' || name === 'period' ? encode(values[name]) : slot));

/**
 * The order link of one or more domains: {domains} becomes them joined by commas, and a query parameter whose value
 * is {domain} is repeated once for each (domain=a.com&domain=b.io).
 */
export function domainOrderUrl(template: string, domains: readonly string[]): string {
  if (template.includes('{domains}')) return template.replace(SLOT, () => domains.map(encode).join(','));
  const hashAt = template.indexOf('#');
  const [address, hash] = hashAt < 0 ? [template, ''] : [template.slice(0, hashAt), template.slice(hashAt)];
  const queryAt = address.indexOf('?');
  const pairs = address
    .slice(queryAt + 1)
    .split('&')
    .flatMap((pair) =>
      DOMAIN_PAIR.test(pair) ? domains.map((d) => pair.replace('{domain}', () => encode(d))) : [pair],
    );
  return `${address.slice(0, queryAt)}?${pairs.join('&')}${hash}`;
}

/**
 * The value of {plan} when the plan names no id of the order system: its file's name and its own, as one slug
 * (shared/Starter: shared-starter; email/Business: email-business).
 */
export const defaultPlanId = (file: string, plan: string) =>
  `${file}-${plan}`
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
