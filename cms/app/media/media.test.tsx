// @vitest-environment jsdom
import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadImage, type MediaList } from './api';
import { imageUiSchema } from './image-ui-schema';

const library: MediaList = {
  folders: ['blog', 'people'],
  images: [
    { path: 'images/blog/cover.png', name: 'cover.png', folder: 'blog', width: 1200, height: 630, bytes: 84_000 },
    { path: 'images/people/ana.jpg', name: 'ana.jpg', folder: 'people', width: 400, height: 400, bytes: 30_000 },
    { path: 'images/blog/chart.avif', name: 'chart.avif', folder: 'blog', width: 800, height: 600, bytes: 9_000 },
  ],
  limits: { bytes: 8 * 1024 * 1024, minWidth: 200, maxSide: 6000, types: ['PNG', 'JPEG', 'WebP', 'AVIF'] },
};
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
      if (url.startsWith('/api/media/file')) return new Response(new Uint8Array([1, 2, 3]));
      return Response.json(library);
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  requests.length = 0;
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
    await userEvent.click(within(dialog).getByRole('button', { name: /ana\.jpg people · 400 × 400 · 29 KB/ }));
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

describe('uploadImage', () => {
  it('gives the path to write in a body, or throws the server message', async () => {
    upload = { status: 201, body: { path: 'images/blog/chart.png' } };
    expect(await uploadImage(new File(['x'], 'chart.png', { type: 'image/png' }))).toBe('images/blog/chart.png');
    upload = { status: 409, body: { error: 'images/blog/chart.png already exists' } };
    await expect(uploadImage(new File(['x'], 'chart.png'))).rejects.toThrow('images/blog/chart.png already exists');
    expect(requests.at(-1)?.type).toBe('image/png');
  });
});
