// Visual editing in the local editor (issue 38): in the live preview beside the form, what a content field fills is
// outlined under the pointer, and a click on it opens its group in the form and focuses the field: a plan's price
// (found by its value in the plan's card), a plan's description and the page's heading (found by the field path
// their texts carry). Nothing is saved by a click.
import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { clickEachToItsField } from './click-to-edit.ts';
import { price } from './content.ts';

const dir = `.tmp/e2e-${process.env.E2E_PORT ?? 4173}/cms/content`;
const FILE = 'products/shared.yaml';
// The document and its live preview: the preview's first page takes 1-3 s on a quiet machine (the dev site compiles
// the frame's modules); at load 15 about 8 s. 30 s is more than three times that.
const PREVIEW = { timeout: 30_000 };

// 28.6 s at load 15 (most of it the editor's and the frame's first load): 2 min keeps that within half.
test.setTimeout(120_000);

interface Product {
  plans: { name: string; price: number; description: string }[];
  sections: { title?: string }[];
}

async function open(page: Page, file: string) {
  await page.goto(`/#${file}`);
  await expect(page.locator(`a[href="#${file}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: 'Save' })).toBeVisible(PREVIEW);
}

test('a click on the live preview focuses the field that filled what was clicked', async ({ page }) => {
  const before = readFileSync(path.join(dir, FILE), 'utf8');
  const product = parse(before) as Product;
  const [starter] = product.plans;
  if (!starter) throw new Error(`${FILE} has no plan`);
  await open(page, FILE);
  const preview = page.frameLocator('iframe[title="Live preview"]').locator('main');

  await expect(preview.getByText(price(starter.price)).first()).toBeVisible(PREVIEW);
  await clickEachToItsField(page, preview, price(starter.price), starter.description);

  // A click edits nothing: the file is as it was.
  expect(readFileSync(path.join(dir, FILE), 'utf8')).toBe(before);
});
