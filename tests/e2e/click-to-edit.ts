// Click to edit, as both editors' e2e check it (issue 38): what a field fills is outlined under the pointer, and a
// click on it focuses the field: the Starter price, the plan's description, the page's heading.
import { expect, type Locator, type Page } from '@playwright/test';

export async function clickEachToItsField(page: Page, preview: Locator, priceText: string, description: string) {
  const shown = preview.getByText(priceText).first();
  await shown.hover();
  await expect(shown).toHaveAttribute('data-edit-hover', '');
  await shown.click();
  await expect(page.locator('#root_plans_0_price')).toBeFocused();
  await preview.getByText(description).first().click();
  await expect(page.locator('#root_plans_0_description')).toBeFocused();
  await preview.locator('h1').click();
  await expect(page.locator('#root_sections_0_title')).toBeFocused();
}
