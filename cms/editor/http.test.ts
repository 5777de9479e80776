// The editor's calls when its service does not answer for a moment (a slow session store: 503): a read is tried
// again after a wait, a few times; a write is sent once, and the person reads its answer.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiFetch, RETRY_DELAYS_MS } from './http.ts';

const answers = (...statuses: number[]) => {
  const fetch = vi.fn<typeof globalThis.fetch>();
  for (const status of statuses) fetch.mockResolvedValueOnce(new Response('{}', { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
};
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('apiFetch', () => {
  it('tries a read again after a 503, and answers with the first real answer', async () => {
    vi.useFakeTimers();
    const fetch = answers(503, 503, 200);
    const answer = apiFetch('/api/types');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS[0]! + RETRY_DELAYS_MS[1]!);
    expect((await answer).status).toBe(200);
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('gives up after its tries and hands the last answer over', async () => {
    vi.useFakeTimers();
    const fetch = answers(...RETRY_DELAYS_MS.map(() => 503), 503);
    const answer = apiFetch('/api/me');
    await vi.advanceTimersByTimeAsync(RETRY_DELAYS_MS.reduce((a, b) => a + b));
    expect((await answer).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(RETRY_DELAYS_MS.length + 1);
  });

  it('sends a write once', async () => {
    const fetch = answers(503);
    expect((await apiFetch('/api/document?file=site.yaml', { method: 'PUT', body: '{}' })).status).toBe(503);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('does not try again an answer that is a refusal', async () => {
    const fetch = answers(404);
    expect((await apiFetch('/api/document?file=nope.yaml')).status).toBe(404);
    expect(fetch).toHaveBeenCalledTimes(1);
  });
});
