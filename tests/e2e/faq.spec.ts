// FAQ accordions (SPEC: "items open and close"; /domains opens its first item) are native disclosures: they work
// before the page's script has run, and with no script at all.
import type { Page } from '@playwright/test';
import { must, section } from './content.ts';
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

// The "+" / "−" drawn after each question is for the eye: a screen reader names a toggle by its question alone.
// Asked of Chromium's own accessibility tree too, which reads generated content as a screen reader gets it.
test("a toggle's accessible name is its question, open or closed, without the + / − mark", async ({ page }) => {
  await page.goto(PATH.domains);
  await question(page, 1).click();
  const cdp = await page.context().newCDPSession(page);
  for (const { question: text } of items) {
    const toggle = page.locator('summary', { hasText: text });
    await expect(toggle).toHaveAccessibleName(text);
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: `[...document.querySelectorAll('summary')].find((s) => s.textContent === ${JSON.stringify(text)})`,
    });
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', {
      objectId: must(result.objectId, `the toggle of "${text}"`),
      fetchRelatives: false,
    });
    expect(nodes[0]?.name?.value).toBe(text);
  }
});
