// Where the buying buttons of the sections lead once site.yaml has an order hand-off (src/content/order.ts). Without
// one they lead nowhere and do nothing, as the specification has it: every function here then answers undefined.
import type { SiteContent } from '../content/registry.ts';
import { SEARCH_ANCHOR, SEARCH_PAGE } from '../features/domain-search/contract.ts';
import { defaultPlanId, planOrderUrl } from '../vocabulary/order-links.ts';
import { PLANS_ANCHOR } from '../vocabulary/paths.ts';
import type { Host } from './define.ts';

/**
 * A plan's link to the order system: its id (its own orderId, else its file's name and its name) and its billing
 * period as the card shows it. The page has no period switch, so the period is the plan's.
 */
export function planOrderHref(
  content: SiteContent,
  host: Host,
  plan: { name: string; orderId?: string | undefined },
  period: 'month' | 'year',
): string | undefined {
  const order = content.site.order;
  if (!order?.plan) return undefined;
  const id = plan.orderId ?? defaultPlanId(host._meta.name, plan.name);
  return planOrderUrl(order.plan, { plan: id, period: order.periods[period] });
}

/** A plan's button with its link, unless it has a link of its own or there is no hand-off. */
export const withOrderHref = <T extends { label: string; href?: string | undefined }>(cta: T, href?: string): T =>
  !cta.href && href ? { ...cta, href } : cta;

/**
 * Where an extension's Register leads with a domain hand-off: the domain search box, since a domain is ordered by its
 * name, and the search's results hold the cart.
 */
export const extensionOrderHref = (content: SiteContent) =>
  content.site.order?.domain ? `${SEARCH_PAGE}#${SEARCH_ANCHOR}` : undefined;

/**
 * Where the SSL checker's "Secure it now" leads with a plan hand-off: the plan cards of its own page, whose buttons
 * lead on to the order. The check knows nothing of the visitor's site, so the visitor chooses the certificate (free
 * DV, business, wildcard) rather than landing in the order of one picked for them, as hosts' own SSL checkers do.
 * A page without plan cards has nowhere to send them: the button stays as the specification has it.
 */
export const plansAnchorHref = (content: SiteContent, host: Host) =>
  content.site.order?.plan && host.sections.some((s) => s.type === 'productPlans') ? `#${PLANS_ANCHOR}` : undefined;
