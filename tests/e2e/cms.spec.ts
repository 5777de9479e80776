// The content editor (npm run cms) on a scratch copy of content/ in a git repository of its own: what a marketer
// does in it, and what the preview site then shows.
import { expect, test, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parse } from 'yaml';
import { price } from './content.ts';
import { fillPlaceholders } from '../helpers/fill-placeholders.ts';

// playwright.config.ts copies content/ here for the editor (per port, so two runs never share it).
const repo = `.tmp/e2e-${process.env.E2E_PORT ?? 4173}/cms`;
const dir = `${repo}/content`;
const read = (file: string) => readFileSync(path.join(dir, file), 'utf8');
const git = (...args: string[]) => execFileSync('git', ['-C', repo, ...args]).toString();
const changedLines = (a: string, b: string) => a.split('\n').filter((line, i) => line !== b.split('\n')[i]);
const dollars = (cents: number) => (cents / 100).toFixed(2);

// Every wait on a save, a check, a publish, a restore or a document opening. Measured on the project's 2-core
// machine in `npx playwright test --project=cms` (the other e2e servers starting beside it): the slowest save and
// check took 0.95 s (the first, whose check loads all content), a publish 0.33 s, and the first document 2.9 s (Vite
// compiles the editor's modules on that first page). Playwright's 5 s default failed a fresh-clone run on a busy
// machine; 15 s is five times the slowest wait and sixteen times the slowest save. No test comes near half of its
// own timeout: the slowest, saving every page unchanged, took 9.7 s of 120.
const SAVED = { timeout: 15_000 };

interface Product {
  name: string;
  plans: { name: string; price: number }[];
  sections: { type: string; title?: string; items?: { question: string; answer: string }[] }[];
}

test.describe.configure({ mode: 'serial' });
// The preview is Vite's dev server: its first page compiles the site's modules on demand.
test.setTimeout(120_000);

async function open(page: Page, file: string) {
  await page.goto(`/#${file}`);
  // The document's own view (keyed by its file) shows Save once it has loaded it.
  await expect(page.locator(`a[href="#${file}"]`)).toHaveAttribute('aria-current', 'page');
  await expect(page.getByRole('button', { name: /^(Save|Create)$/ })).toBeVisible(SAVED);
}

// The editor's own status line, in its action bar (the live preview has a status of its own).
/** Answers the next question the page asks with "stay" (Cancel), and gives its kind once it was asked. */
const stay = (page: Page) =>
  page.waitForEvent('dialog').then(async (dialog) => {
    await dialog.dismiss();
    return dialog.type();
  });
const status = (page: Page) => page.locator('.actions').getByRole('status');

async function save(page: Page, expected: string | RegExp = /^Saved/) {
  await page.getByRole('button', { name: /^(Save|Create)$/ }).click();
  await expect(status(page)).toHaveText(expected, SAVED);
}

/** Opens a group through the outline: "Plan: Starter", "Section: FAQ". */
async function jump(page: Page, label: string | RegExp) {
  const outline = page.getByRole('navigation', { name: 'Outline' });
  await outline.getByRole('button', { name: label }).first().click();
}

/** Publishes the open document's saved changes, checking the list it shows first. */
async function publish(page: Page, changes: string[]) {
  await page.getByRole('button', { name: `Publish (${changes.length})…` }).click();
  const panel = page.getByRole('region', { name: 'Publish changes' });
  await expect(panel.getByRole('listitem')).toHaveText(changes);
  await panel.getByRole('button', { name: /^Publish (this change|these \d+ changes)$/ }).click();
  await expect(status(page)).toHaveText(/^Published: /, SAVED);
}

/** The preview site's address of the open document, from its "View page" link. */
async function previewOf(page: Page) {
  return (await page.getByRole('link', { name: /View page/ }).getAttribute('href')) ?? '';
}

