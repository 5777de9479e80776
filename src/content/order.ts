// The hand-off to the company's order system (site.yaml's `order`): where plan buttons and domain results lead, and
// the words of the domain cart. Left out, every buying button stays as the specification has it: it does nothing.
import { z } from 'zod';
import { orderTemplateProblem, type OrderLinkKind } from '../vocabulary/order-links.ts';
import { text } from './fields.ts';

const template = (kind: OrderLinkKind) =>
  z
    .string({ error: 'expected an address (https://…) with its placeholders' })
    .trim()
    .superRefine((value, context) => {
      const problem = orderTemplateProblem(value, kind);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** The order system's own id of a plan, where it is not the plan's default (its file's name and its own). */
export const orderId = z
  .string()
  .trim()
  .min(1, { error: 'expected the plan\'s id in the order system, e.g. "12"' })
  .max(100)
  .optional()
  .describe(
    "The plan's id in the order system, filled in for {plan} in site.yaml's order.plan; left out, the file's name and the plan's (shared-starter)",
  );

export const orderHandOff = z
  .strictObject({
    plan: template('plan')
      .optional()
      .describe(
        "Where a plan's button leads: the order system's address, {plan} standing for the plan's id and {period} for its billing period, e.g. https://billing.example.com/cart.php?a=add&pid={plan}&billingcycle={period}. Left out, plan buttons do nothing",
      ),
    domain: template('domain')
      .optional()
      .describe(
        "Where the domain cart's Continue to order leads: {domain} as the whole value of a query parameter (repeated for each domain of the cart: ?domain=a.com&domain=b.io), or {domains} (the cart's domains joined by commas), e.g. https://billing.example.com/cart.php?a=add&domain=register&query={domain}. Left out, there is no cart and its buttons do nothing",
      ),
    periods: z
      .strictObject({
        month: text.default('month').describe('What {period} is for a monthly plan, e.g. monthly'),
        year: text.default('year').describe('What {period} is for a yearly plan, e.g. annually'),
      })
      .prefault({})
      .describe('How the order system names the billing periods'),
    cart: z
      .strictObject({
        title: text.default('Your cart ({count})').describe('Heading of the domain cart; {count} is how many domains'),
        total: text.default('Total').describe("Before the sum of the cart's yearly prices"),
        remove: text
          .default('Remove')
          .describe('Button that takes a domain out of the cart (its name is added for screen readers)'),
        continue: text.default('Continue to order').describe("Link to the order system with the cart's domains"),
        added: text.default('{domain} added to your cart').describe('Told to screen readers as a domain is added'),
        removed: text
          .default('{domain} removed from your cart')
          .describe('Told to screen readers as a domain is removed'),
        full: text
          .default('Your cart holds {max} domains at most: continue to order, or remove one first')
          .describe('Shown when a domain is added to a full cart; {max} is how many it holds'),
        register: text
          .default('Register')
          .describe("An available domain's link straight to the order system, where the browser runs no JavaScript"),
      })
      .prefault({})
      .describe('Words of the domain cart, shown when order.domain is set'),
  })
  .optional()
  .describe(
    "The hand-off to the order system (WHMCS, Blesta, HostBill or the company's own): plan buttons become links to it, and domain results fill a cart that continues to it. Left out, buying buttons do nothing",
  );
