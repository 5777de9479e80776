// The media library of the content editor (npm run cms): it says which pages use each image, makes a photo larger
// than it keeps smaller and says so, deletes an image no page uses, and refuses a file over the upload cap in the
// browser, before sending it.
import { expect, test } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { parseDocumentText, titleOf } from '../../cms/local-api/documents.ts';
import { LIMITS, UPLOAD_CAP } from '../../cms/shared/media-limits.ts';

// playwright.config.ts copies content/ here for the editor (per port, so two runs never share it).
const dir = `.tmp/e2e-${process.env.E2E_PORT ?? 4173}/cms/content`;
const POST = 'blog/choosing-the-right-hosting-plan.mdx';

// Every wait on the editor's server: the first document took 2.9 s to open (Vite compiles the editor's modules),
// an upload of a 3000 px photo with its resize under 2 s, on the 2-core machine at load 13. 15 s is five times that.
const SERVER = { timeout: 15_000 };

// The editor's first page compiles its modules in Vite: 16-22 s at load 20 on the 2-core machine; the test took 31 s.
test.setTimeout(120_000);

test('the library names the pages using an image, resizes a large photo, and deletes an unused image', async ({
  page,
}) => {
  const { data } = parseDocumentText(POST, readFileSync(path.join(dir, POST), 'utf8'));
  const cover = path.posix.basename((data.image as { src: string }).src);
  const [width, height] = [LIMITS.maxSide + 600, LIMITS.maxSide - 400];
  const photo = await sharp({ create: { width, height, channels: 3, background: '#d9a066' } })
    .jpeg()
    .toBuffer();
  const uploads: string[] = [];
  page.on('request', (request) => request.method() === 'POST' && uploads.push(request.url()));

  await page.goto(`/#${POST}`);
  await page.getByRole('button', { name: 'Choose image…' }).first().click(SERVER);
  const library = page.getByRole('dialog', { name: 'Images' });
  // The cover of the post, named as the outline names the post.
  const card = library.getByRole('button', { name: cover, exact: false });
  await expect(card).toContainText(`Used by ${titleOf(POST, data)}`, SERVER);

  // A photo larger than the library keeps: made smaller, and said so.
  await library
    .getByTestId('media-file-input')
    .setInputFiles({ name: 'beach.jpg', mimeType: 'image/jpeg', buffer: photo });
  const fitted = { width: LIMITS.maxSide, height: Math.round(height * (LIMITS.maxSide / width)) };
  await expect(library.getByRole('status')).toContainText(
    `beach.jpg: Resized from ${width} × ${height} to ${fitted.width} × ${fitted.height} px`,
    SERVER,
  );
  const stored = path.join(dir, 'images/blog/beach.jpg');
  expect(await sharp(stored).metadata()).toMatchObject(fitted);

  // Nothing uses it yet: it can be deleted, after one more question.
  await expect(library.getByRole('button', { name: /^beach\.jpg.*Not used$/ })).toBeVisible();
  await library.getByRole('button', { name: 'Delete', description: 'beach.jpg' }).click();
  await library
    .getByRole('group', { name: 'Delete beach.jpg?' })
    .getByRole('button', { name: 'Delete for good' })
    .click();
  await expect(library.getByRole('status')).toHaveText('beach.jpg was deleted.', SERVER);
  await expect(library.getByRole('button', { name: /^beach\.jpg/ })).toHaveCount(0);
  expect(existsSync(stored)).toBe(false);

  // Over the cap: refused in the browser, naming the cap, and never sent.
  const sent = uploads.length;
  // Made in the page: sent through Playwright, 25 MB took 79 s at load 22.
  await library.getByTestId('media-file-input').evaluate((input: HTMLInputElement, size) => {
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array(size)], 'huge.jpg', { type: 'image/jpeg' }));
    input.files = files.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  }, UPLOAD_CAP + 1);
  await expect(library.getByRole('alert')).toContainText(
    `huge.jpg: The image is larger than ${UPLOAD_CAP / 1024 / 1024} MB`,
  );
  expect(uploads.length).toBe(sent);
});
