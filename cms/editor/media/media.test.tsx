// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPLOAD_CAP } from '../../shared/media-limits.ts';
import { uploadImage, type MediaList } from './api.ts';
import { imageUiSchema } from './image-ui-schema.ts';

const home = { title: 'Home', kind: 'Pages' };
const fullLibrary: MediaList = {
  folders: ['blog', 'people'],
  images: [
    { path: 'images/blog/cover.png', name: 'cover.png', folder: 'blog', width: 1200, height: 630, bytes: 84_000 },
    { path: 'images/people/ana.jpg', name: 'ana.jpg', folder: 'people', width: 400, height: 400, bytes: 30_000 },
    { path: 'images/blog/chart.avif', name: 'chart.avif', folder: 'blog', width: 800, height: 600, bytes: 9_000 },
  ].map((image, i) => ({ ...image, usedBy: i === 1 ? [] : [home] })),
  limits: {
    bytes: 4 * 1024 * 1024,
    minWidth: 200,
    maxSide: 2400,
    cap: UPLOAD_CAP,
    types: ['PNG', 'JPEG', 'WebP', 'AVIF'],
  },
};
let library = fullLibrary;
const imageSchema = {
  type: 'object',
  title: 'Image',
  description: 'An image',
  properties: {
    src: { type: 'string', pattern: '^images\\/[a-z0-9\\-/]+\\.(svg|png|jpe?g|webp)$' },
    alt: { type: 'string', minLength: 1, description: 'What the image shows, for people who cannot see it' },
  },
  required: ['src', 'alt'],
};

let upload: { status: number; body: object } = { status: 201, body: { path: 'images/blog/new.png' } };
const requests: { url: string; method: string; token: string | null; type: string | null }[] = [];

beforeEach(() => {
  document.head.innerHTML = '<meta name="cms-token" content="t0ken">';
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    this.dispatchEvent(new Event('close'));
  };
  URL.createObjectURL = () => 'blob:thumbnail';
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const headers = new Headers(init.headers);
      const method = init.method ?? 'GET';
      requests.push({ url, method, token: headers.get('x-cms-token'), type: headers.get('content-type') });
      if (method === 'POST') return Response.json(upload.body, { status: upload.status });
      if (method === 'DELETE') {
        const gone = new URL(url, 'http://editor').searchParams.get('path');
        library = { ...library, images: library.images.filter((image) => image.path !== gone) };
        return Response.json({ deleted: gone });
      }
      if (url.startsWith('/api/media/file')) return new Response(new Uint8Array([1, 2, 3]));
      return Response.json(library);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
  library = fullLibrary;
});

function renderForm(formData: object = {}) {
  const schema = { type: 'object', properties: { image: imageSchema } } as RJSFSchema;
  const onChange = vi.fn();
  render(
    <Form
      schema={schema}
      uiSchema={imageUiSchema(schema)}
      formData={formData}
      validator={validator}
      onChange={(e) => onChange(e.formData)}
    />,
  );
  return onChange;
}

describe('an image field', () => {
  it('chooses an image from the library, offering only the formats the field takes', async () => {
    const onChange = renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Choose image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Images' });
    await within(dialog).findByRole('button', { name: /cover\.png/ });
    expect(within(dialog).queryByRole('button', { name: /chart\.avif/ })).toBeNull();
    await userEvent.type(within(dialog).getByRole('searchbox'), 'people');
    expect(within(dialog).queryByRole('button', { name: /cover\.png/ })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: /^ana\.jpg people · 400 × 400 · 29 KB/ }));
    expect(onChange).toHaveBeenLastCalledWith({ image: { src: 'images/people/ana.jpg', alt: '' } });
    expect(requests.every((r) => r.token === 't0ken')).toBe(true);
  });

  it('shows the thumbnail and takes the alt text, marked required', async () => {
    const onChange = renderForm({ image: { src: 'images/blog/cover.png', alt: 'A cover' } });
    expect(await screen.findByRole('img', { name: 'Preview of images/blog/cover.png' })).toHaveAttribute(
      'src',
      'blob:thumbnail',
    );
    const alt = screen.getByRole('textbox', { name: 'Alt text (required)' });
    expect(alt).toBeRequired();
    await userEvent.type(alt, '!');
    expect(onChange).toHaveBeenLastCalledWith({ image: { src: 'images/blog/cover.png', alt: 'A cover!' } });
  });

  it('shows an upload refused as the server said it', async () => {
    upload = { status: 422, body: { error: 'The image is only 120 px wide: use one at least 200 px wide.' } };
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Choose image…' }));
    await screen.findByRole('button', { name: /cover\.png/ });
    const file = new File(['x'], 'Tiny Logo.png', { type: 'image/png' });
    await userEvent.upload(screen.getByTestId('media-file-input'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tiny Logo.png: The image is only 120 px wide: use one at least 200 px wide.',
    );
    expect(requests.find((r) => r.method === 'POST')).toMatchObject({
      url: '/api/media?folder=blog&name=Tiny%20Logo.png',
      type: 'image/png',
      token: 't0ken',
    });
  });
});