test('the outline jumps to a plan, opened', async ({ page }) => {
  const product = parse(read('products/shared.yaml')) as Product;
  const plan = product.plans[0]!;
  await open(page, 'products/shared.yaml');
  await expect(page.locator('#root_plans_0_name')).toHaveCount(0);
  await jump(page, `Plan: ${plan.name}`);
  await expect(page.locator('#root_plans_0__title')).toHaveAttribute('aria-expanded', 'true');
  await expect(page.locator('#root_plans_0__title')).toContainText(`Plan: ${plan.name}`);
  await expect(page.locator('#root_plans_0_name')).toHaveValue(plan.name);
  await expect(page.locator('#root_plans_0_name')).toBeInViewport();
});

test('a price typed in dollars is saved in cents as one changed line, then published and shown', async ({ page }) => {
  const before = read('products/shared.yaml');
  const product = parse(before) as Product;
  const plan = product.plans[0]!;
  const next = plan.price + 100;
  await open(page, 'products/shared.yaml');
  await jump(page, `Plan: ${plan.name}`);
  await page.locator('#root_plans_0_price').fill(dollars(next));
  await expect(page.locator('#root_plans_0_price__amount')).toHaveText(price(next));
  const scrolled = await page.evaluate(() => scrollY);
  await save(page, 'Saved. Publish puts it live.');
  // The marketer stays where they were.
  expect(await page.evaluate(() => scrollY)).toBe(scrolled);

  const after = read('products/shared.yaml');
  expect(changedLines(before, after)).toEqual([`    price: ${plan.price}`]);
  // Every comment of the file is still there.
  const comments = before.split('\n').filter((line) => line.trimStart().startsWith('#'));
  expect(comments.length).toBeGreaterThan(0);
  for (const comment of comments) expect(after).toContain(comment);
  expect(git('status', '--porcelain')).toContain('products/shared.yaml');

  const change = `${plan.name} price ${price(plan.price)} → ${price(next)}`;
  await publish(page, [change]);
  await expect(page.getByRole('region', { name: 'Recent changes' })).toContainText(`${product.name}: ${change}`);
  expect(git('status', '--porcelain')).toBe('');

  await page.goto(await previewOf(page));
  await expect(page.getByText(price(next)).first()).toBeVisible({ timeout: 30_000 });
});

test('a price typed as 5.49 dollars shows in the live preview before saving, and is saved as 549 cents on one line', async ({
  page,
}) => {
  const before = read('products/shared.yaml');
  const plan = (parse(before) as Product).plans[0]!;
  await open(page, 'products/shared.yaml');
  const preview = page.frameLocator('iframe[title="Live preview"]');
  await expect(preview.getByText(price(plan.price)).first()).toBeVisible(SAVED);
  // The new price is not on the page yet (unless it was already the plan's price).
  if (plan.price !== 549) await expect(preview.getByText(price(549))).toHaveCount(0);
  await jump(page, `Plan: ${plan.name}`);
  await page.locator('#root_plans_0_price').fill('5.49');
  await expect(page.locator('#root_plans_0_price__amount')).toHaveText('$5.49');
  await expect(preview.getByText(price(549)).first()).toBeVisible(SAVED);
  expect(read('products/shared.yaml')).toBe(before);
  await save(page);
  expect(changedLines(read('products/shared.yaml'), before)).toEqual(['    price: 549']);
});

test('a price typed as "4.999" is refused in dollars, named as the form names it, and the file stays byte for byte', async ({
  page,
}) => {
  const before = read('products/wordpress.yaml');
  const product = parse(before) as Product;
  const plan = product.plans[0]!;
  await open(page, 'products/wordpress.yaml');
  await jump(page, `Plan: ${plan.name}`);
  await page.locator('#root_plans_0_price').fill('4.999');
  await expect(page.locator('#root_plans_0_price__amount')).toHaveText('Type dollars and cents, like 12.50');
  await page.getByRole('button', { name: 'Save' }).click();
  const alert = page.getByRole('alert');
  // Issue 36: the document and field as the outline names them, dollars, never the file, the field path or cents.
  const words = 'expected a price in dollars and cents, like 12.50';
  await expect(alert).toContainText(`${product.name} › Plan: ${plan.name} › Price: ${words}`, SAVED);
  await expect(alert).not.toContainText('plans[0]');
  await expect(alert).not.toContainText('.yaml');
  await expect(page.locator('#root_plans_0_price__error')).toContainText(words);
  expect(read('products/wordpress.yaml')).toBe(before);
});

