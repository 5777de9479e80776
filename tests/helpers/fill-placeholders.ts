// For the editor's e2e tests: fills what a new document's template leaves for a marketer to replace.
import type { Page } from '@playwright/test';

/** Fills every template placeholder ("Replace this …") and every picker left on a missing choice. */
export async function fillPlaceholders(page: Page, words: string) {
  let n = 0;
  for (const field of await page.locator('input:not([type]), input[type="text"], textarea').all())
    if (/Replace this/i.test(await field.inputValue())) await field.fill(`${words} ${++n}`);
  for (const select of await page.locator('select').all())
    if (/not found/.test((await select.locator('option:checked').textContent()) ?? ''))
      await select.selectOption({ index: 2 });
}
