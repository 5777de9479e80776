// The content editor is a development tool: the production build and the server of `npm start` have none of it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VERCEL_STEGA_REGEX } from '@vercel/stega';
import { HOVER_ATTRIBUTE } from '../../cms/shared/visual-edit/overlay.ts';
import { expect, test } from './fixtures.ts';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(path.join(dir, entry.name)) : [path.join(dir, entry.name)],
  );

test('the production server has no editor page and no write route', async ({ request }) => {
  for (const address of ['/api/types', '/api/document?file=products/shared.yaml', '/cms/editor/index.html']) {
    expect((await request.get(address)).status(), address).toBe(404);
  }
  for (const method of ['PUT', 'POST', 'DELETE'] as const) {
    const response = await request.fetch('/api/document?file=products/shared.yaml', {
      method,
      data: { data: { name: 'Overwritten' } },
    });
    expect(response.status(), method).toBeGreaterThanOrEqual(400);
  }
});

test('dist/ holds no code of the editor', () => {
  // Words only the editor's code has: its API routes and its middleware's name.
  const markers = ['/api/document', 'content-editor-api', 'editorApi'];
  const files = filesUnder('dist').filter((f) => /\.(js|mjs|html|json)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of markers) expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
});

test('dist/ holds nothing of visual editing: no field path hidden in a text, no outline attribute, no overlay', () => {
  // The live previews tag texts with their fields' paths in invisible characters (cms/local-api/live-tags.ts) and
  // outline what the pointer is on with an attribute (cms/shared/visual-edit/overlay.ts): in no page, no script.
  const files = filesUnder('dist').filter((f) => /\.(js|mjs|html|json|css|xml|txt)$/.test(f));
  expect(files.length).toBeGreaterThan(0);
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    expect(new RegExp(VERCEL_STEGA_REGEX.source, 'u').test(text), `a hidden field path in ${file}`).toBe(false);
    for (const marker of [HOVER_ATTRIBUTE, 'vercelStega', 'attachVisualEditing'])
      expect(text.includes(marker), `${marker} in ${file}`).toBe(false);
  }
});