test('an FAQ answer of three lines is written as three lines', async ({ page }) => {
  const product = parse(read('products/shared.yaml')) as Product;
  const index = product.sections.findIndex((s) => s.type === 'faq');
  const item = product.sections[index]!.items![1]!;
  const answer = 'Yes, at any time.\nYour files and email move with you.\nThere is no downtime.';
  await open(page, 'products/shared.yaml');
  await jump(page, `FAQ: ${item.question}`);
  const field = page.locator(`#root_sections_${index}_items_1_answer`);
  await expect(field).toHaveJSProperty('tagName', 'TEXTAREA');
  await field.fill(answer);
  await save(page);
  expect((parse(read('products/shared.yaml')) as Product).sections[index]!.items![1]!.answer).toBe(answer);
});

test('Enter in a field does not save', async ({ page }) => {
  const before = read('products/cloud.yaml');
  const product = parse(before) as Product;
  const writes: string[] = [];
  // Writes to the editor's API; the live preview's own requests to the preview site are no save.
  page.on(
    'request',
    (r) => void (r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/') && writes.push(r.url())),
  );
  await open(page, 'products/cloud.yaml');
  await page.locator('#root_name').fill(`${product.name} Plus`);
  await page.locator('#root_name').press('Enter');
  await jump(page, `Plan: ${product.plans[0]!.name}`);
  await page.locator('#root_plans_0_price').press('Enter');
  // A save Enter set off would be sent at once; 3 s gives it time to show on a busy machine. (Waiting for the network
  // to go quiet instead never ended at load 16: the live preview keeps asking.)
  const write = await page
    .waitForRequest((r) => r.method() !== 'GET' && new URL(r.url()).pathname.startsWith('/api/'), { timeout: 3_000 })
    .catch(() => null);
  expect(write?.url() ?? null).toBeNull();
  await expect(status(page)).toHaveText('Unsaved changes');
  expect(writes).toEqual([]);
  expect(read('products/cloud.yaml')).toBe(before);
});

test('leaving a document with unsaved changes asks first', async ({ page }) => {
  const product = parse(read('products/cloud.yaml')) as Product;
  await open(page, 'products/cloud.yaml');
  await page.locator('#root_name').fill(`${product.name} Plus`);
  const sidebar = page.getByRole('navigation', { name: 'Content' });
  // Staying: the edit is still there, and the address never changed.
  let asked = stay(page);
  await sidebar.getByRole('link', { name: 'Shared Hosting', exact: true }).click();
  expect(await asked).toBe('confirm');
  expect(page.url()).toMatch(/#products\/cloud\.yaml$/);
  await expect(page.locator('#root_name')).toHaveValue(`${product.name} Plus`);
  // The back button and a typed address ask too, and put the document's address back.
  asked = stay(page);
  await page.evaluate(() => (location.hash = 'site.yaml'));
  expect(await asked).toBe('confirm');
  await expect(page).toHaveURL(/#products\/cloud\.yaml$/);
  await expect(page.locator('#root_name')).toHaveValue(`${product.name} Plus`);
  // Closing the tab asks the browser's own question.
  const closing = page.waitForEvent('dialog');
  await page.close({ runBeforeUnload: true });
  const dialog = await closing;
  expect(dialog.type()).toBe('beforeunload');
  await dialog.accept();
});

test('Publish lists every saved change and commits them with that list', async ({ page }) => {
  const before = read('products/dedicated.yaml');
  const product = parse(before) as Product;
  const [first, second] = product.plans as [Product['plans'][0], Product['plans'][0]];
  await open(page, 'products/dedicated.yaml');
  await jump(page, `Plan: ${first.name}`);
  await page.locator('#root_plans_0_price').fill(dollars(first.price + 500));
  await save(page);
  await jump(page, `Plan: ${second.name}`);
  await page.locator('#root_plans_1_name').fill(`${second.name} Plus`);
  await save(page);
  const changes = [
    `${first.name} price ${price(first.price)} → ${price(first.price + 500)}`,
    `${second.name} name ${second.name} → ${second.name} Plus`,
  ];
  await publish(page, changes);
  const message = git('log', '-1', '--format=%B', '--', 'content/products/dedicated.yaml');
  for (const change of changes) expect(message).toContain(`- ${change}`);
  const history = page.getByRole('region', { name: 'Recent changes' });
  for (const change of changes) await expect(history).toContainText(change);
});

test('Restore this version saves the earlier version, checked, without publishing it', async ({ page }) => {
  const published = git('show', 'HEAD:content/products/dedicated.yaml');
  const start = git('show', `${git('rev-list', '--max-parents=0', 'HEAD').trim()}:content/products/dedicated.yaml`);
  expect(read('products/dedicated.yaml')).toBe(published);
  const commits = git('rev-list', '--count', 'HEAD');
  await open(page, 'products/dedicated.yaml');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: /^Restore this version: Start/ }).click();
  await expect(status(page)).toHaveText(/^Restored the version of .*Saved, not published yet\.$/, SAVED);
  expect(read('products/dedicated.yaml')).toBe(start);
  expect(git('rev-list', '--count', 'HEAD')).toBe(commits);
  await expect(page.getByRole('button', { name: 'Publish (2)…' })).toBeVisible();
});

test('a new product starts from a clean template, refused until its placeholders are replaced', async ({ page }) => {
  await open(page, 'products/shared.yaml');
  await page.getByRole('button', { name: 'New product' }).click();
  const form = page.getByRole('form', { name: 'New product' });
  await form.getByLabel('Title', { exact: true }).fill('Green Hosting');
  await expect(form.getByLabel('Address')).toHaveValue('green-hosting');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('heading', { name: 'New product: Green Hosting' })).toBeVisible();
  await expect(page.locator('#root_name')).toHaveValue('Green Hosting');
  await page.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByRole('alert')).toContainText('still holds the template’s placeholder text', SAVED);
  await page.locator('#root_name').fill('Green Hosting');
  await page.locator('#root_menu_label').fill('Green Hosting');
  await fillPlaceholders(page, 'Solar powered');
  await save(page);
  const file = read('products/green-hosting.yaml');
  expect(file).not.toMatch(/Replace this/i);
  await expect(
    page.getByRole('navigation', { name: 'Content' }).getByRole('link', { name: 'Green Hosting' }),
  ).toBeVisible();
  await page.goto(await previewOf(page));
  await expect(page).toHaveURL(/\/hosting\/green-hosting$/);
  const plan = (parse(file) as Product).plans[0]!;
  await expect(page.getByRole('heading', { name: plan.name, exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Hosting menu' }).click();
  await expect(page.getByRole('link', { name: /^Green Hosting/ })).toBeVisible();
});

test('a post written in the rich-text editor, with a heading, a bold word, a link and an uploaded image, shows at its URL', async ({
  page,
}) => {
  const cover = readdirSync(path.join(dir, 'images/blog')).find((f) => f.endsWith('.svg'))!;
  const chart = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#2f6fdf' } })
    .png()
    .toBuffer();
  await open(page, 'site.yaml');
  await page.getByRole('button', { name: 'New blog post' }).click();
  const form = page.getByRole('form', { name: 'New blog post' });
  await form.getByLabel('Title', { exact: true }).fill('Hello from the editor');
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page.locator('#root_featured')).not.toBeChecked();
  await fillPlaceholders(page, 'The editor team');
  await page.locator('#root_title').fill('Hello from the editor');

  // The cover, chosen from the media library.
  await page.getByRole('button', { name: 'Choose image…' }).click();
  const library = page.getByRole('dialog', { name: 'Images' });
  await library.getByRole('button', { name: new RegExp(cover.replace(/\.svg$/, '')) }).click();
  await expect(library).toBeHidden();

  // The body, typed as in a word processor: no Markdown to know.
  const body = page.getByRole('textbox', { name: 'Article text' });
  await expect(body).toBeVisible(SAVED);
  await body.click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('A first post, written in the browser, with one ');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type('bold');
  await page.keyboard.press('ControlOrMeta+b');
  await page.keyboard.type(' word.');
  await page.keyboard.press('Enter');
  await page.getByRole('combobox', { name: /block type/i }).click();
  await page.getByRole('option', { name: 'Heading 2' }).click();
  await page.keyboard.type('Where to start');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Start with shared hosting');
  await page.keyboard.press('Enter');

  // An image uploaded from the computer, with its description.
  await page.getByRole('button', { name: 'Insert image' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog
    .getByLabel('Image file')
    .setInputFiles({ name: 'launch-chart.png', mimeType: 'image/png', buffer: chart });
  await dialog.getByLabel('Alt text').fill('A blue chart of the launch');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden(SAVED);
  await expect(body.getByRole('img', { name: 'A blue chart of the launch' })).toBeVisible();

  // The link, made last, on words selected as a drag of the mouse selects them. (Made before the image, the editor
  // could restore the link's selection after the next key, and the image replaced the linked words.)
  const line = body.getByRole('paragraph').filter({ hasText: 'Start with shared hosting' });
  await line.evaluate((paragraph) => {
    const walker = document.createTreeWalker(paragraph, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode as Text;
      const at = text.data.indexOf('shared hosting');
      if (at < 0) continue;
      (paragraph.closest('[contenteditable]') as HTMLElement).focus();
      getSelection()!.setBaseAndExtent(text, at, text, at + 'shared hosting'.length);
      return;
    }
  });
  await expect.poll(() => page.evaluate(() => getSelection()?.toString())).toBe('shared hosting');
  await page.getByRole('button', { name: 'Create link' }).click();
  // The link dialog: the shared product's page picked by its title.
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  const shared = (parse(read('products/shared.yaml')) as Product & { name: string }).name;
  await linkDialog.getByLabel('A page of the site').fill(shared);
  await linkDialog.getByRole('button', { name: new RegExp(`^${shared}`) }).click();
  await expect(linkDialog.getByLabel('Or an address')).toHaveValue('/hosting/shared');
  await linkDialog.getByRole('button', { name: 'Save link' }).click();
  await expect(body.getByRole('link', { name: 'shared hosting' })).toBeVisible();
  await expect(body.getByRole('img', { name: 'A blue chart of the launch' })).toBeVisible();

  await save(page);
  const file = read('blog/hello-from-the-editor.mdx');
  expect(file).toMatch(/^---\n[\s\S]*title: "?Hello from the editor"?\n[\s\S]*---\n/);
  expect(file).not.toMatch(/featured|Replace this/i);
  expect(file).toContain('A first post, written in the browser, with one **bold** word.');
  expect(file).toContain('## Where to start');
  expect(file).toContain('Start with [shared hosting](/hosting/shared)');
  expect(file).toContain('![A blue chart of the launch](images/blog/launch-chart.png)');

  await page.goto(await previewOf(page));
  await expect(page.getByRole('heading', { name: 'Hello from the editor' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: 'Where to start' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'bold' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'shared hosting', exact: true })).toHaveAttribute(
    'href',
    '/hosting/shared',
  );
  const image = page.getByRole('img', { name: 'A blue chart of the launch' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("a plan's price inserted in a post from the picker shows as a chip, and the post follows the plan's price", async ({
  page,
}) => {
  // Run alone, on an editor that has compiled nothing yet (its body editor, a product's form, the post's page), it
  // took 92 s at load 14-16, 27 s of them until the body editor showed; in this file's order they are compiled.
  test.setTimeout(240_000);
  const post = 'blog/choosing-the-right-hosting-plan.mdx';
  const ui = (parse(read('site.yaml')) as { ui: { perMonth: string; perYear: string } }).ui;
  /** A plan's price as its card shows it: the price, then its period's words. */
  const shown = (file: string, name: string, cents?: number) => {
    const product = parse(read(file)) as {
      billing?: string;
      plans: { name: string; price: number; period?: string }[];
    };
    const plan = product.plans.find((p) => p.name === name)!;
    return `${price(cents ?? plan.price)}${(plan.period ?? product.billing) === 'year' ? ui.perYear : ui.perMonth}`;
  };
  // The slot the post already has opens as a chip with its plan's price, not as braces.
  const [, slug, name] = /\\\{price:([^/]+)\/([^\\}]+)/.exec(read(post))!;
  await open(page, post);
  const body = page.getByRole('textbox', { name: 'Article text' });
  await expect(body).toBeVisible({ timeout: 75_000 });
  const own = parse(read(`products/${slug}.yaml`)) as Product;
  await expect(body.getByTitle(`${own.name} › ${name}, kept up to date`)).toHaveText(
    shown(`products/${slug}.yaml`, name!),
  );
  await expect(body).not.toContainText('{price:');

  // Another product's plan, picked by product and plan with its price.
  const vps = parse(read('products/vps.yaml')) as Product;
  const i = vps.plans.length - 1;
  const plan = vps.plans[i]!;
  await body.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Our biggest VPS is ');
  await page.getByRole('button', { name: 'Insert price' }).click();
  const dialog = page.getByRole('dialog', { name: 'Insert price' });
  await dialog.getByLabel('Plan').selectOption({ label: `${plan.name}: ${shown('products/vps.yaml', plan.name)}` });
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await expect(body).toContainText(`Our biggest VPS is ${shown('products/vps.yaml', plan.name)}`);
  await save(page);
  expect(read(post)).toContain(`Our biggest VPS is \\{price:vps/${plan.name}}`);

  // The plan's price changes in its product, and the post shows the new one.
  const next = plan.price + 100;
  await open(page, 'products/vps.yaml');
  await jump(page, `Plan: ${plan.name}`);
  await page.locator(`#root_plans_${i}_price`).fill(dollars(next));
  await save(page);
  await open(page, post);
  await page.goto(await previewOf(page));
  await expect(page.getByText(`Our biggest VPS is ${shown('products/vps.yaml', plan.name, next)}`)).toBeVisible({
    timeout: 30_000,
  });
});

test('deleting a document that other files name is refused with the list of them', async ({ page }) => {
  await open(page, 'legal/privacy.mdx');
  page.once('dialog', (dialog) => void dialog.accept());
  await page.getByRole('button', { name: 'Delete' }).click();
  // Named as documents, never as files.
  await expect(page.getByRole('alert')).toContainText('Other documents use it: ', SAVED);
  await expect(page.getByRole('alert')).not.toContainText(`${dir}/`);
  expect(read('legal/privacy.mdx').length).toBeGreaterThan(0);
});

// The form adds nothing a file does not have: no default, no empty group. Saving without a change writes nothing.
// One test per file: a whole folder in one test came within its time-out at load 20. They share one editor page, each
// opening its file by the address as a marketer going from one document to the next does: loading the editor afresh
// for each (its modules from Vite's dev server, in a new browser context) took most of their 8-20 s at load 10-15.
// The live preview is left out: it renders every page with the dev site (half of what was left), and what it shows
// has tests of its own above; what is tested here is the form and the file.
const contentFiles = readdirSync('content', { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.(yaml|mdx)$/.test(f))
  .sort();
// The first body the rich-text editor opens waits for Vite to compile it: 14 s at load 10 (27 s at load 14-16 in the
// price-picker test above, when nothing was compiled yet).
const BODY_EDITOR = { timeout: 75_000 };
test.describe('saving unchanged', () => {
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
    await page.route(/\/__live-preview\/frame/, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Live preview left out</title>' }),
    );
  });
  test.afterAll(async () => {
    await page.close();
  });
  for (const file of contentFiles) {
    test(`saving ${file} unchanged leaves it byte for byte`, async () => {
      const before = read(file);
      await open(page, file);
      // A body is opened in the rich-text editor before the save, as a marketer would see it.
      if (file.endsWith('.mdx'))
        await expect(page.getByRole('textbox', { name: 'Article text' })).toBeVisible(BODY_EDITOR);
      // What the form sent, for the report if the file changed (a save wrote once in CI; the form then held data
      // that differed from the file it had opened, and the report could not say which field).
      const sent = page.waitForRequest((r) => r.method() === 'PUT' && r.url().includes('/api/document'));
      await page.getByRole('button', { name: 'Save' }).click();
      await expect(status(page)).not.toHaveText('', SAVED);
      expect(read(file), `${file}, after the form sent ${(await sent).postData()}`).toBe(before);
      await expect(status(page)).toHaveText('No change to save.');
    });
  }
});