describe('the library', () => {
  async function openLibrary() {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Choose image…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Images' });
    await within(dialog).findByRole('button', { name: /^cover\.png/ });
    return dialog;
  }
  const unused = fullLibrary.images.filter((image) => image.usedBy.length === 0);

  it('says who uses each image, marks the ones nothing uses, and lists only those on request', async () => {
    const dialog = await openLibrary();
    const [used, free] = [fullLibrary.images[0]!, unused[0]!];
    const usedBy = used.usedBy.map((u) => u.title).join(', ');
    expect(within(dialog).getByRole('button', { name: new RegExp(`^${used.name}.*Used by ${usedBy}$`) })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: new RegExp(`^${free.name}.*Not used$`) })).toBeVisible();
    expect(within(dialog).getAllByRole('button', { name: 'Delete' })).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveAccessibleDescription(free.name);

    await userEvent.click(
      within(dialog).getByRole('checkbox', { name: `Only images no page uses (${unused.length})` }),
    );
    const shown = within(dialog).getAllByRole('button', { name: /Used by|Not used/ });
    expect(shown.map((b) => b.textContent)).toEqual(unused.map((image) => expect.stringContaining(image.name)));
  });

  it('deletes an image nothing uses after asking once more, and lists it no more', async () => {
    const dialog = await openLibrary();
    const image = unused[0]!;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete', description: image.name }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);
    const ask = within(dialog).getByRole('group', { name: `Delete ${image.name}?` });
    await userEvent.click(within(ask).getByRole('button', { name: 'Delete for good' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`${image.name} was deleted.`);
    expect(within(dialog).queryByRole('button', { name: new RegExp(`^${image.name}`) })).toBeNull();
    expect(requests.find((r) => r.method === 'DELETE')).toEqual({
      url: `/api/media/file?path=${encodeURIComponent(image.path)}`,
      method: 'DELETE',
      token: 't0ken',
      type: 'application/json',
    });
  });

  it('refuses a file over the cap before sending it, naming the cap in MB', async () => {
    const dialog = await openLibrary();
    const file = new File(['x'], 'Huge Photo.jpg', { type: 'image/jpeg' });
    Object.defineProperty(file, 'size', { value: UPLOAD_CAP + 1 });
    await userEvent.upload(screen.getByTestId('media-file-input'), file);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      `Huge Photo.jpg: The image is larger than ${UPLOAD_CAP / 1024 / 1024} MB`,
    );
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });

  it('says when the server made a photo smaller', async () => {
    const resized = 'Resized from 6000 × 4000 to 2400 × 1600 px (18.2 MB to 1.1 MB).';
    upload = { status: 201, body: { path: 'images/blog/beach.jpg', resized } };
    const dialog = await openLibrary();
    await userEvent.upload(
      screen.getByTestId('media-file-input'),
      new File(['x'], 'beach.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('status')).toHaveTextContent(`beach.jpg: ${resized}`);
  });
});

describe('uploadImage', () => {
  it('gives the path to write in a body, or throws the server message', async () => {
    upload = { status: 201, body: { path: 'images/blog/chart.png' } };
    expect(await uploadImage(new File(['x'], 'chart.png', { type: 'image/png' }))).toBe('images/blog/chart.png');
    upload = { status: 409, body: { error: 'images/blog/chart.png already exists' } };
    await expect(uploadImage(new File(['x'], 'chart.png'))).rejects.toThrow('images/blog/chart.png already exists');
    expect(requests.at(-1)?.type).toBe('image/png');
  });

  it('refuses a file over the cap without sending it (the body editor’s image dialog)', async () => {
    const file = new File(['x'], 'huge.png', { type: 'image/png' });
    Object.defineProperty(file, 'size', { value: UPLOAD_CAP + 1 });
    await expect(uploadImage(file)).rejects.toThrow(`larger than ${UPLOAD_CAP / 1024 / 1024} MB`);
    expect(requests).toEqual([]);
  });
});
