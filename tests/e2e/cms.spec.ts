// The content editor (npm run cms) on a scratch copy of content/ in a git repository of its own: what a marketer
// does in it, and what the preview site then shows.
import { expect, test, type Page } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { price } from './content';

// playwright.config.ts copies content/ here for the editor (per port, so two runs never share it).
const dir = `.tmp/e2e-${process.env.E2E_PORT ?? 4173}/cms/content`;
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const changedLines = (a: string, b: string) => a.split('\n').filter((line, i) => line !== b.split('\n')[i]);

interface Product {
  name: string;
  plans: { name: string; price: number }[];
  sections: { type: string; items?: { question: string }[] }[];
}

test.describe.configure({ mode: 'serial' });
// The preview is Vite's dev server: its first page compiles the site's modules on demand.
test.setTimeout(120_000);

async function open(page: Page, file: string) {
  await page.goto(`/#${file}`);
  await expect(page.locator('.file')).toHaveText(`${dir}/${file}`);
  await expect(page.getByRole('button', { name: /^(Save|Create)$/ })).toBeVisible();
}

async function save(page: Page) {
  await page.getByRole('button', { name: /^(Save|Create)$/ }).click();
}

/** The preview site's address of the open document, from its "View page" link. */
async function previewOf(page: Page) {
  return (await page.getByRole('link', { name: /View page/ }).getAttribute('href')) ?? '';
}

test('a price changed in the editor is one changed line, committed, and shown on the product page', async ({
  page,
}) => {
  const before = read('products/shared.yaml');
  const product = parse(before) as Product;
  const plan = product.plans[0]!;
  const next = plan.price + 100;
  await open(page, 'products/shared.yaml');
  await page.locator('#root_plans_0_price').fill(String(next));
  await save(page);
  const message = `${product.name}: ${plan.name} price ${plan.price} → ${next}`;
  await expect(page.getByRole('status')).toHaveText(`Saved and committed: ${message}`);

  const after = read('products/shared.yaml');
  expect(changedLines(before, after)).toEqual([`    price: ${plan.price}`]);
  // Every comment of the file is still there.
  const comments = before.split('\n').filter((line) => line.trimStart().startsWith('#'));
  expect(comments.length).toBeGreaterThan(0);
  for (const comment of comments) expect(after).toContain(comment);
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(message);

  await page.goto(await previewOf(page));
  await expect(page.getByText(price(next)).first()).toBeVisible({ timeout: 30_000 });
});

test('a price typed as "4.99" is refused with the build\'s message and the file stays byte for byte', async ({
  page,
}) => {
  const before = read('products/wordpress.yaml');
  await open(page, 'products/wordpress.yaml');
  await page.locator('#root_plans_0_price').fill('4.99');
  await save(page);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`${dir}/products/wordpress.yaml`);
  await expect(alert).toContainText('plans[0].price: expected a whole number of US cents');
  await expect(page.locator('#root_plans_0_price__error')).toContainText('expected a whole number of US cents');
  expect(read('products/wordpress.yaml')).toBe(before);
});

test('a FAQ item added in the editor shows on the page', async ({ page }) => {
  const product = parse(read('products/vps.yaml')) as Product;
  const index = product.sections.findIndex((s) => s.type === 'faq');
  test.skip(index < 0, 'the VPS page has no FAQ');
  const count = product.sections[index]?.items?.length ?? 0;
  await open(page, 'products/vps.yaml');
  await page.locator(`#root_sections_${index}_items__add`).click();
  const item = `#root_sections_${index}_items_${count}`;
  await page.locator(`${item}_question`).fill('Can I move my site to a bigger VPS later?');
  await page.locator(`${item}_answer`).fill('Yes: upgrade from your dashboard at any time, with no downtime.');
  await save(page);
  await expect(page.getByRole('status')).toContainText('Saved and committed');
  expect((parse(read('products/vps.yaml')) as Product).sections[index]?.items).toHaveLength(count + 1);
  await page.goto(await previewOf(page));
  await expect(page.getByText('Can I move my site to a bigger VPS later?')).toBeVisible({ timeout: 30_000 });
});

test('a new product made from a copy of another gets its page and its menu entry', async ({ page }) => {
  await open(page, 'products/shared.yaml');
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('File name').fill('green-hosting');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New: products/green-hosting.yaml' })).toBeVisible();
  await page.locator('#root_name').fill('Green Hosting');
  await page.locator('#root_menu_label').fill('Green Hosting');
  await save(page);
  await expect(page.getByRole('status')).toContainText('Saved');
  await expect(
    page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Green Hosting' }),
  ).toBeVisible();
  await page.goto(await previewOf(page));
  await expect(page).toHaveURL(/\/hosting\/green-hosting$/);
  const shared = parse(read('products/shared.yaml')) as Product;
  await expect(page.getByRole('heading', { name: shared.plans[0]!.name, exact: true })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Hosting menu' }).click();
  await expect(page.getByRole('link', { name: /^Green Hosting/ })).toBeVisible();
});

test('a new blog post is published from the editor', async ({ page }) => {
  await open(page, 'site.yaml');
  await page.getByRole('button', { name: 'New blog post' }).click();
  const form = page.getByRole('form', { name: 'New blog post' });
  await form.getByLabel('File name').fill('hello-from-the-editor');
  await form.getByRole('button', { name: 'Create' }).click();
  await page.locator('#root_title').fill('Hello from the editor');
  await page.locator('#root_featured').uncheck();
  await page.getByLabel('Article text (Markdown)').fill('A first post, written in the browser.\n');
  await save(page);
  await expect(page.getByRole('status')).toContainText('Saved');
  expect(read('blog/hello-from-the-editor.mdx')).toMatch(
    /^---\n[\s\S]*title: "?Hello from the editor"?\n[\s\S]*---\n\n?A first post/,
  );
  await page.goto(await previewOf(page));
  await expect(page.getByRole('heading', { name: 'Hello from the editor' })).toBeVisible({ timeout: 30_000 });
});

test('deleting a document that other files name is refused with the list of them', async ({ page }) => {
  await open(page, 'legal/privacy.mdx');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toContainText(`Other files use it: ${dir}/pages/`);
  expect(read('legal/privacy.mdx').length).toBeGreaterThan(0);
});

// The form adds nothing a file does not have: no default, no empty group. Saving without a change writes nothing.
const folders = readdirSync('content', { withFileTypes: true });
const groups = [
  { name: 'settings', files: folders.filter((e) => e.isFile()).map((e) => e.name) },
  ...folders
    .filter((e) => e.isDirectory())
    .map((e) => ({ name: e.name, files: readdirSync(path.join('content', e.name)).map((f) => `${e.name}/${f}`) })),
];
for (const { name, files } of groups) {
  test(`saving each ${name} file unchanged leaves it byte for byte`, async ({ page }) => {
    for (const file of files.filter((f) => /\.(yaml|mdx)$/.test(f))) {
      const before = read(file);
      await open(page, file);
      await save(page);
      await expect(page.getByRole('status'), file).toHaveText('No change to save.');
      expect(read(file), file).toBe(before);
    }
  });
}
