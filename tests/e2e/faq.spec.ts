// FAQ accordions (SPEC: "items open and close"; /domains opens its first item) are native disclosures: they work
// before the page's script has run, and with no script at all.
import type { Page } from '@playwright/test';
import { section } from './content.ts';
import { expect, test } from './fixtures.ts';
import { PATH } from '../spec.ts';

const { items } = section<{ items: { question: string; answer: string }[] }>(PATH.domains, 'faq');
const question = (page: Page, i: number) => page.locator('summary').filter({ hasText: items[i]!.question });
const answer = (page: Page, i: number) => page.getByText(items[i]!.answer, { exact: true });

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? 'with JavaScript' : 'without JavaScript', () => {
    test.use({ javaScriptEnabled });

    test('the first answer is open, a click opens and closes the others', async ({ page }) => {
      await page.goto(PATH.domains);
      await expect(answer(page, 0)).toBeVisible();
      await expect(answer(page, 1)).toBeHidden();
      await question(page, 1).click();
      await expect(answer(page, 1)).toBeVisible();
      await question(page, 0).click();
      await expect(answer(page, 0)).toBeHidden();
    });
  });
}

test('answers open and close from the keyboard', async ({ page }) => {
  await page.goto(PATH.domains);
  await question(page, 1).focus();
  await page.keyboard.press('Enter');
  await expect(answer(page, 1)).toBeVisible();
  await page.keyboard.press('Space');
  await expect(answer(page, 1)).toBeHidden();
});
