// @vitest-environment jsdom
// Beside the form in a draft of the team's editor: the draft's preview of the page, loaded again after each save,
// with no script allowed in the frame; and, for a document not saved yet, what to do to see it.
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { workInDraft } from '../http.ts';
import { LivePreview } from './LivePreview.tsx';

class NoResizeObserver {
  observe() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= NoResizeObserver as unknown as typeof ResizeObserver;

const props = {
  file: 'products/shared.yaml',
  type: 'products',
  data: {},
  previewOrigin: 'http://127.0.0.1:5173',
};

afterEach(() => workInDraft(null));

describe('the preview beside the form', () => {
  it('in a draft, frames the draft’s page without scripts and asks for it again after a save', () => {
    workInDraft('starter-price');
    const first = { data: { price: 1 } };
    const { rerender } = render(<LivePreview {...props} page="/hosting/shared" saved={first} />);
    const frame = screen.getByTitle('Draft preview of /hosting/shared');
    expect(frame.getAttribute('src')).toBe('/drafts/starter-price/preview/hosting/shared');
    expect(frame.getAttribute('sandbox')).not.toContain('allow-scripts');

    rerender(<LivePreview {...props} page="/hosting/shared" saved={first} />);
    expect(screen.getByTitle('Draft preview of /hosting/shared')).toBe(frame);
    rerender(<LivePreview {...props} page="/hosting/shared" saved={{ data: { price: 2 } }} />);
    const again = screen.getByTitle('Draft preview of /hosting/shared');
    expect(again).not.toBe(frame);
    expect(again.getAttribute('src')).toBe('/drafts/starter-price/preview/hosting/shared');
  });

  it('in a draft, sends the form’s unsaved data to the draft’s live preview, and says why it could not show it', async () => {
    workInDraft('starter-price');
    const sent: { url: string; body: unknown }[] = [];
    globalThis.fetch = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      sent.push({ url: String(url), body: JSON.parse(String(init?.body)) });
      return new Response(JSON.stringify({ ok: false, message: 'expected some text, found an empty string' }), {
        headers: { 'content-type': 'application/json' },
      });
    }) as typeof fetch;
    const saved = { data: { name: 'Shared' } };
    const { rerender } = render(
      <LivePreview {...props} page="/hosting/shared" saved={saved} data={{ name: 'Shared' }} />,
    );
    const frame = screen.getByTitle('Draft preview of /hosting/shared');
    rerender(<LivePreview {...props} page="/hosting/shared" saved={saved} data={{ name: '' }} />);
    expect(await screen.findByText('Not updated: expected some text, found an empty string')).toBeTruthy();
    expect(sent.at(-1)).toEqual({
      url: '/api/drafts/starter-price/live',
      body: { file: 'products/shared.yaml', type: 'products', data: { name: '' } },
    });
    // Nothing saved: the frame is the same (the page is swapped into it, not loaded again).
    expect(screen.getByTitle('Draft preview of /hosting/shared')).toBe(frame);
  });

  it('in a draft, a document not saved yet says to save it to see its page', () => {
    workInDraft('launch-post');
    render(<LivePreview {...props} page={null} saved={null} />);
    expect(screen.queryByRole('iframe')).toBeNull();
    expect(screen.getByText(/Save this document to see its page here/)).toBeTruthy();
  });

  it('outside a draft, frames the dev site’s live preview', () => {
    render(<LivePreview {...props} page="/hosting/shared" saved={null} />);
    expect(screen.getByTitle('Live preview').getAttribute('src')).toMatch(/^http:\/\/127\.0\.0\.1:5173\//);
  });
});
