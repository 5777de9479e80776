// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from './chunk-load.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe('loadChunk', () => {
  it('passes a loaded chunk through', async () => {
    await expect(loadChunk('page/home', async () => ({ default: 1 }))).resolves.toEqual({ default: 1 });
  });

  it('gives up after 120 s with a timeout naming the chunk and the address it requested', async () => {
    vi.useFakeTimers();
    expect(CHUNK_TIMEOUT_MS).toBe(120_000);
    const pending = loadChunk('product/vps template', () => {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = 'http://localhost/static/js/ProductPage-abc.js';
      document.head.append(link);
      return new Promise<never>(() => {});
    });
    const outcome = pending.catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(CHUNK_TIMEOUT_MS - 1);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect([error.chunk, error.failure, error.url]).toEqual([
      'product/vps template',
      'timeout',
      'http://localhost/static/js/ProductPage-abc.js',
    ]);
  });

  it.each([
    [404, 'missing'],
    [500, 'other'],
  ] as const)('classifies a failed import whose file answers %i as %s', async (status, failure) => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(null, { status }));
    const url = 'http://localhost/static/js/about-x1.js';
    const error = await loadChunk('page/about', () =>
      Promise.reject(new TypeError(`Failed to fetch dynamically imported module: ${url}`)),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ChunkLoadError', chunk: 'page/about', failure, url });
  });

  it('calls a network failure "other"', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await loadChunk('page/x', () =>
      Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://localhost/static/js/x.js')),
    ).catch((e: unknown) => e);
    expect(error).toMatchObject({ failure: 'other', url: 'http://localhost/static/js/x.js' });
  });
});
