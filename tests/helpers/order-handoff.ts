// The order hand-off the end-to-end tests configure (tests/e2e/handoff.spec.ts): a copy of content/ whose site.yaml
// has an `order` block, which the `handoff` project of playwright.config.ts builds and serves. The shipped content
// has none. Run as a script, it writes the copy: tsx tests/helpers/order-handoff.ts <folder>
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';

/** An order system on a host no test reaches: the tests answer its requests themselves. */
export const ORDER_ORIGIN = 'https://billing.example.test';

/** The `order` block of the copy's site.yaml; its words differ from the defaults, so a test sees they come from it. */
export const handoff = {
  plan: `${ORDER_ORIGIN}/cart.php?a=add&pid={plan}&billingcycle={period}`,
  domain: `${ORDER_ORIGIN}/cart.php?a=add&domain=register&query={domain}`,
  periods: { month: 'monthly', year: 'annually' },
  cart: {
    title: 'Domains in your basket ({count})',
    total: 'Together',
    remove: 'Take out',
    continue: 'Go to checkout',
    added: '{domain} is now in your basket',
    removed: '{domain} left your basket',
    full: 'The basket holds {max} domains',
    register: 'Order now',
  },
};

/** Copies content/ to `folder` with the hand-off above in its site.yaml. */
export function writeHandoffContent(folder: string) {
  const root = path.resolve(import.meta.dirname, '../..');
  const target = path.resolve(root, folder);
  rmSync(target, { recursive: true, force: true });
  cpSync(path.join(root, 'content'), target, { recursive: true });
  const file = path.join(target, 'site.yaml');
  const doc = parseDocument(readFileSync(file, 'utf8'));
  doc.set('order', handoff);
  writeFileSync(file, doc.toString());
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const [folder] = process.argv.slice(2);
  if (!folder) throw new Error('usage: tsx tests/helpers/order-handoff.ts <folder>');
  writeHandoffContent(folder);
}
