// tests/visual/full-page.css on a page, as a constructed stylesheet: the page's CSP refuses a <style> element
// (page.addStyleTag), not a sheet made through the CSS object model, so a test adding it needs no page of its own
// with the policy bypassed and can take the worker's (reusedPage, tests/e2e/fixtures.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';

const css = readFileSync(path.resolve(import.meta.dirname, '../visual/full-page.css'), 'utf8');

/** Lays out and paints every section at once, as a full-page screenshot needs (full-page.css says why). */
export async function paintEverySection(page: Page) {
  const footer = await page.evaluate((text) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(text);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    const foot = document.querySelector('#root > footer');
    return foot && getComputedStyle(foot).contentVisibility;
  }, css);
  if (footer !== 'visible')
    throw new Error(`full-page.css did not apply: the footer's content-visibility is ${footer}`);
}
