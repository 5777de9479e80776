/**
 * The page the preview shows, and the one before it: when a new one fails to render, the preview goes back to the
 * last one that did, so a marketer mid-edit never sees a broken page. `shown` resolves once a view has rendered.
 */
export interface ViewStore<V> {
  get: () => V | null;
  subscribe: (listener: () => void) => () => void;
  /** Shows the view; resolves when it has rendered, or rejects when it failed and the last good one is back */
  show: (view: V) => Promise<void>;
  /** Called by the page once the current view rendered */
  rendered: (view: V) => void;
  /** Called by the page when the current view failed to render */
  failed: (view: V, error: unknown) => void;
}

export function viewStore<V>(): ViewStore<V> {
  let current: V | null = null;
  let good: V | null = null;
  const listeners = new Set<() => void>();
  const waiting = new Map<V, { resolve: () => void; reject: (error: unknown) => void }>();
  const set = (view: V | null) => {
    current = view;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => current,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(view) {
      const done = new Promise<void>((resolve, reject) => waiting.set(view, { resolve, reject }));
      set(view);
      return done;
    },
    rendered(view) {
      if (view !== current) return;
      good = view;
      waiting.get(view)?.resolve();
      waiting.delete(view);
    },
    failed(view, error) {
      if (view !== current) return;
      waiting.get(view)?.reject(error);
      waiting.delete(view);
      set(good);
    },
  };
}
