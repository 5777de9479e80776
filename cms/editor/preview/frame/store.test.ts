import { describe, expect, it } from 'vitest';
import { viewStore } from './store.ts';

describe('viewStore', () => {
  it('resolves a view once it rendered, and tells its subscribers of each change', async () => {
    const store = viewStore<string>();
    let changes = 0;
    store.subscribe(() => changes++);
    const shown = store.show('a');
    expect(store.get()).toBe('a');
    store.rendered('a');
    await expect(shown).resolves.toBeUndefined();
    expect(changes).toBe(1);
  });

  it('goes back to the last view that rendered when one fails, and rejects it', async () => {
    const store = viewStore<string>();
    void store.show('good');
    store.rendered('good');
    const shown = store.show('broken');
    store.failed('broken', new Error('render error'));
    await expect(shown).rejects.toThrow('render error');
    expect(store.get()).toBe('good');
  });

  it('shows nothing rather than a first view that failed', async () => {
    const store = viewStore<string>();
    const shown = store.show('broken');
    store.failed('broken', new Error('render error'));
    await expect(shown).rejects.toThrow();
    expect(store.get()).toBeNull();
  });

  it('ignores news of a view no longer shown', () => {
    const store = viewStore<string>();
    void store.show('a');
    void store.show('b');
    store.failed('a', new Error('late'));
    expect(store.get()).toBe('b');
  });
});
