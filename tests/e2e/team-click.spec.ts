// Visual editing in the team's editor (issue 38): the draft's preview beside the form shows what the marketer types
// before any save, drawn by the service with the site's own components, and a click on the page opens and focuses
// the field that filled what was clicked: the Starter price, a plan's description, the hero's heading.
import { expect, test, type Page } from '@playwright/test';
import { ANN } from '../helpers/cms-team.ts';
import { contentOn, formDollars as dollars } from '../helpers/team-remote.ts';
import { newDraft, signIn } from '../helpers/team-session.ts';
import { clickEachToItsField } from './click-to-edit.ts';
import { price } from './content.ts';

// The draft's preview: its renderer starts as the draft opens, up to 5 s on a quiet machine (first render included:
// npx tsx scripts/bench/cms-draft-preview.ts); 20 s is four times that. An unsaved change reaches it in 0.2-0.3 s
// once it runs (npm run bench:cms): the same 20 s covers a renderer still starting.
const PREVIEW = { timeout: 20_000 };

test.describe.configure({ mode: 'serial' });
// 1.8 min at load 15 (the renderer's start and first render most of it); 5 min keeps that within half.
test.setTimeout(300_000);

const framed = (page: Page) => page.frameLocator('iframe[title^="Draft preview of"]').locator('main');

test('the draft preview shows unsaved edits, and a click on the page focuses its field', async ({ browser }) => {
  const shared = contentOn('main');
  const [starter] = shared.plans;
  if (!starter) throw new Error('products/shared.yaml has no plan');
  const page = await signIn(browser, ANN);
  await newDraft(page, 'Click to edit', 'products/shared.yaml');
  const preview = framed(page);
  await expect(preview.getByText(price(starter.price)).first()).toBeVisible(PREVIEW);

  // A price typed, not saved: the preview shows it.
  await page
    .getByRole('navigation', { name: 'Outline' })
    .getByRole('button', { name: `Plan: ${starter.name}` })
    .click();
  const typed = starter.price + 1234;
  await page.locator('#root_plans_0_price').fill(dollars(typed));
  await expect(preview.getByText(price(typed)).first()).toBeVisible(PREVIEW);
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  await clickEachToItsField(page, preview, price(typed), starter.description);
});
