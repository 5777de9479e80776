import { describe, expect, it, vi } from 'vitest';
import { withLoaders } from './view.ts';

describe('withLoaders', () => {
  it('gives every MDX body a loader of its module under the site root, and leaves the rest as it is', async () => {
    const load = vi.fn(async (url: string) => ({ default: () => url }));
    const data = {
      page: { sections: [{ type: 'legal', body: { mdx: 'content/legal/terms.mdx?live-body=k' } }] },
      n: 1,
    };
    const loaded = withLoaders(data, load);
    expect(loaded.n).toBe(1);
    const body = loaded.page.sections[0]?.body as { mdx: string; load?: () => Promise<unknown> };
    expect(body.mdx).toBe('content/legal/terms.mdx?live-body=k');
    await body.load?.();
    expect(load).toHaveBeenCalledWith('/content/legal/terms.mdx?live-body=k');
    expect(data.page.sections[0]?.body).not.toHaveProperty('load');
  });
});
